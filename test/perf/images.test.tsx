// Images at the size the device needs (docs/PERFORMANCE.md "Images"): the srcset through the
// zone's resizing URLs when IMAGE_TRANSFORMS=cloudflare, the plain URL otherwise, and always a
// width and height; the home page's first slide fetched first and never lazy.
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { CmsImage } from '@/components/CmsImage';
import { responsiveImage } from '@/lib/images';
import { customRoute } from '@/render/route';
import { routes } from '../../routes';
import { page } from '../helpers';

describe('responsiveImage', () => {
  it('serves the plain URL when the zone does not resize', () => {
    expect(responsiveImage({ src: '/media/a.jpg', width: 2000 }, '100vw', 'off')).toEqual({ src: '/media/a.jpg' });
  });

  it('offers resized copies up to the source width, never beyond it', () => {
    const r = responsiveImage({ src: '/media/a.jpg', width: 700 }, '100vw', 'cloudflare');
    const widths = (r.srcSet ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));
    expect(widths).toEqual([160, 320, 480, 640, 700]);
    expect(r.srcSet).toContain('/cdn-cgi/image/width=640,fit=scale-down,format=auto/media/a.jpg 640w');
    expect(r.src).toBe('/cdn-cgi/image/width=700,fit=scale-down,format=auto/media/a.jpg');
    expect(r.sizes).toBe('100vw');
  });

  it('resizes an https CMS image by its whole URL, and caps an unknown width (scale-down never enlarges)', () => {
    const r = responsiveImage({ src: 'https://cms.example/u/b.png' }, '50vw', 'cloudflare');
    expect(r.srcSet?.split(', ').at(-1)).toBe(
      '/cdn-cgi/image/width=1920,fit=scale-down,format=auto/https://cms.example/u/b.png 1920w',
    );
    expect(r.src).toBe('/cdn-cgi/image/width=1280,fit=scale-down,format=auto/https://cms.example/u/b.png');
  });

  it('leaves vector images and inline data as they are', () => {
    for (const src of ['/media/logo.svg', '/media/x.svg?v=2', 'data:image/png;base64,AAAA']) {
      expect(responsiveImage({ src, width: 800 }, '100vw', 'cloudflare'), src).toEqual({ src });
    }
  });
});

const imageApp = createApp([
  customRoute({
    name: 'fixture-images',
    path: '/fixture/images',
    load: () => null,
    head: () => ({ title: 'Images' }),
    Page: () => (
      <>
        <CmsImage
          src="/media/hero.jpg"
          alt="Hero"
          width={1600}
          height={900}
          fallback={{ width: 800, height: 450 }}
          sizes="100vw"
          load="lcp"
        />
        <CmsImage
          src="/media/card.jpg"
          alt=""
          width={undefined}
          height={undefined}
          fallback={{ width: 800, height: 450 }}
          sizes="33vw"
          load="lazy"
        />
      </>
    ),
  }),
]);

const imgs = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
/** The fixture's two images (the header's logo comes first on every page). */
const fixtureImgs = (html: string) => imgs(html).filter((img) => /hero|card/.test(img));

describe('CMS images on a page', () => {
  it('with the zone resizing: srcset, sizes and the size always set', async () => {
    const { html } = await page(imageApp, '/en/fixture/images', {}, { IMAGE_TRANSFORMS: 'cloudflare' });
    const [hero, card] = fixtureImgs(html);
    expect(hero).toMatch(
      /srcSet="[^"]*\/cdn-cgi\/image\/width=1600,fit=scale-down,format=auto\/media\/hero\.jpg 1600w"/,
    );
    expect(hero).toContain('sizes="100vw"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toMatch(/width="1600" height="900"/);
    expect(card).toContain('sizes="33vw"');
    expect(card).toContain('loading="lazy"');
    expect(card).toMatch(/width="800" height="450"/);
  });

  it('without it: the plain URL, no srcset, the same sizes and priorities', async () => {
    const { html } = await page(imageApp, '/en/fixture/images', {}, { IMAGE_TRANSFORMS: 'off' });
    const [hero, card] = fixtureImgs(html);
    expect(hero).toContain('src="/media/hero.jpg"');
    expect(hero).not.toContain('srcSet');
    expect(hero).toContain('fetchPriority="high"');
    expect(card).toContain('src="/media/card.jpg"');
    expect(card).toMatch(/width="800" height="450"/);
  });
});

describe('the home page', () => {
  it('fetches its first slide first and never lazily, the others lazily, every image sized', async () => {
    const { html } = await page(createApp(routes), '/en', {}, { IMAGE_TRANSFORMS: 'cloudflare' });
    const slides = imgs(html.slice(html.indexOf('class="slider"'), html.indexOf('class="slider__controls"')));
    expect(slides.length).toBeGreaterThan(1);
    expect(slides[0]).toContain('fetchPriority="high"');
    expect(slides[0]).not.toContain('loading="lazy"');
    for (const img of slides.slice(1)) expect(img).toContain('loading="lazy"');
    for (const img of imgs(html)) expect(img).toMatch(/width="\d+" height="\d+"/);
  });
});

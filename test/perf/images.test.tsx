// Images at the size the device needs (docs/PERFORMANCE.md "Images"): the srcset through the
// zone's resizing URLs when IMAGE_TRANSFORMS=cloudflare, the plain URL otherwise, and always a
// width and height; the home page's first slide fetched first and never lazy; a slide's phone
// image as a <picture> source; the images inside CMS bodies.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/app';
import { CmsImage } from '@/components/CmsImage';
import { RichText } from '@/components/RichText';
import type { SafeHtml } from '@/security/safe-html';
import { sanitizeHtml } from '@/security/sanitize';
import { responsiveBodyImages } from '@/security/sanitize-images';
import { HomeSlidesSchema } from '@/upstream/schemas-content';
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

const artApp = createApp([
  customRoute({
    name: 'fixture-art',
    path: '/fixture/art',
    load: () => null,
    head: () => ({ title: 'Art direction' }),
    Page: () => (
      <CmsImage
        src="/media/wide.jpg"
        alt="Wide"
        width={2000}
        height={750}
        fallback={{ width: 2000, height: 750 }}
        sizes="100vw"
        load="lcp"
        art={{ src: '/media/phone.jpg', width: 900, height: 675, media: '(max-width: 600px)', sizes: '100vw' }}
      />
    ),
  }),
]);

const pictureOf = (html: string) => /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';

describe('art direction: an image of its own where a media condition holds', () => {
  it('with the zone resizing: a <source> with its media, srcset, sizes and size, before the <img>', async () => {
    const { html } = await page(artApp, '/en/fixture/art', {}, { IMAGE_TRANSFORMS: 'cloudflare' });
    const picture = pictureOf(html);
    const source = /<source [^>]*>/.exec(picture)?.[0] ?? '';
    expect(picture.indexOf('<source')).toBeLessThan(picture.indexOf('<img'));
    expect(source).toContain('media="(max-width: 600px)"');
    expect(source).toMatch(
      /srcSet="[^"]*\/cdn-cgi\/image\/width=900,fit=scale-down,format=auto\/media\/phone\.jpg 900w"/,
    );
    expect(source).not.toContain('width=1080');
    expect(source).toContain('sizes="100vw"');
    expect(source).toContain('width="900" height="675"');
    const img = /<img [^>]*>/.exec(picture)?.[0] ?? '';
    expect(img).toContain('width="2000" height="750"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    // The first image of the page: each candidate preloaded under its own condition.
    expect(html).toMatch(/<link rel="preload" [^>]*media="\(max-width: 600px\)"/);
    expect(html).toMatch(/<link rel="preload" [^>]*media="not all and \(max-width: 600px\)"/);
  });

  it('without it: the plain URLs, sized, no sizes attribute', async () => {
    const { html } = await page(artApp, '/en/fixture/art', {}, { IMAGE_TRANSFORMS: 'off' });
    const picture = pictureOf(html);
    expect(picture).toContain(
      '<source media="(max-width: 600px)" srcSet="/media/phone.jpg" width="900" height="675"/>',
    );
    expect(picture).toContain('src="/media/wide.jpg"');
    expect(picture).not.toContain('cdn-cgi');
    expect(picture).not.toContain('sizes=');
  });

  it("the home page draws a slide's phone image on phones, where the CMS gives one", async () => {
    const { html } = await page(createApp(routes), '/en', {}, { IMAGE_TRANSFORMS: 'off' });
    const track = html.slice(html.indexOf('class="slider__track"'), html.indexOf('class="slider__controls"'));
    const slides = track.split('class="slider__slide"').slice(1);
    expect(slides.length).toBe(4);
    // The demo's slides 1 and 2 have one (demo/src/data/home.ts), 3 and 4 do not.
    expect(slides[0]).toContain(
      '<picture><source media="(max-width: 600px)" srcSet="/media/slide-1-phone.svg" width="800" height="600"/><img src="/media/slide-1.svg"',
    );
    expect(slides[0]).toContain('fetchPriority="high"');
    expect(slides[1]).toContain('srcSet="/media/slide-2-phone.svg"');
    for (const slide of slides.slice(2)) expect(slide).not.toContain('<picture');
    expect(html).toContain(
      '<link rel="preload" href="/media/slide-1-phone.svg" as="image" fetchPriority="high" media="(max-width: 600px)"/>',
    );
  });
});

describe("the CMS's phone image of a slide (docs/UPSTREAM.md §14)", () => {
  const slide = { id: 1, title: 'T', subtitle: '', image: '/media/s.jpg', width: 1600, height: 600 };
  const phoneOf = (extra: Record<string, unknown>) =>
    v.parse(HomeSlidesSchema, { advImgs: [{ ...slide, ...extra }] }).advImgs[0]?.phone;

  it('is kept with its size', () => {
    expect(phoneOf({ mobileImage: '/media/p.jpg', mobileWidth: 800, mobileHeight: 600 })).toEqual({
      image: '/media/p.jpg',
      width: 800,
      height: 600,
    });
  });

  it('is left out without both sizes, or when it is not a safe URL, and is optional', () => {
    expect(phoneOf({ mobileImage: '/media/p.jpg', mobileWidth: 800 })).toBeUndefined();
    expect(phoneOf({ mobileImage: 'javascript:alert(1)', mobileWidth: 800, mobileHeight: 600 })).toBeUndefined();
    expect(phoneOf({ mobileImage: null, mobileWidth: null, mobileHeight: null })).toBeUndefined();
    expect(phoneOf({})).toBeUndefined();
  });
});

describe('images in CMS bodies', () => {
  const body = (html: string) => html as SafeHtml;

  it('with the zone resizing: the resizing URL, a srcset up to the width given, sizes, and the rest kept', async () => {
    const safe = await sanitizeHtml('<p><img src="/media/a.jpg" width="700" height="400" alt="A"></p>');
    const out = responsiveBodyImages(safe, 'cloudflare');
    const img = /<img [^>]*>/.exec(out)?.[0] ?? '';
    expect(img).toContain('src="/cdn-cgi/image/width=700,fit=scale-down,format=auto/media/a.jpg"');
    const widths = [...img.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([160, 320, 480, 640, 700]);
    expect(img).toContain('sizes="min(700px, 100vw)"');
    expect(img).toContain('width="700" height="400"');
    expect(img).toContain('alt="A"');
    expect(img).toContain('loading="lazy"');
  });

  it('an https image keeps its query escaped; one without a width is capped and drawn up to the screen', () => {
    const out = responsiveBodyImages(
      body('<img src="https://cms.example/i.png?a=1&amp;b=2" alt="" loading="lazy" decoding="async">'),
      'cloudflare',
    );
    expect(out).toContain(
      'src="/cdn-cgi/image/width=1280,fit=scale-down,format=auto/https://cms.example/i.png?a=1&amp;b=2"',
    );
    expect(out).toContain(
      '/cdn-cgi/image/width=1920,fit=scale-down,format=auto/https://cms.example/i.png?a=1&amp;b=2 1920w"',
    );
    expect(out).toContain('sizes="100vw"');
    expect(out).not.toMatch(/&(?!amp;)/);
  });

  it('leaves the body as it is without resizing, and vector images always', () => {
    const html = body(
      '<p><img src="/media/a.jpg" width="700" height="400" alt="A"><img src="/media/b.svg" alt=""></p>',
    );
    expect(responsiveBodyImages(html, 'off')).toBe(html);
    expect(responsiveBodyImages(body('<img src="/media/b.svg" width="50" alt="">'), 'cloudflare')).toBe(
      '<img src="/media/b.svg" width="50" alt="">',
    );
  });

  it.each([
    [
      'cloudflare',
      /<img src="\/cdn-cgi\/image\/width=700,[^"]*\/media\/body\.jpg"[^>]*srcset="[^"]+ 700w" sizes="min\(700px, 100vw\)"/,
    ],
    ['off', /<img src="\/media\/body\.jpg" width="700" height="400" alt="Body" loading="lazy" decoding="async">/],
  ] as const)('a rich text on a page (IMAGE_TRANSFORMS=%s)', async (mode, expected) => {
    const { html } = await page(richApp, '/en/fixture/rich', {}, { IMAGE_TRANSFORMS: mode });
    expect(html).toMatch(expected);
    expect(/<div class="rich-text">[\s\S]*?<\/div>/.exec(html)?.[0]).toMatch(/width="700" height="400"/);
  });
});

const richApp = createApp([
  customRoute({
    name: 'fixture-rich',
    path: '/fixture/rich',
    load: () => sanitizeHtml('<p>Text</p><p><img src="/media/body.jpg" width="700" height="400" alt="Body"></p>'),
    head: () => ({ title: 'Rich text' }),
    Page: ({ data }) => <RichText html={data} />,
  }),
]);

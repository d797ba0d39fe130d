import { decodeAttribute, escapeAttribute } from '@/security/sanitize-attributes';
import type { SafeHtml } from '@/security/safe-html';
import { type ImageTransforms, responsiveImage } from '@/lib/images';

/**
 * The images of sanitised CMS HTML at the size the device needs (docs/PERFORMANCE.md
 * "Images"): with the zone resizing (IMAGE_TRANSFORMS=cloudflare), each <img>'s `src` becomes
 * the zone's resizing URL and it gains a `srcset` and `sizes`; otherwise the body is returned as
 * it is. An image's `width` attribute is taken as its own width: the copies offered stop there
 * (and `fit=scale-down` never enlarges), and `sizes` says it is drawn at most that wide and at
 * most as wide as the screen. Its `width`, `height`, `alt`, `loading` and `decoding` stay.
 *
 * Safe on the sanitiser's output only (sanitize.ts): every <img> in it was written by the
 * Writer, its attribute values double-quoted and escaped (no `>` or `"` inside one), its `src`
 * already checked (src/security/urls.ts imageSrc); the new URLs are built from that `src`.
 */
export function responsiveBodyImages(html: SafeHtml, mode: ImageTransforms): SafeHtml {
  if (mode === 'off' || !html.includes('<img')) return html;
  return html.replace(/<img\b([^>]*)>/g, (tag, attributes: string) => {
    const attrs = [...attributes.matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)].map(
      (m) => [m[1] as string, m[2]] as [string, string | undefined],
    );
    const raw = attrs.find(([name]) => name === 'src')?.[1];
    if (raw === undefined || attrs.some(([name]) => name === 'srcset')) return tag;
    const widthAttr = Number(attrs.find(([name]) => name === 'width')?.[1]);
    const width = Number.isInteger(widthAttr) && widthAttr > 0 ? widthAttr : undefined;
    const sizes = width ? `min(${width}px, 100vw)` : '100vw';
    const picked = responsiveImage({ src: decodeAttribute(raw).value, width }, sizes, mode);
    if (!picked.srcSet) return tag;
    const out = attrs.map(([name, value]) =>
      name === 'src'
        ? ` src="${escapeAttribute(picked.src, false)}"`
        : value === undefined
          ? ` ${name}`
          : ` ${name}="${value}"`,
    );
    out.push(` srcset="${escapeAttribute(picked.srcSet, false)}" sizes="${picked.sizes ?? sizes}"`);
    return `<img${out.join('')}>`;
  }) as SafeHtml;
}

// Images at the size the device needs (docs/PERFORMANCE.md "Images"). With Cloudflare Image
// Transformations enabled on the zone (IMAGE_TRANSFORMS=cloudflare), a CMS image gets a `srcset`
// of resized copies in the browser's best format, through the zone's URL form
// `/cdn-cgi/image/<options>/<source>`; otherwise (local development, a zone without it) the
// plain URL. `fit=scale-down` means a copy is never larger than its source, and the ladder
// stops at the source's own width when the CMS gives it.

export type ImageTransforms = 'off' | 'cloudflare';
export const IMAGE_TRANSFORMS: readonly ImageTransforms[] = ['off', 'cloudflare'];

/** The widths offered, in CSS pixels times the densities phones and laptops have. */
const LADDER = [160, 320, 480, 640, 800, 1080, 1280, 1600, 1920] as const;

/** The largest copy asked for where the source's own width is not known. */
const UNKNOWN_MAX = 1920;

export interface ImageSource {
  src: string;
  /** The source's intrinsic width, when the CMS gives it. */
  width?: number | undefined;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Vector images and inline data are served as they are. */
const asIs = (src: string) => /\.svgz?(?:[?#]|$)/i.test(src) || src.startsWith('data:');

/** The zone's resizing URL of one copy of a same-site path or an https URL. */
export function resized(src: string, width: number): string {
  const source = src.startsWith('/') ? src.slice(1) : src;
  return `/cdn-cgi/image/width=${width},fit=scale-down,format=auto/${source}`;
}

/**
 * The `src`, `srcset` and `sizes` of a CMS image: `sizes` says how wide the image is drawn on
 * the page (CSS lengths, as in the `sizes` attribute), so the browser picks the smallest copy
 * that fills it. The plain `src` is the fallback, at most 1280 px wide.
 */
export function responsiveImage(image: ImageSource, sizes: string, mode: ImageTransforms): ResponsiveImage {
  if (mode === 'off' || asIs(image.src)) return { src: image.src };
  const own = image.width && image.width > 0 ? image.width : undefined;
  const top = own ?? UNKNOWN_MAX;
  const widths: number[] = LADDER.filter((w) => w < top);
  widths.push(top);
  const fallback = widths.filter((w) => w <= 1280).at(-1) ?? widths[0] ?? top;
  return {
    src: resized(image.src, fallback),
    srcSet: widths.map((w) => `${resized(image.src, w)} ${w}w`).join(', '),
    sizes,
  };
}

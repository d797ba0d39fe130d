import { responsiveImage } from '@/lib/images';
import { useSite } from '@/components/site-context';

interface CmsImageProps {
  src: string;
  alt: string;
  /** The source's intrinsic size when the CMS gives it (`width` also ends the srcset's ladder). */
  width: number | undefined;
  height: number | undefined;
  /** The box drawn when the CMS gives no size: the image keeps its place before it loads. */
  fallback: { width: number; height: number };
  /** How wide the image is drawn, as the `sizes` attribute says it (src/lib/images.ts). */
  sizes: string;
  /**
   * `lcp`: the page's largest image at first paint, fetched first and never lazy; `lazy`: below
   * the fold; `auto`: the browser decides.
   */
  load: 'lcp' | 'lazy' | 'auto';
  className?: string | undefined;
}

/**
 * Every CMS image: always sized (no layout shift), in the size the device needs where the zone
 * resizes images (docs/PERFORMANCE.md "Images").
 */
export function CmsImage({ src, alt, width, height, fallback, sizes, load, className }: CmsImageProps) {
  const { images } = useSite();
  const picked = responsiveImage({ src, width }, sizes, images);
  return (
    <img
      className={className}
      src={picked.src}
      srcSet={picked.srcSet}
      sizes={picked.sizes}
      alt={alt}
      width={width ?? fallback.width}
      height={height ?? fallback.height}
      fetchPriority={load === 'lcp' ? 'high' : undefined}
      loading={load === 'lazy' ? 'lazy' : load === 'lcp' ? 'eager' : undefined}
      decoding={load === 'lcp' ? undefined : 'async'}
    />
  );
}

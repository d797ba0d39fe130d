import { preload } from 'react-dom';
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
  /**
   * Art direction: another image (its own crop, sized) drawn where `media` matches, e.g. a
   * slide's phone image. The element is then a <picture> whose <source> comes first.
   */
  art?: ArtSource | undefined;
}

export interface ArtSource {
  src: string;
  width: number;
  height: number;
  /** The media condition under which it replaces the main image. */
  media: string;
  /** How wide it is drawn there (the `sizes` attribute). */
  sizes: string;
}

/**
 * Every CMS image: always sized (no layout shift), in the size the device needs where the zone
 * resizes images (docs/PERFORMANCE.md "Images").
 */
export function CmsImage({ src, alt, width, height, fallback, sizes, load, className, art }: CmsImageProps) {
  const { images } = useSite();
  const picked = responsiveImage({ src, width }, sizes, images);
  const img = (
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
  if (!art) return img;
  const other = responsiveImage({ src: art.src, width: art.width }, art.sizes, images);
  if (load === 'lcp') {
    // React preloads a page's first <img> by itself, but not one inside a <picture>, whose
    // choice depends on the media: each candidate is preloaded under its own condition.
    preload(other.src, {
      as: 'image',
      fetchPriority: 'high',
      media: art.media,
      imageSrcSet: other.srcSet,
      imageSizes: other.sizes,
    });
    preload(picked.src, {
      as: 'image',
      fetchPriority: 'high',
      media: `not all and ${art.media}`,
      imageSrcSet: picked.srcSet,
      imageSizes: picked.sizes,
    });
  }
  return (
    <picture>
      <source
        media={art.media}
        srcSet={other.srcSet ?? other.src}
        sizes={other.sizes}
        width={art.width}
        height={art.height}
      />
      {img}
    </picture>
  );
}

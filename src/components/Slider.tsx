import { CmsImage } from '@/components/CmsImage';

/** The page's widest box (--max in src/styles/base.css): a slide is never drawn wider. */
const MAX_WIDTH = 1200;

/**
 * Where a slide is drawn in its phone shape (4:3, `.slider__slide img` in src/styles/blocks.css
 * below 600 px): there a slide's phone image, when the CMS gives one, replaces the main one.
 */
export const PHONE_MEDIA = '(max-width: 600px)';

export interface SlideItem {
  id: string;
  title: string;
  subtitle?: string;
  image: string;
  alt?: string;
  width: number;
  height: number;
  href?: string;
  /** The image composed for a phone's 4:3 slide (docs/UPSTREAM.md §14), when the CMS has one. */
  phone?: { image: string; width: number; height: number } | undefined;
}

/** What the slider's buttons say; `goTo` holds `{n}`, replaced by the slide's number. */
export interface SliderLabels {
  region: string;
  prev: string;
  next: string;
  pause: string;
  play: string;
  goTo: string;
}

/** The props its enhancer (src/client/enhancers/slider.ts) reads from the island's marker. */
export interface SliderEnhancement {
  labels: SliderLabels;
  /** Milliseconds between slides while playing. */
  interval: number;
}

/**
 * One slide: a group with the "slide" role description (the WAI-ARIA carousel pattern); a
 * <figure> with a caption may not take another role.
 */
function Slide({ slide, i, count }: { slide: SlideItem; i: number; count: number }) {
  return (
    <div
      className="slider__slide"
      id={slideId(slide)}
      role="group"
      aria-roledescription="slide"
      aria-label={`${i + 1} / ${count}`}
    >
      <CmsImage
        src={slide.image}
        alt={slide.alt ?? ''}
        width={slide.width}
        height={slide.height}
        fallback={{ width: slide.width, height: slide.height }}
        sizes={`(min-width: ${MAX_WIDTH}px) ${MAX_WIDTH}px, 100vw`}
        load={i === 0 ? 'lcp' : 'lazy'}
        art={
          slide.phone
            ? {
                src: slide.phone.image,
                width: slide.phone.width,
                height: slide.phone.height,
                media: PHONE_MEDIA,
                sizes: '100vw',
              }
            : undefined
        }
      />
      <div className="slider__caption">
        {slide.href ? (
          <a href={slide.href} className="slider__title">
            {slide.title}
          </a>
        ) : (
          <span className="slider__title">{slide.title}</span>
        )}
        {slide.subtitle ? <span className="slider__subtitle">{slide.subtitle}</span> : null}
      </div>
    </div>
  );
}

/** Each slide's id: the target of its dot's link. */
const slideId = (slide: SlideItem) => `slide-${slide.id}`;

/**
 * The home slider, markup only. A native scroll-snap strip with a dot per slide, each a link to
 * its slide, so without JavaScript every slide swipes, scrolls and is one click away. Its
 * enhancer (src/client/enhancers/slider.ts, a few hundred bytes, no framework) adds autoplay
 * (paused on hover and focus, never under prefers-reduced-motion), previous, next and
 * pause/play buttons and arrow keys; swipe stays the browser's own scroll.
 */
export function Slider({ slides, labels }: { slides: SlideItem[]; labels: SliderLabels }) {
  const count = slides.length;
  return (
    <section className="slider" aria-roledescription="carousel" aria-label={labels.region}>
      <div className="slider__track" aria-live="polite">
        {slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} i={i} count={count} />
        ))}
      </div>
      {count > 1 ? (
        <div className="slider__controls">
          <ol className="slider__dots">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <a href={`#${slideId(slide)}`} className="slider__dot" aria-current={i === 0 ? 'true' : undefined}>
                  <span className="visually-hidden">{labels.goTo.replace('{n}', String(i + 1))}</span>
                </a>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

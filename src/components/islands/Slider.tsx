import { useCallback, useEffect, useRef, useState } from 'react';

export interface SlideItem {
  id: string;
  title: string;
  subtitle?: string;
  image: string;
  alt?: string;
  width: number;
  height: number;
  href?: string;
}

export interface SliderProps {
  slides: SlideItem[];
  /** `goTo` holds `{n}`, replaced by the slide's number. */
  labels: { region: string; prev: string; next: string; pause: string; play: string; goTo: string };
  /** Milliseconds between slides while playing. */
  interval?: number;
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Which slide shows, and autoplay: on once hydrated (never under reduced motion), held while hovered or focused. */
function useSlider(count: number, interval: number) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);

  const goTo = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const target = ((next % count) + count) % count;
      el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [count],
  );

  useEffect(() => {
    setReady(true);
    setPlaying(count > 1 && !reducedMotion());
  }, [count]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(() => goTo(index + 1), interval);
    return () => clearInterval(timer);
  }, [playing, held, index, interval, goTo]);

  /** The browser's own scroll (a swipe) decides the slide too. */
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return { track, index, ready, playing, setPlaying, held, setHeld, goTo, onScroll };
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
      <img
        src={slide.image}
        alt={slide.alt ?? ''}
        width={slide.width}
        height={slide.height}
        fetchPriority={i === 0 ? 'high' : 'low'}
        loading={i === 0 ? 'eager' : 'lazy'}
        decoding="async"
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

interface ControlsProps {
  slides: SlideItem[];
  labels: SliderProps['labels'];
  index: number;
  playing: boolean;
  /** Hydrated: previous, next and pause/play join the dots. */
  ready: boolean;
  goTo: (i: number) => void;
  toggle: () => void;
}

/**
 * A dot per slide, a link to that slide, so every slide is reachable without JavaScript (the
 * browser scrolls the strip to it); hydrated, the same links go to the slide in place, and
 * previous, next and pause/play join them.
 */
function SliderControls({ slides, labels, index, playing, ready, goTo, toggle }: ControlsProps) {
  const dots = (
    <ol className="slider__dots">
      {slides.map((slide, i) => (
        <li key={slide.id}>
          <a
            href={`#${slideId(slide)}`}
            className="slider__dot"
            aria-current={i === index ? 'true' : undefined}
            onClick={(event) => {
              if (!ready) return;
              event.preventDefault();
              goTo(i);
            }}
          >
            <span className="visually-hidden">{labels.goTo.replace('{n}', String(i + 1))}</span>
          </a>
        </li>
      ))}
    </ol>
  );
  if (!ready) return <div className="slider__controls">{dots}</div>;
  return (
    <div className="slider__controls">
      <button type="button" className="slider__button" onClick={() => goTo(index - 1)} aria-label={labels.prev}>
        <span aria-hidden="true">‹</span>
      </button>
      {dots}
      <button type="button" className="slider__button" onClick={() => goTo(index + 1)} aria-label={labels.next}>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="slider__button slider__toggle" onClick={toggle} aria-pressed={!playing}>
        {playing ? labels.pause : labels.play}
      </button>
    </div>
  );
}

/**
 * The home slider. The server renders a native scroll-snap strip with a dot per slide, each a
 * link to its slide, so without JavaScript every slide swipes, scrolls and is one click away;
 * hydrated, the same markup gains autoplay (paused on hover and focus, never under
 * prefers-reduced-motion), previous and next buttons and arrow keys. Swipe stays the browser's
 * own scroll.
 */
export function Slider({ slides, labels, interval = 6000 }: SliderProps) {
  const count = slides.length;
  const s = useSlider(count, interval);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') s.goTo(s.index + 1);
    else if (event.key === 'ArrowLeft') s.goTo(s.index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={s.ready ? 'slider slider--ready' : 'slider'}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => s.setHeld(true)}
      onMouseLeave={() => s.setHeld(false)}
      onFocus={() => s.setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && s.setHeld(false)}
      onKeyDown={onKeyDown}
    >
      <div
        className="slider__track"
        ref={s.track}
        onScroll={s.onScroll}
        aria-live={s.playing && !s.held ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} i={i} count={count} />
        ))}
      </div>
      {count > 1 ? (
        <SliderControls
          slides={slides}
          labels={labels}
          index={s.index}
          playing={s.playing}
          ready={s.ready}
          goTo={s.goTo}
          toggle={() => s.setPlaying((p) => !p)}
        />
      ) : null}
    </section>
  );
}

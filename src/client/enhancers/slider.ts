import type { SliderEnhancement } from '@/components/Slider';
import styles from './slider.island.css';

/** The rules of the markup this enhancer draws, adopted before it runs (src/client/island-styles.ts). */
export { styles };

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

function button(className: string, label: string | undefined, text: string, hidden: boolean): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  if (label) el.setAttribute('aria-label', label);
  if (hidden) {
    const span = document.createElement('span');
    span.setAttribute('aria-hidden', 'true');
    span.textContent = text;
    el.appendChild(span);
  } else {
    el.textContent = text;
  }
  return el;
}

/**
 * The home slider's behaviour on its server markup (src/components/Slider.tsx): autoplay (on
 * once enhanced, never under reduced motion, held while hovered or focused), previous, next and
 * pause/play buttons, arrow keys, and the dots going to their slide in place. The strip's own
 * scroll (a swipe) decides the current slide too.
 */
export function enhance(root: HTMLElement, props: Record<string, unknown>): void {
  const { labels, interval } = props as unknown as SliderEnhancement;
  const section = root.querySelector<HTMLElement>('.slider');
  const track = root.querySelector<HTMLElement>('.slider__track');
  const dots = Array.from(root.querySelectorAll<HTMLAnchorElement>('.slider__dot'));
  const controls = root.querySelector<HTMLElement>('.slider__controls');
  const count = root.querySelectorAll('.slider__slide').length;
  if (!section || !track || count === 0) return;

  let index = 0;
  let playing = count > 1 && !reducedMotion();
  let held = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (i: number) => {
    index = i;
    dots.forEach((dot, j) => {
      if (j === i) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const goTo = (next: number) => {
    const target = ((next % count) + count) % count;
    track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    show(target);
  };
  const schedule = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = playing && !held ? setInterval(() => goTo(index + 1), interval) : undefined;
    // Announce the slide a visitor moves to, never the ones autoplay moves through.
    track.setAttribute('aria-live', playing && !held ? 'off' : 'polite');
  };
  const hold = (value: boolean) => {
    held = value;
    schedule();
  };

  section.classList.add('slider--ready');
  if (controls && count > 1) {
    const list = controls.querySelector('.slider__dots');
    const prev = button('slider__button', labels.prev, '‹', true);
    const next = button('slider__button', labels.next, '›', true);
    const toggle = button('slider__button slider__toggle', undefined, playing ? labels.pause : labels.play, false);
    toggle.setAttribute('aria-pressed', String(!playing));
    prev.addEventListener('click', () => goTo(index - 1));
    next.addEventListener('click', () => goTo(index + 1));
    toggle.addEventListener('click', () => {
      playing = !playing;
      toggle.textContent = playing ? labels.pause : labels.play;
      toggle.setAttribute('aria-pressed', String(!playing));
      schedule();
    });
    controls.insertBefore(prev, list);
    controls.appendChild(next);
    controls.appendChild(toggle);
  }
  dots.forEach((dot, i) => {
    dot.addEventListener('click', (event) => {
      event.preventDefault();
      goTo(i);
    });
  });
  track.addEventListener(
    'scroll',
    () => {
      if (track.clientWidth > 0) show(Math.round(track.scrollLeft / track.clientWidth));
    },
    { passive: true },
  );
  section.addEventListener('mouseenter', () => hold(true));
  section.addEventListener('mouseleave', () => hold(false));
  section.addEventListener('focusin', () => hold(true));
  section.addEventListener('focusout', (event) => {
    if (!section.contains(event.relatedTarget as Node | null)) hold(false);
  });
  section.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  });
  schedule();
}

import type { ComponentType } from 'react';
import type { IslandName } from '@/client/registry';

export type DomEnhancer = (root: HTMLElement, props: Record<string, unknown>) => void;
export type Loaded =
  | { kind: 'dom'; enhance: DomEnhancer }
  | { kind: 'react'; Component: ComponentType<Record<string, unknown>> };

/** Browser-side: each island is its own chunk, fetched only when a page has its marker. */
export const LOADERS: Record<IslandName, () => Promise<Loaded>> = {
  'lang-switch': () => import('@/client/enhancers/lang-switch').then((m) => ({ kind: 'dom', enhance: m.enhance })),
  'mobile-menu': () => import('@/client/enhancers/mobile-menu').then((m) => ({ kind: 'dom', enhance: m.enhance })),
  accordion: () => import('@/client/enhancers/accordion').then((m) => ({ kind: 'dom', enhance: m.enhance })),
  'search-suggest': () =>
    import('@/client/enhancers/search-suggest').then((m) => ({ kind: 'dom', enhance: m.enhance as DomEnhancer })),
  'nav-progress': () => import('@/client/enhancers/nav-progress').then((m) => ({ kind: 'dom', enhance: m.enhance })),
  'search-toggle': () => import('@/client/enhancers/search-toggle').then((m) => ({ kind: 'dom', enhance: m.enhance })),
  'notice-dismiss': () =>
    import('@/client/enhancers/notice-dismiss').then((m) => ({ kind: 'dom', enhance: m.enhance })),
  slider: () => import('@/components/islands/Slider').then((m) => ({ kind: 'react', Component: m.Slider as never })),
  'contact-form': () =>
    import('@/components/islands/ContactForm').then((m) => ({ kind: 'react', Component: m.ContactForm as never })),
};

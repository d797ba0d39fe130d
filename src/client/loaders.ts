import type { ComponentType } from 'react';
import type { IslandName } from '@/components/Island';

export type DomEnhancer = (root: HTMLElement, props: Record<string, unknown>) => void;
export type Loaded =
  /** `styles`: the rules of the markup the enhancer draws (src/client/island-styles.ts). */
  | { kind: 'dom'; enhance: DomEnhancer; styles?: string }
  | { kind: 'react'; Component: ComponentType<Record<string, unknown>> };

/**
 * Every island by name: how the browser loads each, as its own chunk,
 * only when a page has its marker. 'dom' islands are small enhancements of server markup that
 * need no framework; 'react' islands are hydrated with react-dom, which is fetched only on pages
 * that have one, and only once the island comes near the viewport (src/client/entries/islands.ts).
 * Its keys are the server's island names (src/components/Island.tsx), no more and no fewer.
 */
export const ISLANDS = {
  'lang-switch': { kind: 'dom', load: () => import('@/client/enhancers/lang-switch').then(dom) },
  'mobile-menu': { kind: 'dom', load: () => import('@/client/enhancers/mobile-menu').then(dom) },
  accordion: { kind: 'dom', load: () => import('@/client/enhancers/accordion').then(dom) },
  'search-suggest': { kind: 'dom', load: () => import('@/client/enhancers/search-suggest').then(dom) },
  'nav-progress': { kind: 'dom', load: () => import('@/client/enhancers/nav-progress').then(dom) },
  'search-toggle': { kind: 'dom', load: () => import('@/client/enhancers/search-toggle').then(dom) },
  slider: { kind: 'dom', load: () => import('@/client/enhancers/slider').then(dom) },
  finder: { kind: 'dom', load: () => import('@/client/enhancers/finder').then(dom) },
  'notice-dismiss': { kind: 'dom', load: () => import('@/client/enhancers/notice-dismiss').then(dom) },
  'office-hours': { kind: 'dom', load: () => import('@/client/enhancers/office-hours').then(dom) },
  'contact-form': {
    kind: 'react',
    load: () =>
      import('@/components/islands/ContactForm').then(
        (m): Loaded => ({ kind: 'react', Component: m.ContactForm as never }),
      ),
  },
} as const satisfies Record<IslandName, { kind: Loaded['kind']; load: () => Promise<Loaded> }>;

export type { IslandName } from '@/components/Island';

function dom(m: { enhance: unknown; styles?: unknown }): Loaded {
  return {
    kind: 'dom',
    enhance: m.enhance as DomEnhancer,
    ...(typeof m.styles === 'string' ? { styles: m.styles } : {}),
  };
}

import type { ComponentType, ReactNode } from 'react';
import { asset } from '@/lib/assets';
import { useSite } from '@/components/site-context';

/**
 * Every island's name: the markers the server writes. The browser's table of how each loads
 * (src/client/loaders.ts) has exactly these keys (it is checked against this list).
 */
export const ISLAND_NAMES = [
  'lang-switch',
  'mobile-menu',
  'accordion',
  'search-suggest',
  'nav-progress',
  'search-toggle',
  'slider',
  'finder',
  'notice-dismiss',
  'office-hours',
  'contact-form',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

interface IslandProps<P> {
  name: IslandName;
  props?: P;
  /** For 'dom' islands (src/client/loaders.ts): the server markup the enhancer takes over. */
  children?: ReactNode;
  /** For 'react' islands: the component the browser hydrates with the same props. */
  component?: ComponentType<P>;
  as?: 'div' | 'span';
  className?: string;
}

/**
 * Renders an island: the component (or server markup) inside a marker carrying its name and
 * serialized props. The script that brings markers to life is the document's (`IslandBoot`).
 */
export function Island<P extends object>({
  name,
  props,
  children,
  component: Component,
  as = 'div',
  className,
}: IslandProps<P>) {
  const Tag = as;
  return (
    <Tag data-island={name} data-props={props ? JSON.stringify(props) : undefined} className={className}>
      {Component ? <Component {...(props as P)} /> : children}
    </Tag>
  );
}

/** How long after the document is parsed the islands start even if the page has not loaded. */
const ISLANDS_START_MS = 3000;

/**
 * The islands' entry, fetched once the page has loaded (docs/PERFORMANCE.md "What a phone
 * downloads for the home page"): every island works as server markup first, so its script is
 * not needed for the first render and does not compete with the page's CSS and its first image
 * for a slow connection. An image that never finishes (a CMS host that hangs) holds the load
 * event, so the entry is fetched at the latest 3 s after the document is parsed. A page with no
 * island marker fetches nothing. One inline module with the request's nonce (CSP
 * `'strict-dynamic'` lets it import the entry and its chunks).
 */
export function IslandBoot() {
  const { nonce } = useSite();
  const entry = JSON.stringify(asset('islands.js'));
  const boot = `let s=0;const go=()=>{s++||document.querySelector("[data-island]")&&import(${entry})};addEventListener("load",go);setTimeout(go,${ISLANDS_START_MS})`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant and the built entry's URL, no visitor input
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: boot }} />;
}

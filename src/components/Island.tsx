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
 * serialized props, plus the module script that hydrates markers. React 19 dedupes the async
 * script by src and hoists it, so a page with islands loads one entry and a page without ships
 * no JavaScript at all.
 */
export function Island<P extends object>({
  name,
  props,
  children,
  component: Component,
  as = 'div',
  className,
}: IslandProps<P>) {
  const { nonce } = useSite();
  const Tag = as;
  return (
    <>
      <Tag data-island={name} data-props={props ? JSON.stringify(props) : undefined} className={className}>
        {Component ? <Component {...(props as P)} /> : children}
      </Tag>
      <script type="module" async src={asset('islands.js')} nonce={nonce} />
    </>
  );
}

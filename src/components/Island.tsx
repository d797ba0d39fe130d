import type { ComponentType, ReactNode } from 'react';
import type { IslandName } from '@/client/loaders';
import { asset } from '@/render/assets';
import { useSite } from '@/render/context';

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

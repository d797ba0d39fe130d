import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Loaded (as its own chunk) only by pages with a React island. */
export function hydrate(
  el: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  name: string,
): void {
  hydrateRoot(el, createElement(Component, props), {
    onRecoverableError: (error) => console.warn('island hydration', name, error),
  });
}

import { routes } from '../../routes';
import { createApp } from '@/app';
import { page, request as send } from '../helpers';

/** The real app (every route module) over the demo upstream bound as UPSTREAM. */
export const app = createApp(routes);

export const get = (path: string, bindings: Partial<Env> = {}) => page(app, path, {}, bindings);
export const request = (path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) =>
  send(app, path, init, bindings);

/** Every JSON-LD block of a page, parsed. */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

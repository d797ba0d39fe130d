import { routes } from '../../routes';
import { createApp } from '@/app';
import { page, request as send } from '../helpers';

/** The real app (every route module) over the demo upstream bound as UPSTREAM. */
export const app = createApp(routes);

export const get = (path: string, bindings: Partial<Env> = {}) => page(app, path, {}, bindings);
export const request = (path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) =>
  send(app, path, init, bindings);

import type { Context } from 'hono';
import type { RequestScope } from '@/request/scope';

/**
 * What Hono's context holds for a request: its scope, the request's one record of itself
 * (src/request/scope.ts), set by the outermost middleware (src/http/scope.ts). Every
 * other fact about the request is a field of the scope.
 */
export interface Vars {
  scope: RequestScope;
}

export type AppEnv = { Bindings: Env; Variables: Vars };
export type AppContext = Context<AppEnv>;

// A notice's dismissal decided from a scope and a Request, no Hono app or context.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { DISMISSED_COOKIE, dismissal, dismissedIds, MAX_DISMISSED } from '@/notices/dismiss';
import { createScope } from '@/request/scope';
import { ORIGIN } from '../helpers';

const scope = () => createScope({ env, locale: 'en', url: new URL(`${ORIGIN}/notices/dismiss`) });
const post = (headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/notices/dismiss`, { method: 'POST', headers: { Origin: ORIGIN, ...headers } });
const form = (fields: Record<string, string>) => async () => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('dismissal(scope, request, form)', () => {
  it('refuses a post from another site without reading its form', async () => {
    const read = vi.fn(form({ id: '7', back: '/en' }));
    const answer = await dismissal(scope(), post({ Origin: 'https://evil.example' }), read);
    expect(answer).toEqual({ kind: 'refused', message: scope().t('notices.dismissRefused') });
    expect(read).not.toHaveBeenCalled();
  });

  it('adds the id to those already dismissed, and goes back to the page', async () => {
    const request = post({ Cookie: `${DISMISSED_COOKIE}=3.5` });
    const answer = await dismissal(scope(), request, form({ id: '7', back: '/en/news/list?pageNum=2' }));
    expect(answer).toEqual({ kind: 'back', to: '/en/news/list?pageNum=2', cookie: '3.5.7' });
  });

  it(`keeps the ${MAX_DISMISSED} most recent ids, the dismissed one last`, async () => {
    const old = Array.from({ length: MAX_DISMISSED }, (_, i) => `n${i}`);
    const request = post({ Cookie: `${DISMISSED_COOKIE}=${old.join('.')}` });
    const answer = await dismissal(scope(), request, form({ id: 'n0', back: '/' }));
    expect(answer.kind === 'back' && answer.cookie?.split('.')).toEqual([...old.slice(1), 'n0']);
  });

  it('goes home, dismissing nothing, for a bad id, another site or no form', async () => {
    expect(await dismissal(scope(), post(), form({ id: 'a b', back: '/en' }))).toEqual({ kind: 'back', to: '/en' });
    expect(await dismissal(scope(), post(), form({ id: '7', back: 'https://evil.example/' }))).toEqual({
      kind: 'back',
      to: '/',
      cookie: '7',
    });
    expect(await dismissal(scope(), post(), async () => undefined)).toEqual({ kind: 'back', to: '/' });
  });
});

it("dismissedIds(request) reads the cookie's well-formed ids only", () => {
  const request = new Request(ORIGIN, { headers: { Cookie: `${DISMISSED_COOKIE}=3.a%20b.x-1` } });
  expect([...dismissedIds(request)]).toEqual(['3', 'x-1']);
  expect(dismissedIds(new Request(ORIGIN)).size).toBe(0);
});

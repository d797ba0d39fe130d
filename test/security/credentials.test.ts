// Credentials stay with their host (docs/SECURITY.md): no request of the worker that carries a
// secret or a token (a CMS call with X-Preview, the captcha's siteverify) follows a redirect,
// so nothing it carries can be sent to another origin by a redirect.
import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIsolate } from '@/lib/isolate';
import { createScope } from '@/request/scope';
import { call } from '@/upstream/call';
import { UpstreamError } from '@/upstream/errors';
import { fakeUpstream, postWith, valid, withToken } from '../contact/helpers';

type Seen = { url: string; headers: Headers; body: string };

/**
 * A fetch that behaves as the platform's on a redirect: with `redirect` other than 'manual' it
 * follows the Location with the same headers (a 307/308 with the same method and body), as
 * the Fetch standard does; every request it makes, followed ones included, is recorded.
 */
function platformLike(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let req = new Request(input as RequestInfo, init);
    for (let hop = 0; hop < 5; hop++) {
      seen.push({ url: req.url, headers: req.headers, body: await req.clone().text() });
      const res = await answer(req);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location || init?.redirect === 'manual') return res;
      const keep = res.status === 307 || res.status === 308;
      req = new Request(new URL(location, req.url), {
        method: keep ? req.method : 'GET',
        headers: req.headers,
        body: keep && req.method !== 'GET' ? await req.clone().text() : null,
      });
    }
    throw new Error('too many redirects');
  };
  return { seen, fetcher };
}

const EVIL = 'https://evil.example';
const redirectTo = (url: string, status = 302) => new Response(null, { status, headers: { Location: url } });
const Anything = v.unknown();

beforeEach(() => {
  resetIsolate();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function previewCall(vars: Partial<Env>) {
  const scope = createScope({ env: { ...env, ...vars } as Env, locale: 'en', id: 'req', preview: 'the-session' });
  return call(scope, { name: 'menu.page', method: 'GET', path: '/api/menu/about', schema: Anything, cache: true }).then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('a CMS redirect is never followed, so X-Preview never leaves the CMS', () => {
  it.each([301, 302, 303, 307, 308])(
    'API_BASE_URL, a %i to another host: not followed, an upstream failure',
    async (status) => {
      const { seen, fetcher } = platformLike((req) =>
        new URL(req.url).origin === EVIL
          ? Response.json({ code: 200, data: 'stolen' })
          : redirectTo(`${EVIL}/x`, status),
      );
      vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher);
      const err = await previewCall({ API_BASE_URL: 'https://cms.test' });
      expect(seen.map((s) => new URL(s.url).origin)).toEqual(['https://cms.test']);
      expect(err).toBeInstanceOf(UpstreamError);
      expect(err).toMatchObject({ kind: 'http', status, cause: `redirect to ${EVIL} not followed` });
    },
  );

  it('the UPSTREAM binding: a redirect to another host is not followed either', async () => {
    const { seen, fetcher } = platformLike((req) =>
      new URL(req.url).origin === EVIL ? Response.json({ code: 200, data: 'stolen' }) : redirectTo(`${EVIL}/x`),
    );
    const err = await previewCall({ API_BASE_URL: '', UPSTREAM: { fetch: fetcher } as unknown as Fetcher });
    expect(seen.map((s) => s.headers.get('x-preview'))).toEqual(['the-session']);
    expect(seen.some((s) => s.url.startsWith(EVIL))).toBe(false);
    expect(err).toMatchObject({ kind: 'http', status: 302 });
  });

  it('nor one within the CMS: the contract has no call that moves, and a moved answer would be cached as another call', async () => {
    const { seen, fetcher } = platformLike((req) =>
      new URL(req.url).pathname === '/api/menu/other'
        ? Response.json({ code: 200, data: 'elsewhere' })
        : redirectTo('/api/menu/other', 301),
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher);
    const err = await previewCall({ API_BASE_URL: 'https://cms.test' });
    expect(seen).toHaveLength(1);
    expect(err).toMatchObject({ kind: 'http', status: 301, cause: 'redirect to https://cms.test not followed' });
  });
});

describe('the captcha secret never follows a redirect', () => {
  it.each([307, 308, 302])(
    'siteverify answering %i to another host: the secret stays, the enquiry is not sent',
    async (status) => {
      const verify = 'https://www.recaptcha.net/recaptcha/api/siteverify';
      const real = globalThis.fetch;
      const { seen, fetcher } = platformLike((req) =>
        req.url === verify
          ? redirectTo(`${EVIL}/siteverify`, status)
          : Response.json({ success: true, hostname: 'site.test' }),
      );
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = new Request(input as RequestInfo, init).url;
        return url.startsWith(verify) || url.startsWith(EVIL) ? fetcher(input, init) : real(input as RequestInfo, init);
      });
      const upstream = fakeUpstream();
      const res = await postWith(
        { UPSTREAM: upstream.fetcher, RECAPTCHA_SECRET: 'a-recaptcha-secret-for-this-test' },
        '/en/page/contact-us',
        withToken(valid, 'google-token'),
      );
      expect(seen.map((s) => s.url)).toEqual([verify]);
      expect(res.status).toBe(503);
      expect(upstream.count('/api/subcontent/save')).toBe(0);
    },
  );
});

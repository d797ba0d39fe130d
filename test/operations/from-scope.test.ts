// The health check, the revalidation webhook and draft preview decided from a scope and plain
// values, no Hono app or context.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { healthAnswer } from '@/ops/healthz';
import { revalidation } from '@/ops/revalidate';
import { enterPreview, exitRefusal, PREVIEW_COOKIE, previewSession } from '@/preview/preview';
import { sessionToken, signLink } from '@/preview/token';
import { createScope } from '@/request/scope';
import { sign } from '@/security/hmac';
import { forgedHex, ORIGIN } from '../helpers';

const TOKEN = 'health-token-0123456789abcdef0123456789abcdef';
const SECRET = 'test-revalidate-secret';
const PREVIEW = 'test-preview-secret';
const scopeOf = (vars: Record<string, string> = {}) =>
  createScope({ env: { ...env, ...vars } as Env, locale: 'en', url: new URL(`${ORIGIN}/healthz`) });

describe('healthAnswer(scope, authorization)', () => {
  it('answers up to anyone, and nothing more', async () => {
    const answer = await healthAnswer(scopeOf(), undefined);
    expect(answer).toEqual({
      status: 200,
      body: { status: 'up' },
      headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  });

  it('refuses a wrong token (401, Bearer)', async () => {
    const answer = await healthAnswer(scopeOf({ HEALTHZ_TOKEN: TOKEN }), `Bearer ${TOKEN}x`);
    expect(answer.status).toBe(401);
    expect(answer.headers['WWW-Authenticate']).toBe('Bearer');
  });

  it('gives the details for the token', async () => {
    const answer = await healthAnswer(scopeOf({ HEALTHZ_TOKEN: TOKEN }), `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'fresh', cms: { reachable: true } });
  });
});

describe('revalidation(scope, request, readBytes)', () => {
  const call = (headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}/api/revalidate`, { method: 'POST', headers });

  it('refuses every call while no secret is configured, without reading the body', async () => {
    const read = vi.fn(async () => new Uint8Array());
    const answer = await revalidation(scopeOf({ REVALIDATE_SECRET: '' }), call(), read);
    expect(answer).toEqual({ status: 403, body: { ok: false, message: 'revalidation is not configured' } });
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a body that is not what was signed', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), all: true }));
    const signature = await sign(SECRET, new TextEncoder().encode('something else'));
    const answer = await revalidation(
      scopeOf({ REVALIDATE_SECRET: SECRET }),
      call({ 'X-Signature': `sha256=${signature}` }),
      async () => bytes,
    );
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('signature does not match');
  });
});

describe('draft preview from the scope', () => {
  const scope = () =>
    createScope({ env: { ...env, PREVIEW_SECRET: PREVIEW } as Env, locale: 'en', url: new URL(`${ORIGIN}/en`) });

  it('a signed link opens a session for its path; a forged one leaves a notice', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const signature = await signLink(PREVIEW, '/en', expires);
    const link = { path: '/en', paths: ['/en'], expires: String(expires) };
    const opened = await enterPreview(scope(), { ...link, signature });
    expect(opened).toMatchObject({ ok: true, to: '/en' });
    expect(opened.ok && opened.maxAge).toBeGreaterThan(590);
    const forged = await enterPreview(scope(), { ...link, signature: forgedHex(signature) });
    expect(forged).toEqual({ ok: false, to: '/en', notice: 'invalid' });
  });

  it("a session's cookie on its own path makes the scope a private preview", async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const token = await sessionToken(PREVIEW, expires, ['/en']);
    const cookie = { Cookie: `${PREVIEW_COOKIE}=${token}` };
    const here = scope();
    const session = await previewSession(here, new Request(`${ORIGIN}/en`, { headers: cookie }));
    expect(here.preview).toBe(token);
    expect(here.page.private).toBe(true);
    expect(session?.privateAnswer()).toBe(true);
    const elsewhere = scope();
    await previewSession(elsewhere, new Request(`${ORIGIN}/en/news/list`, { headers: cookie }));
    expect(elsewhere.preview).toBeUndefined();
    expect(elsewhere.page.private).toBe(false);
    expect(await previewSession(scope(), new Request(`${ORIGIN}/en`))).toBeUndefined();
  });

  it('leaving is refused from another site only', () => {
    const exit = (origin: string) =>
      new Request(`${ORIGIN}/api/preview/exit`, { method: 'POST', headers: { Origin: origin } });
    expect(exitRefusal(scope(), exit('https://evil.example'))).toBe(scope().t('preview.exitForbidden'));
    expect(exitRefusal(scope(), exit(ORIGIN))).toBeUndefined();
  });
});

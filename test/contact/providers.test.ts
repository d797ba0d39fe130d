import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetIsolate } from '@/lib/isolate';
import { ORIGIN } from '../helpers';
import {
  answer,
  fakeUpstream,
  formPath,
  islandProps,
  LOCALES,
  postWith,
  send,
  valid,
  withToken,
  typed,
} from './helpers';

const SAVE = '/api/subcontent/save';
const TURNSTILE_VERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const turnstile = { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: '1x00000000000000000000AA' };
const get = (path: string, bindings: Record<string, unknown> = {}) => send(new Request(ORIGIN + path), bindings);

afterEach(() => vi.restoreAllMocks());

/** Answers the provider's siteverify with `body`; every other fetch goes through. */
function mockSiteverify(url: string, body: unknown, status = 200) {
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    if (req.url === url) return Response.json(body, { status });
    return real(input as RequestInfo, init);
  });
}

describe('Cloudflare Turnstile (CAPTCHA_PROVIDER=turnstile)', () => {
  it('loads its script with the nonce and explicit rendering, in the page language', async () => {
    for (const [locale, lang] of [
      ['tc', 'zh-tw'],
      ['sc', 'zh-cn'],
      ['en', 'en'],
    ] as const) {
      const res = await get(formPath(locale), turnstile);
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(html).toContain(
        `<script async="" defer="" src="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&amp;onload=contactCaptchaReady" nonce="${nonce}"`,
      );
      expect(islandProps(html).captcha).toEqual({
        kind: 'turnstile',
        siteKey: turnstile.TURNSTILE_SITE_KEY,
        onload: 'contactCaptchaReady',
        lang,
      });
      expect(html).not.toContain('recaptcha.net');
      expect(html).not.toContain('demo-captcha-pass');
    }
  });

  it('opens the CSP to challenges.cloudflare.com on the contact page only', async () => {
    const csp = (await get('/en/page/contact-us', turnstile)).headers.get('content-security-policy')!;
    expect(csp).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/challenges\.cloudflare\.com\/turnstile\/;/,
    );
    expect(csp).toContain('frame-src https://challenges.cloudflare.com;');
    expect(csp).not.toContain('recaptcha');
    const home = (await get('/en', turnstile)).headers.get('content-security-policy')!;
    expect(home).not.toContain('challenges.cloudflare.com');
    expect(home).toContain("frame-src 'none'");
  });

  it('verifies with Turnstile siteverify (secret, response, remoteip) and saves on success for this host', async () => {
    const spy = mockSiteverify(TURNSTILE_VERIFY, { success: true, hostname: 'site.test', 'error-codes': [] });
    const upstream = fakeUpstream();
    const res = await postWith(
      { ...turnstile, UPSTREAM: upstream.fetcher, TURNSTILE_SECRET: 'ts-secret' },
      '/en/page/contact-us',
      withToken(valid, 'turnstile-token'),
      { ip: '203.0.113.9' },
    );
    expect(res.status).toBe(303);
    const call = spy.mock.calls.find(
      ([input]) => String(input instanceof Request ? input.url : input) === TURNSTILE_VERIFY,
    )!;
    const req = new Request(call[0] as RequestInfo, call[1]);
    expect(req.method).toBe('POST');
    expect(Object.fromEntries(await req.formData())).toEqual({
      secret: 'ts-secret',
      response: 'turnstile-token',
      remoteip: '203.0.113.9',
    });
    expect(upstream.count('/api/recaptcha')).toBe(0);
    expect(upstream.count(SAVE)).toBe(1);
  });

  it.each([
    ['a refused token', { success: false, 'error-codes': ['invalid-input-response'] }, 422],
    ['a token from another site', { success: true, hostname: 'evil.example' }, 422],
    ['a wrong secret (our fault, not the visitor’s)', { success: false, 'error-codes': ['invalid-input-secret'] }, 503],
    ['nonsense', { nope: 1 }, 503],
  ])('%s: nothing saved (%#)', async (_label, body, status) => {
    mockSiteverify(TURNSTILE_VERIFY, body);
    const upstream = fakeUpstream();
    const res = await postWith(
      { ...turnstile, UPSTREAM: upstream.fetcher, TURNSTILE_SECRET: 'ts-secret' },
      '/en/page/contact-us',
      withToken(valid, 'turnstile-token'),
      { encoding: 'json', json: true },
    );
    expect(res.status).toBe(status);
    expect((await answer(res)).ok).toBe(false);
    expect(upstream.count(SAVE)).toBe(0);
  });
});

describe('deployed without the provider’s site key and secret', () => {
  const deployed = (extra: Record<string, unknown> = {}) => ({
    ENVIRONMENT: 'production',
    SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
    ...extra,
  });
  const MESSAGES = {
    tc: '網上查詢暫時未能使用。請電郵至 info@',
    sc: '在线咨询暂时无法使用。请发送电子邮件至 info@',
    en: 'Enquiries through this form are temporarily unavailable. Please email info@',
  };

  for (const locale of LOCALES) {
    it(`never shows the local development check; says to write or call instead (${locale})`, async () => {
      resetIsolate();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await get(formPath(locale), deployed());
      const html = await res.text();
      expect(html).not.toContain('demo-captcha-pass');
      expect(html).not.toContain('/recaptcha/api.js');
      const props = islandProps(html);
      expect(props.captcha).toEqual({ kind: 'unavailable' });
      expect(props.notice.ok).toBe(false);
      expect(props.notice.message).toContain(MESSAGES[locale]);
      expect(props.notice.message).toMatch(/\d{4} \d{4}/); // the phone from site info
      const events = errors.mock.calls.map((args) => JSON.parse(String(args[0])).event);
      expect(events).toContain('captcha.unconfigured');
    });
  }

  it('a post keeps what was typed, sends nothing and asks no one (key without secret too)', async () => {
    for (const extra of [{}, { RECAPTCHA_SITE_KEY: 'public-key' }]) {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const upstream = fakeUpstream();
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const res = await postWith(
        deployed({ ...extra, UPSTREAM: upstream.fetcher }),
        '/en/page/contact-us',
        withToken(valid, 'demo-captcha-pass'),
      );
      expect(res.status).toBe(503);
      const props = islandProps(await res.text());
      expect(props.values).toEqual(typed(valid));
      expect(props.notice.message).toContain(MESSAGES.en);
      expect(upstream.count('/api/recaptcha') + upstream.count(SAVE)).toBe(0);
      expect(fetchSpy).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });

  it('the same in staging, and the form works once both are set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const staging = { ENVIRONMENT: 'staging', SITE_ORIGIN: 'https://staging.crescent-harbour.edu.example' };
    expect(islandProps(await (await get('/en/page/contact-us', staging)).text()).captcha.kind).toBe('unavailable');
    // A deployed secret: 32 bytes or more, none written in the repository (docs/SECURITY.md "Weak or published secrets").
    const ready = {
      ...staging,
      RECAPTCHA_SITE_KEY: 'public-key',
      RECAPTCHA_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
    };
    expect(islandProps(await (await get('/en/page/contact-us', ready)).text()).captcha.kind).toBe('recaptcha');
  });
});

// docs/SECURITY.md "Cookies": the enquiry receipt (the confirmation's cookie after a post without
// JavaScript) is Secure in staging and production whatever the scheme, holds the address masked
// and the reference only, and is cleared by the confirmation that shows it, which no one keeps.
import { REFERENCE_PATTERN } from '@/contact/reference';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeUpstream, formPath, LOCALES, postWith, send, valid, withToken } from './helpers';

const SAVE = '/api/subcontent/save';
const TURNSTILE_VERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

afterEach(() => vi.restoreAllMocks());

/** A CMS that saves with its own id; the references it was sent, in order. */
const sent: string[] = [];
const saving = () =>
  fakeUpstream({
    [SAVE]: async (req) => {
      sent.push(String(((await req.json()) as { reference?: unknown }).reference));
      return envelope({ id: 'enq-2027-0044' });
    },
  });

/** The receipt's Set-Cookie line of a response, or ''. */
const receiptOf = (res: Response) => res.headers.getSetCookie().find((l) => l.startsWith('enquiry_receipt=')) ?? '';

/** A post that succeeds where the site is deployed: a provider's keys, its siteverify passing. */
async function deployedPost(environment: 'production' | 'staging', origin: string) {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    if (req.url === TURNSTILE_VERIFY) return Response.json({ success: true, hostname: 'site.test' });
    return real(input as RequestInfo, init);
  });
  const bindings = {
    ENVIRONMENT: environment,
    SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
    CAPTCHA_PROVIDER: 'turnstile',
    TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
    // A deployed site refuses a short or published secret (docs/SECURITY.md): one made for the run.
    TURNSTILE_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
    UPSTREAM: saving().fetcher,
  };
  const req = new Request(`${origin}/en/page/contact-us`, {
    method: 'POST',
    headers: { Origin: origin, 'CF-Connecting-IP': '2001:db8:5ec::1' },
    body: new URLSearchParams(withToken(valid, 'turnstile-token')),
    redirect: 'manual',
  });
  return send(req, { ...bindings, ENQUIRY_LIMITER: { limit: async () => ({ success: true }) } });
}

describe('the enquiry receipt cookie', () => {
  it.each(['production', 'staging'] as const)('is Secure in %s over plain http', async (environment) => {
    const res = await deployedPost(environment, 'http://site.test');
    expect(res.status).toBe(303);
    expect(receiptOf(res)).toContain('; Secure');
  });

  it('locally: Secure over https, not over http', async () => {
    const https = await deployedPost('production', 'https://site.test');
    expect(receiptOf(https)).toContain('; Secure');
    vi.restoreAllMocks();
    const local = await postWith({ UPSTREAM: saving().fetcher }, '/en/page/contact-us', withToken(valid));
    expect(local.status).toBe(303);
    expect(receiptOf(local)).not.toContain('; Secure');
  });

  it('holds the address masked and the reference, no more, for a minute; the 303 is kept by no one', async () => {
    const res = await postWith({ UPSTREAM: saving().fetcher }, '/en/page/contact-us', withToken(valid));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const line = receiptOf(res);
    expect(line).toContain('Max-Age=60;');
    const value = decodeURIComponent(line.split(';')[0]!.slice('enquiry_receipt='.length));
    expect(JSON.parse(value)).toEqual({ address: 't…n@mail.example', reference: sent.at(-1) });
    expect(sent.at(-1)).toMatch(REFERENCE_PATTERN);
    expect(value).not.toContain('tm.chan');
  });

  it.each(LOCALES)('the confirmation (%s) shows it once, clears it, and is no-store', async (locale) => {
    const res = await postWith({ UPSTREAM: saving().fetcher }, formPath(locale), withToken(valid));
    const cookie = receiptOf(res).split(';')[0]!;
    const page = await send(
      new Request(`http://site.test${res.headers.get('location')}`, { headers: { Cookie: cookie } }),
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = (await page.text()).replace(/<[^>]+>/g, '');
    expect(text).toContain('t…n@mail.example');
    expect(text).toContain(sent.at(-1));
    expect(text).not.toContain('enq-2027-0044');
    expect(text).not.toContain('tm.chan');
    // Expired at once, on the path it was set for: the browser drops it.
    const cleared = receiptOf(page);
    expect(cleared).toMatch(/^enquiry_receipt=; Max-Age=0; /);
    expect(cleared).toContain(`Path=${formPath(locale) || '/page/contact-us'}`);
    expect(cleared).toContain('HttpOnly');
  });

  it('a forged receipt is cleared too, and shows nothing', async () => {
    const forged = encodeURIComponent(JSON.stringify({ address: 'tm.chan@mail.example', reference: 'x' }));
    const page = await send(
      new Request('http://site.test/en/page/contact-us?sent=1', { headers: { Cookie: `enquiry_receipt=${forged}` } }),
    );
    const text = (await page.text()).replace(/<[^>]+>/g, '');
    expect(text).not.toContain('tm.chan@mail.example');
    expect(text).toContain('We will reply to the email address you gave within three working days.');
    expect(receiptOf(page)).toMatch(/^enquiry_receipt=; Max-Age=0; /);
  });

  it('a confirmation without a receipt sets no cookie', async () => {
    const page = await send(new Request('http://site.test/en/page/contact-us?sent=1'));
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});

import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/contact/fields';
import { maxBodyBytes } from '@/contact/guard';
import {
  answer,
  enquiryRequest,
  fakeUpstream,
  formPath,
  islandProps,
  LOCALES,
  MESSAGES,
  openLimiter,
  ORIGIN,
  post,
  postWith,
  send,
  uniqueIp,
  valid,
  withToken,
  typed,
} from './helpers';

describe('rule 1: same-origin posts only', () => {
  const foreign: [string, Record<string, string>][] = [
    ['another site in Origin', { Origin: 'https://evil.example' }],
    ['another scheme or port in Origin', { Origin: 'https://site.test' }],
    ['Origin: null', { Origin: 'null' }],
    ['no Origin and another site in Referer', { Origin: '', Referer: 'https://evil.example/page/contact-us' }],
    ['no Origin and a garbled Referer', { Origin: '', Referer: 'not a url' }],
    ['no Origin or Referer, Sec-Fetch-Site cross-site', { Origin: '', 'Sec-Fetch-Site': 'cross-site' }],
  ];
  for (const [label, headers] of foreign) {
    it(`${label}: 403 and nothing else happens`, async () => {
      const upstream = fakeUpstream();
      const limiter = openLimiter();
      const req = enquiryRequest('/en/page/contact-us', withToken(valid), { headers });
      if (headers.Origin === '') req.headers.delete('Origin');
      const res = await send(req, { UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: limiter });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(MESSAGES.en.forbidden);
      expect(upstream.calls).toEqual([]);
      expect(limiter.limit).not.toHaveBeenCalled();
    });
  }

  it('answers the island in JSON, localised', async () => {
    for (const locale of LOCALES) {
      const res = await post(formPath(locale), withToken(valid), {
        encoding: 'json',
        json: true,
        headers: { Origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(await answer(res)).toEqual({ ok: false, message: MESSAGES[locale].forbidden });
    }
  });

  it('accepts its own Referer when Origin is absent, and a post with neither (not a browser)', async () => {
    const withReferer = enquiryRequest('/en/page/contact-us', withToken(valid), {
      headers: { Referer: `${ORIGIN}/en/page/contact-us` },
    });
    withReferer.headers.delete('Origin');
    expect((await exports.default.fetch(withReferer)).status).toBe(303);
    const bare = enquiryRequest('/en/page/contact-us', withToken(valid));
    bare.headers.delete('Origin');
    expect((await exports.default.fetch(bare)).status).toBe(303);
  });
});

describe('rule 2: form or JSON, no larger than the largest valid enquiry', () => {
  it('refuses other content types with 415, before reading or counting', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/jsonx', '']) {
      const upstream = fakeUpstream();
      const limiter = openLimiter();
      const req = new Request(`${ORIGIN}/en/page/contact-us`, {
        method: 'POST',
        headers: { Origin: ORIGIN, ...(type ? { 'Content-Type': type } : {}) },
        body: type ? 'name=a&email=b' : null,
      });
      const res = await send(req, { UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: limiter });
      expect(res.status, type).toBe(415);
      expect(await res.text()).toBe(MESSAGES.en.unsupported);
      expect(upstream.calls).toEqual([]);
      expect(limiter.limit).not.toHaveBeenCalled();
    }
  });

  it('answers 415 to the island in JSON, localised', async () => {
    for (const locale of LOCALES) {
      const res = await exports.default.fetch(ORIGIN + formPath(locale), {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', Accept: 'application/json' },
        body: 'hello',
      });
      expect(res.status).toBe(415);
      expect(await answer(res)).toEqual({ ok: false, message: MESSAGES[locale].unsupported });
    }
  });

  for (const locale of LOCALES) {
    it(`refuses a body over the limit with 413 and a localised message (${locale})`, async () => {
      const upstream = fakeUpstream();
      const limiter = openLimiter();
      const big = withToken({ ...valid, message: 'x'.repeat(maxBodyBytes('application/x-www-form-urlencoded')) });
      const res = await postWith({ UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: limiter }, formPath(locale), big);
      expect(res.status).toBe(413);
      const html = await res.text();
      expect(islandProps(html).notice).toEqual({ ok: false, message: MESSAGES[locale].tooLarge });
      // The page frame reads the menu and site info; the enquiry itself calls nothing.
      expect(upstream.count('/api/recaptcha') + upstream.count('/api/subcontent/save')).toBe(0);
      expect(limiter.limit).not.toHaveBeenCalled();

      const json = await post(formPath(locale), big, { encoding: 'json', json: true });
      expect(json.status).toBe(413);
      expect(await answer(json)).toEqual({ ok: false, message: MESSAGES[locale].tooLarge });
    });
  }

  it('counts a streamed body without Content-Length too', async () => {
    const chunk = new TextEncoder().encode(
      `message=${'x'.repeat(maxBodyBytes('application/x-www-form-urlencoded') / 2 + 1)}`,
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const req = new Request(`${ORIGIN}/en/page/contact-us`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': uniqueIp() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await send(req);
    expect(res.status).toBe(413);
  });

  it('accepts a body just under the limit (a CJK message at its limit, multipart)', async () => {
    const res = await post('/en/page/contact-us', withToken({ ...valid, message: '月'.repeat(LIMITS.message) }), {
      encoding: 'multipart',
    });
    expect(res.status).toBe(303);
  });
});

describe('rule 3: at most 5 posts a minute per client IP', () => {
  for (const locale of LOCALES) {
    it(`the 6th post from one address gets 429, localised, with the typed values (${locale})`, async () => {
      const ip = uniqueIp();
      const fields = withToken({ ...valid, email: 'not-an-email' }); // nothing is saved while counting
      // The binding's window is a wall-clock minute: when a minute starts mid-test the count restarts.
      const minute = () => Math.floor(Date.now() / 60_000);
      const started = minute();
      const statuses: number[] = [];
      let limited: Response | undefined;
      for (let i = 0; i < 12 && !limited; i++) {
        const res = await post(formPath(locale), fields, { ip });
        statuses.push(res.status);
        if (res.status === 429) limited = res;
        else await res.text();
      }
      expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
      if (minute() === started) expect(statuses).toHaveLength(6);
      expect(limited).toBeDefined();
      expect(limited!.headers.get('retry-after')).toBe('60');
      const props = islandProps(await limited!.text());
      expect(props.notice).toEqual({ ok: false, message: MESSAGES[locale].rateLimited });
      expect(props.values).toEqual(typed({ ...valid, email: 'not-an-email' }));

      const json = await post(formPath(locale), fields, { ip, encoding: 'json', json: true });
      expect(json.status).toBe(429);
      expect(await answer(json)).toEqual({ ok: false, message: MESSAGES[locale].rateLimited });
      // Another address is not affected.
      expect((await post(formPath(locale), fields, { ip: uniqueIp() })).status).toBe(422);
    });
  }

  it('keys the limiter by CF-Connecting-IP', async () => {
    const limiter = openLimiter();
    const upstream = fakeUpstream();
    await postWith({ ENQUIRY_LIMITER: limiter, UPSTREAM: upstream.fetcher }, '/en/page/contact-us', valid, {
      ip: '203.0.113.7',
    });
    await postWith({ ENQUIRY_LIMITER: limiter, UPSTREAM: upstream.fetcher }, '/en/page/contact-us', valid, {
      ip: 'not an ip',
    });
    expect(limiter.limit.mock.calls).toEqual([[{ key: 'enquiry:203.0.113.7' }], [{ key: 'enquiry:unknown' }]]);
  });

  it('lets the enquiry through when the limiter itself fails', async () => {
    const broken = { limit: async () => Promise.reject(new Error('limiter down')) };
    const res = await postWith({ ENQUIRY_LIMITER: broken }, '/en/page/contact-us', withToken(valid));
    expect(res.status).toBe(303);
  });
});

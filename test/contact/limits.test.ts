import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/contact/fields';
import { type MediaType, maxBodyBytes } from '@/contact/guard';
import {
  answer,
  type Encoding,
  enquiryRequest,
  fakeUpstream,
  formPath,
  islandProps,
  LOCALES,
  MESSAGES,
  openLimiter,
  ORIGIN,
  postWith,
  send,
  uniqueIp,
  valid,
  withToken,
  type Fields,
  typed,
} from './helpers';

/** A JSON encoder that escapes every character (\uXXXX): the largest JSON a valid form can be. */
const escapeAll = (fields: Fields): string =>
  `{${Object.entries(fields)
    .map(
      ([k, v]) =>
        `"${k}":"${[...v]
          .flatMap((ch) => [...Array(ch.length).keys()].map((i) => ch.charCodeAt(i)))
          .map((u) => `\\u${u.toString(16).padStart(4, '0')}`)
          .join('')}"`,
    )
    .join(',')}}`;

/**
 * Every field at its maxlength (UTF-16 units, as the browser counts), in one script. A one-line
 * field holds no line break (a browser's text input drops them; the server refuses them), so
 * the name and subject are filled with the unit's other characters.
 */
function largest(unit: string): Fields {
  const fill = (max: number, u = unit) => u.repeat(Math.floor(max / u.length));
  const line = unit.replace(/\n/g, '');
  const local = 'a'.repeat(64);
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}`.slice(0, LIMITS.email - 65 - 8);
  const email = `${local}@${domain}.example`;
  expect(email.length).toBeLessThanOrEqual(LIMITS.email);
  return withToken({
    name: fill(LIMITS.name, line),
    email,
    subject: fill(LIMITS.subject, line),
    message: fill(LIMITS.message),
  });
}

const SCRIPTS: [string, string][] = [
  ['Latin', 'x'],
  ['Chinese', '月'],
  ['emoji (surrogate pairs)', '😀'],
  ['Chinese with line breaks', '學\n'],
];
const ENCODINGS: Encoding[] = ['urlencoded', 'multipart', 'json'];

function build(fields: Fields, encoding: Encoding | 'json-escaped', crlf = true): Request {
  // The browser sends a textarea's line breaks as CRLF.
  const sent = crlf ? { ...fields, message: (fields.message ?? '').replace(/\n/g, '\r\n') } : fields;
  if (encoding !== 'json-escaped')
    return enquiryRequest('/en/page/contact-us', sent, { encoding, json: encoding === 'json' });
  return new Request(`${ORIGIN}/en/page/contact-us`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'CF-Connecting-IP': uniqueIp(), 'Content-Type': 'application/json' },
    body: escapeAll(sent),
  });
}

describe('the body limit follows from the field limits', () => {
  for (const [script, unit] of SCRIPTS) {
    for (const encoding of [...ENCODINGS, 'json-escaped'] as const) {
      it(`accepts the largest valid enquiry in ${script}, ${encoding}`, async () => {
        const upstream = fakeUpstream();
        const res = await send(build(largest(unit), encoding), {
          UPSTREAM: upstream.fetcher,
          ENQUIRY_LIMITER: openLimiter(),
        });
        expect(res.status).toBe(encoding.startsWith('json') ? 200 : 303);
        expect(upstream.count('/api/subcontent/save')).toBe(1);
      });
    }
  }

  it('the reported case: a Chinese enquiry at maxlength without JavaScript (about 50 KB urlencoded)', async () => {
    const req = build(largest('月'), 'urlencoded');
    const size = (await req.clone().arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(16 * 1024);
    const res = await send(req, { UPSTREAM: fakeUpstream().fetcher, ENQUIRY_LIMITER: openLimiter() });
    expect(res.status).toBe(303);
  });

  const TYPES: [Encoding, MediaType][] = [
    ['urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data'],
    ['json', 'application/json'],
  ];
  for (const [encoding, type] of TYPES) {
    it(`refuses with 413 only a ${encoding} body no valid form can produce`, async () => {
      const upstream = fakeUpstream();
      const limiter = openLimiter();
      const padding = 'x'.repeat(maxBodyBytes(type));
      const res = await postWith(
        { UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: limiter },
        '/en/page/contact-us',
        withToken({ ...valid, message: padding }),
        { encoding },
      );
      expect(res.status).toBe(413);
      if (encoding === 'json') expect(await answer(res)).toEqual({ ok: false, message: MESSAGES.en.tooLarge });
      else expect(islandProps(await res.text()).notice).toEqual({ ok: false, message: MESSAGES.en.tooLarge });
      expect(upstream.count('/api/subcontent/save')).toBe(0);
      expect(limiter.limit).not.toHaveBeenCalled();
    });
  }
});

describe('browser and server count line breaks the same', () => {
  it('a message at maxlength with line breaks (sent as CRLF) is not too long', async () => {
    const upstream = fakeUpstream();
    const message = 'a\n'.repeat(LIMITS.message / 2);
    expect(message.length).toBe(LIMITS.message);
    const res = await send(build(withToken({ ...valid, message }), 'urlencoded'), {
      UPSTREAM: upstream.fetcher,
      ENQUIRY_LIMITER: openLimiter(),
    });
    expect(res.status).toBe(303);
    const saved = upstream.calls.find((c) => c.path === '/api/subcontent/save')?.body ?? '';
    expect(saved).not.toContain('\\r');
  });

  it('one unit over maxlength is still too long', async () => {
    const message = `${'a\n'.repeat(LIMITS.message / 2)}a`;
    const res = await send(build(withToken({ ...valid, message }), 'urlencoded'), { ENQUIRY_LIMITER: openLimiter() });
    expect(res.status).toBe(422);
  });
});

describe('a field of invisible characters only is blank', () => {
  const invisible = [
    '\u200b',
    '\u200b\u200c\u200d',
    '\ufeff',
    '\u2060\u00ad',
    '\u3164',
    '\u00a0\u3000',
    '\u202e',
    '\u2800',
  ];
  for (const value of invisible) {
    it(`${JSON.stringify(value)} is "required" in every field`, async () => {
      const upstream = fakeUpstream();
      const fields = withToken({ name: value, email: valid.email, subject: value, message: value });
      const res = await postWith(
        { UPSTREAM: upstream.fetcher, ENQUIRY_LIMITER: openLimiter() },
        '/en/page/contact-us',
        fields,
        {
          json: true,
        },
      );
      expect(res.status).toBe(422);
      const body = await answer(res);
      expect(body.message).toBe(MESSAGES.en.required);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['message', 'name', 'subject']);
      expect(upstream.count('/api/subcontent/save')).toBe(0);
    });
  }
  it('visible text with invisible characters around it is kept', async () => {
    const res = await postWith(
      { UPSTREAM: fakeUpstream().fetcher, ENQUIRY_LIMITER: openLimiter() },
      '/en/page/contact-us',
      withToken({ ...valid, name: '\u200b陳大文\u200b' }),
    );
    expect(res.status).toBe(303);
  });
});

describe('failed enquiry pages are never stored', () => {
  for (const locale of LOCALES) {
    it(`every refusal is Cache-Control: no-store, page or JSON (${locale})`, async () => {
      const path = formPath(locale);
      const cases: [string, Fields, Parameters<typeof postWith>[3]][] = [
        ['invalid', withToken({ ...valid, email: 'nope' }), {}],
        ['captcha', withToken(valid, 'wrong'), {}],
        ['foreign', withToken(valid), { headers: { Origin: 'https://evil.example' } }],
        [
          'too large',
          withToken({ ...valid, message: 'x'.repeat(maxBodyBytes('application/x-www-form-urlencoded')) }),
          {},
        ],
      ];
      for (const [label, fields, options] of cases) {
        for (const json of [false, true]) {
          const res = await postWith({ ENQUIRY_LIMITER: openLimiter() }, path, fields, { ...options, json });
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.headers.get('Cache-Control'), `${label} json=${json}`).toBe('no-store');
        }
      }
      const limited = await postWith(
        { ENQUIRY_LIMITER: { limit: async () => ({ success: false }) } },
        path,
        withToken(valid),
      );
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Cache-Control')).toBe('no-store');
    });
  }

  it('a 503 (the CMS could not save, or nobody could verify) says when to retry, and keeps the values', async () => {
    const failing = fakeUpstream({ '/api/subcontent/save': () => new Response('down', { status: 500 }) });
    const res = await postWith(
      { UPSTREAM: failing.fetcher, ENQUIRY_LIMITER: openLimiter() },
      '/en/page/contact-us',
      withToken(valid),
    );
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(islandProps(await res.text()).values).toEqual(typed(valid));

    const noVerdict = fakeUpstream({ '/api/recaptcha': () => new Response('down', { status: 502 }) });
    const json = await postWith(
      { UPSTREAM: noVerdict.fetcher, ENQUIRY_LIMITER: openLimiter() },
      '/en/page/contact-us',
      withToken(valid),
      { json: true },
    );
    expect(json.status).toBe(503);
    expect(Number(json.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('one client per address, however it is spelt', () => {
  it('all spellings of one IPv6 address, one /64, and an IPv4-mapped address are one limiter key', async () => {
    const groups: string[][] = [
      ['2001:db8:7:8::1', '2001:0DB8:0007:0008:0000:0000:0000:0001', '2001:db8:7:8:0:0:0:1', '2001:db8:7:8:ffff::42'],
      ['198.51.100.23', '::ffff:198.51.100.23', '::FFFF:c633:6417', '0:0:0:0:0:ffff:198.51.100.23'],
    ];
    for (const spellings of groups) {
      const limiter = openLimiter();
      for (const ip of spellings) {
        await postWith({ ENQUIRY_LIMITER: limiter, UPSTREAM: fakeUpstream().fetcher }, '/en/page/contact-us', valid, {
          ip,
        });
      }
      const keys = new Set(limiter.limit.mock.calls.map((call) => (call as unknown as [{ key: string }])[0].key));
      expect([...keys]).toHaveLength(1);
    }
  });
});

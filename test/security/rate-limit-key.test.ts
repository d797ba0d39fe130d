// The rate-limit client (docs/SECURITY.md "Rate-limit key"): CF-Connecting-IP normalised once;
// every spelling of one address is one client; a request with no usable address is counted in
// one shared bucket, never in none.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '@/app';
import { canonicalIp, clientKey, UNKNOWN_CLIENT } from '@/security/rate-limit';
import { routes } from '../../routes';
import { request } from '../helpers';

const app = createApp(routes);

/** Spellings of 203.0.113.7 a client or a proxy might send. */
const SPELLINGS = [
  '203.0.113.7',
  ' 203.0.113.7 ',
  '203.000.113.007',
  '0xcb.0.113.7',
  '0XCB.0x0.0x71.0x7',
  '0313.0.0161.07',
  '3405803783',
  '203.0.28935',
  '203.28935',
  '203.0.113.7.',
  '::ffff:203.0.113.7',
  '0:0:0:0:0:FFFF:CB00:7107',
];
const MALFORMED = [
  '',
  '   ',
  'not-an-ip',
  'unknown',
  '203.0.113.256',
  '1.2.3.4.5',
  '203.0.113.7, 198.51.100.1',
  '203.0.113.7/24',
  '203.0.113.7:443',
  '203.0.113.7@evil.example',
  'http://203.0.113.7',
  '[2001:db8::1]',
  '2001:db8::1%eth0',
  '2001:db8::1::2',
  '::ffff:999.0.0.1',
  'abc',
  '.',
];

describe('one key per client, from any spelling', () => {
  it('every spelling of an IPv4 address is that address', () => {
    for (const ip of SPELLINGS) expect(clientKey(ip), JSON.stringify(ip)).toBe('203.0.113.7');
    for (const ip of SPELLINGS.filter((s) => !s.includes(':'))) expect(canonicalIp(ip), ip).toBe('203.0.113.7');
  });

  it('anything else is the one shared unknown client', () => {
    for (const ip of [...MALFORMED, '1.2.3.4\u0000', undefined]) {
      expect(canonicalIp(ip), JSON.stringify(ip)).toBeUndefined();
      expect(clientKey(ip), JSON.stringify(ip)).toBe(UNKNOWN_CLIENT);
    }
  });

  it('IPv6 spellings, and a /64, are one client', () => {
    expect(canonicalIp('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(clientKey('2001:DB8:1:2::ABCD')).toBe(clientKey('2001:db8:1:2:ffff::1'));
  });
});

/** A limiter binding that records the keys it is asked about, and refuses after `allow` of one key. */
function limiter(allow = 1000) {
  const keys: string[] = [];
  const binding = {
    limit: async ({ key }: { key: string }) => {
      keys.push(key);
      return { success: keys.filter((k) => k === key).length <= allow };
    },
  } as unknown as RateLimit;
  return { keys, binding };
}

/** The three searches, each with its own limit and the one rule (src/render/rate-limited.ts). */
const SEARCHES = [
  {
    what: 'the results page',
    path: '/en/search?keyword=library',
    binding: 'SITE_SEARCH_LIMITER',
    scope: 'site-search',
  },
  { what: 'the suggestions', path: '/en/search/suggest?keyword=libr', binding: 'SUGGEST_LIMITER', scope: 'suggest' },
  { what: 'the news search', path: '/en/news/list?keyword=library', binding: 'SEARCH_LIMITER', scope: 'search' },
] as const;

describe.each(SEARCHES)('$what is counted per client, never not at all', ({ path, binding: name, scope }) => {
  const search = (ip: string | undefined, bindings: Partial<Env>) =>
    request(app, path, ip === undefined ? {} : { headers: { 'CF-Connecting-IP': ip } }, bindings);

  it('a malformed CF-Connecting-IP counts in the shared bucket', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const ip of MALFORMED) {
      const { keys, binding } = limiter();
      await search(ip, { [name]: binding });
      expect(keys, JSON.stringify(ip)).toEqual([`${scope}:${UNKNOWN_CLIENT}`]);
    }
  });

  it('every spelling of one address is one client, and is limited as one', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { keys, binding } = limiter(SPELLINGS.length - 1);
    const statuses: number[] = [];
    for (const ip of SPELLINGS) statuses.push((await search(ip, { [name]: binding })).status);
    expect(new Set(keys)).toEqual(new Set([`${scope}:203.0.113.7`]));
    expect(statuses.at(-1)).toBe(429);
  });

  it('no header at all: not counted in local development and tests only; counted in staging and production', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = limiter();
    await search(undefined, { [name]: local.binding });
    expect(local.keys).toEqual([]);
    for (const environment of ['staging', 'production']) {
      const deployed = limiter();
      await search(undefined, {
        [name]: deployed.binding,
        ENVIRONMENT: environment,
        SITE_ORIGIN: 'https://www.crescent-harbour.edu.example',
      } as Partial<Env>);
      expect(deployed.keys, environment).toEqual([`${scope}:${UNKNOWN_CLIENT}`]);
    }
  });
});

describe('enquiries are counted per client the same way', () => {
  it('a non-canonical spelling is its address, a malformed one the shared bucket', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [ip, key] of [
      ['0xcb.0.113.7', 'enquiry:203.0.113.7'],
      ['203.000.113.007', 'enquiry:203.0.113.7'],
      ['garbage', `enquiry:${UNKNOWN_CLIENT}`],
    ] as const) {
      const { keys, binding } = limiter();
      await request(
        app,
        '/en/page/contact-us',
        {
          method: 'POST',
          headers: {
            'CF-Connecting-IP': ip,
            Origin: 'http://site.test',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: 'name=A',
        },
        { ENQUIRY_LIMITER: binding, SITE_DOMAIN: `enquiry-${crypto.randomUUID()}.test` },
      );
      expect(keys, ip).toEqual([key]);
    }
  });
});

it('the test bindings are the simulated limiters (wrangler.toml)', () => {
  expect(env.SEARCH_LIMITER).toBeDefined();
});

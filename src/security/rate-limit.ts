import * as v from 'valibot';
import { log } from '@/lib/log';
import type { AppContext } from '@/types';

const Ipv4Schema = v.pipe(v.string(), v.ipv4());

/**
 * The visitor's address as Cloudflare saw it (`CF-Connecting-IP`); absent or malformed:
 * undefined. IPv6 is judged by the URL parser, which knows every spelling (valibot's ip()
 * refuses the full form with an embedded IPv4 address, 0:0:0:0:0:ffff:192.0.2.1).
 */
export function clientIp(c: AppContext): string | undefined {
  const raw = c.req.header('cf-connecting-ip')?.trim();
  if (!raw) return undefined;
  const valid = raw.includes(':') ? ipv6Groups(raw) !== undefined : v.is(Ipv4Schema, raw);
  return valid ? raw : undefined;
}

/** The eight 16-bit groups of an IPv6 address, from the URL parser's canonical form. */
function ipv6Groups(address: string): number[] | undefined {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head = '', tail] = host.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * One key per client for rate limits. Every spelling of an IPv6 address is one client, and so is
 * a whole /64 (one subscriber's network: a host picks any address in it at will); an
 * IPv4-mapped IPv6 address is its IPv4 address. No usable address: one shared 'unknown' client.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ip.includes(':')) return v.is(Ipv4Schema, ip) ? ip : 'unknown';
  const groups = ipv6Groups(ip);
  if (!groups) return 'unknown';
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Asks a rate-limiting binding whether this client may go on, under `scope` ('enquiry',
 * 'search'). A binding failure lets the request through: a limiter protects the CMS, it must
 * never take the site down.
 */
export async function withinRateLimit(c: AppContext, limiter: RateLimit, scope: string): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key: `${scope}:${clientKey(clientIp(c))}` });
    return success;
  } catch (error) {
    log('warn', `${scope}.ratelimit.error`, { requestId: c.get('requestId'), error });
    return true;
  }
}

import { config } from '@/lib/config';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';

/** The one client key of every request without a usable address: a shared bucket, never none. */
export const UNKNOWN_CLIENT = 'unknown';

const IPV4_HOST = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** What an IPv4 address may be spelled with (decimal, octal, hex parts): nothing a URL could read as more. */
const IPV4_SPELLING = /^[0-9a-fx.]+$/i;

/**
 * An address in its one canonical spelling, or undefined when it is none. Both families are
 * read by the URL parser, which knows every spelling a client might send: IPv4 in dotted,
 * octal, hexadecimal or integer form (`203.0.113.007`, `0xcb.0.113.7`, `3405803783` are all
 * `203.0.113.7`, as the URL standard reads them), IPv6 with any case, zero padding or `::`, and
 * an embedded IPv4 tail (valibot's ip() refuses `0:0:0:0:0:ffff:192.0.2.1`).
 */
export function canonicalIp(raw: string | undefined): string | undefined {
  const address = raw?.trim();
  if (!address) return undefined;
  if (address.includes(':')) return ipv6Groups(address) ? hostOf(`[${address}]`)?.slice(1, -1) : undefined;
  if (!IPV4_SPELLING.test(address)) return undefined;
  const host = hostOf(address);
  return host !== undefined && IPV4_HOST.test(host) ? host : undefined;
}

/** The host the URL parser reads, or undefined when it reads none. */
function hostOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's address as Cloudflare saw it (`CF-Connecting-IP`), normalised once
 * (canonicalIp); absent or malformed: undefined.
 */
export function clientIp(request: Request): string | undefined {
  return canonicalIp(request.headers.get('cf-connecting-ip') ?? undefined);
}

/** The eight 16-bit groups of an IPv6 address, from the URL parser's canonical form. */
function ipv6Groups(address: string): number[] | undefined {
  if (!/^[0-9a-f:.]+$/i.test(address)) return undefined;
  const host = hostOf(`[${address}]`)?.slice(1, -1);
  if (host === undefined) return undefined;
  const [head = '', tail] = host.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * One key per client for rate limits, from any spelling of its address. Every spelling of an
 * address is one client, and so is a whole IPv6 /64 (one subscriber's network: a host picks any
 * address in it at will); an IPv4-mapped IPv6 address is its IPv4 address. No usable address:
 * the one shared UNKNOWN_CLIENT.
 */
export function clientKey(ip: string | undefined): string {
  const address = canonicalIp(ip);
  if (!address) return UNKNOWN_CLIENT;
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address) ?? [];
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
 * Local development, tests and the benchmark send no CF-Connecting-IP (Cloudflare's edge sets
 * it on every request from the internet): there, and only there, a request without the header
 * is left out of the search limit. Anywhere else, and with any header at all, every request is
 * counted: one with no usable address in the shared UNKNOWN_CLIENT bucket.
 */
export function uncountedLocally(scope: RequestScope, request: Request): boolean {
  return config(scope.env).local && !request.headers.has('cf-connecting-ip');
}

/**
 * Asks a rate-limiting binding whether this request's client may go on, under `bucket`
 * ('enquiry', 'search'). A binding failure lets the request through: a limiter protects the
 * CMS, it must never take the site down.
 */
export async function withinRateLimit(
  scope: RequestScope,
  request: Request,
  limiter: RateLimit,
  bucket: string,
): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key: `${bucket}:${clientKey(clientIp(request))}` });
    return success;
  } catch (error) {
    log('warn', `${bucket}.ratelimit.error`, { requestId: scope.id, error });
    return true;
  }
}

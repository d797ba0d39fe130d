// What belongs to one response and to no other (docs/SECURITY.md "Per-response headers"): its
// request id, its timing, its cookies and its Content-Security-Policy with the request's nonce.
// A kept page (src/render/page-cache.ts) stores none of these and a replay gets the current
// request's own; this module is the one list of them (src/http/scope.ts sets the request id).

/** The response header that names the request (and the `requestId` of every log line). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Headers that describe one response only, lowercase: never stored with a kept page, never
 * replayed to another visitor.
 */
export const PER_RESPONSE_HEADERS = [
  // The request's own id (below).
  'x-request-id',
  // Timing of this response's work.
  'server-timing',
  'timing-allow-origin',
  // Cookies are one visitor's.
  'set-cookie',
  // The policies carry this response's script nonce (src/security/headers.ts).
  'content-security-policy',
  'content-security-policy-report-only',
  // Set by the platform for each response.
  'date',
  'age',
  'cf-ray',
  'cf-cache-status',
] as const;

const PER_RESPONSE = new Set<string>(PER_RESPONSE_HEADERS);

/** True when the header belongs to one response only (any letter case). */
export const isPerResponse = (name: string): boolean => PER_RESPONSE.has(name.toLowerCase());

/**
 * Cloudflare's ray id as the edge sends it (`CF-Ray: 8f1b2c3d4e5f6a7b-HKG`): 16 hex digits and
 * the data centre. The edge sets it on every request from the internet, replacing whatever a
 * client sent, so it is never the client's choice there.
 */
const RAY = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/i;

/** The request's id: Cloudflare's ray id when present and well formed, else a fresh UUID. */
export function requestIdOf(headers: Headers): string {
  const ray = headers.get('cf-ray')?.trim();
  return ray && RAY.test(ray) ? ray : crypto.randomUUID();
}

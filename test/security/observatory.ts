/**
 * The HTTP Observatory's header rules (mozilla/http-observatory, httpobs/docs/scoring.md,
 * 2024 edition), for the tests a response's headers decide. Redirection (http → https) is
 * Cloudflare's "Always Use HTTPS" at the edge, not this worker's, and is scored 0 as for a
 * correct redirect; docs/OPERATIONS.md says to keep it on.
 */
export interface Modifier {
  test: string;
  result: string;
  score: number;
}

type Directives = Map<string, string[]>;

export function parseCsp(header: string | null): Directives | undefined {
  if (!header) return undefined;
  const map: Directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

function csp(headers: Headers): Modifier {
  const policy = parseCsp(headers.get('Content-Security-Policy'));
  if (!policy) return { test: 'csp', result: 'csp-not-implemented', score: -25 };
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
  const styleSrc = policy.get('style-src') ?? policy.get('default-src') ?? [];
  const all = [...policy.values()].flat();
  const hasNonceOrHash = scriptSrc.some((v) => /^'(nonce|sha(256|384|512))-/.test(v));
  if (scriptSrc.includes("'unsafe-inline'") && !hasNonceOrHash)
    return { test: 'csp', result: 'csp-implemented-with-unsafe-inline', score: -20 };
  if (all.some((v) => v === 'http:' || v.startsWith('http://')))
    return { test: 'csp', result: 'csp-implemented-with-insecure-scheme', score: -20 };
  if (scriptSrc.includes("'unsafe-eval'"))
    return { test: 'csp', result: 'csp-implemented-with-unsafe-eval', score: -10 };
  if (scriptSrc.some((v) => v === '*' || v === 'https:' || v === 'data:'))
    return { test: 'csp', result: 'csp-implemented-with-unsafe-inline', score: -20 };
  if (styleSrc.includes("'unsafe-inline'"))
    return { test: 'csp', result: 'csp-implemented-with-unsafe-inline-in-style-src-only', score: 0 };
  const defaultNone = (policy.get('default-src') ?? []).join(' ') === "'none'";
  return defaultNone
    ? { test: 'csp', result: 'csp-implemented-with-no-unsafe-default-src-none', score: 10 }
    : { test: 'csp', result: 'csp-implemented-with-no-unsafe', score: 5 };
}

function cookies(headers: Headers): Modifier {
  const set = headers.getSetCookie();
  if (set.length === 0) return { test: 'cookies', result: 'cookies-not-found', score: 0 };
  const hsts = /max-age=\d+/.test(headers.get('Strict-Transport-Security') ?? '');
  const insecure = set.some((c) => !/;\s*secure/i.test(c));
  if (!insecure) return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', score: 0 };
  return hsts
    ? { test: 'cookies', result: 'cookies-without-secure-flag-but-protected-by-hsts', score: -5 }
    : { test: 'cookies', result: 'cookies-without-secure-flag', score: -20 };
}

function cors(headers: Headers): Modifier {
  return headers.get('Access-Control-Allow-Origin') === '*'
    ? { test: 'cors', result: 'cross-origin-resource-sharing-implemented-with-universal-access', score: -50 }
    : { test: 'cors', result: 'cross-origin-resource-sharing-not-implemented', score: 0 };
}

function referrer(headers: Headers): Modifier {
  const value = (headers.get('Referrer-Policy') ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  if (!value) return { test: 'referrer', result: 'referrer-policy-not-implemented', score: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value))
    return { test: 'referrer', result: 'referrer-policy-private', score: 5 };
  if (value === 'no-referrer-when-downgrade')
    return { test: 'referrer', result: 'referrer-policy-no-referrer-when-downgrade', score: 0 };
  return { test: 'referrer', result: 'referrer-policy-unsafe', score: -5 };
}

function hsts(headers: Headers): Modifier {
  const value = headers.get('Strict-Transport-Security');
  if (!value) return { test: 'hsts', result: 'hsts-not-implemented', score: -20 };
  const age = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!Number.isFinite(age)) return { test: 'hsts', result: 'hsts-header-invalid', score: -20 };
  return age >= 15768000
    ? { test: 'hsts', result: 'hsts-implemented-max-age-at-least-six-months', score: 0 }
    : { test: 'hsts', result: 'hsts-implemented-max-age-less-than-six-months', score: -10 };
}

function sri(html: string, status: number): Modifier {
  if (status !== 200) return { test: 'sri', result: 'request-did-not-return-status-code-200', score: -5 };
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  if (srcs.length === 0) return { test: 'sri', result: 'sri-not-implemented-but-no-scripts-loaded', score: 0 };
  const external = srcs.filter((s) => /^(https?:)?\/\//.test(s));
  if (external.length === 0)
    return { test: 'sri', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', score: 0 };
  return external.every((s) => s.startsWith('https:'))
    ? { test: 'sri', result: 'sri-not-implemented-but-external-scripts-loaded-securely', score: -5 }
    : { test: 'sri', result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', score: -50 };
}

function contentTypeOptions(headers: Headers): Modifier {
  const value = headers.get('X-Content-Type-Options');
  if (!value) return { test: 'xcto', result: 'x-content-type-options-not-implemented', score: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test: 'xcto', result: 'x-content-type-options-nosniff', score: 0 }
    : { test: 'xcto', result: 'x-content-type-options-header-invalid', score: -5 };
}

function frameOptions(headers: Headers): Modifier {
  const ancestors = parseCsp(headers.get('Content-Security-Policy'))?.get('frame-ancestors');
  if (ancestors && !ancestors.includes('*'))
    return { test: 'xfo', result: 'x-frame-options-implemented-via-csp', score: 5 };
  const value = (headers.get('X-Frame-Options') ?? '').toUpperCase();
  if (value === 'DENY' || value === 'SAMEORIGIN')
    return { test: 'xfo', result: 'x-frame-options-sameorigin-or-deny', score: 0 };
  return {
    test: 'xfo',
    result: value ? 'x-frame-options-header-invalid' : 'x-frame-options-not-implemented',
    score: -20,
  };
}

/** Score as the Observatory adds it: bonuses count only when the score without them is >= 90. */
export function observatoryScore(
  headers: Headers,
  html: string,
  status: number,
): { score: number; modifiers: Modifier[] } {
  const modifiers = [
    csp(headers),
    cookies(headers),
    cors(headers),
    referrer(headers),
    hsts(headers),
    sri(html, status),
    contentTypeOptions(headers),
    frameOptions(headers),
  ];
  const penalties = modifiers.filter((m) => m.score < 0).reduce((s, m) => s + m.score, 0);
  const bonuses = modifiers.filter((m) => m.score > 0).reduce((s, m) => s + m.score, 0);
  const base = 100 + penalties;
  return { score: Math.max(0, base >= 90 ? base + bonuses : base), modifiers };
}

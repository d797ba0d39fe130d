/**
 * Same-site redirect targets. A target must be a root-relative path that no browser can read as
 * another host: not '//host', not '/\host' (browsers treat '\' as '/'), no control characters,
 * and nothing that decodes into those.
 */
export function safeLocalPath(target: string | undefined | null): string | undefined {
  if (!target || target.length > 2048) return undefined;
  if (!target.startsWith('/')) return undefined;
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return undefined;
  if (target.startsWith('//')) return undefined;
  let decoded = target;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return undefined;
    }
    if (decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  }
  // Resolving against a dummy origin must keep the origin: the final word on "same site".
  const base = 'https://same.invalid';
  const resolved = new URL(target, base);
  return resolved.origin === base ? resolved.pathname + resolved.search + resolved.hash : undefined;
}

/**
 * The path without trailing slashes, for the 301 of SPEC §2 ("no trailing slash"). Repeated
 * leading slashes collapse to one so the Location can never name another host.
 */
export function withoutTrailingSlash(pathname: string): string | undefined {
  if (pathname === '/' || !pathname.endsWith('/')) return undefined;
  const trimmed = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/');
  return trimmed === '' ? '/' : trimmed;
}

import type { Locale } from '@/i18n/locales';
import { localePath, splitLocale } from '@/i18n/paths';
import { ALLOWED, BOOLEAN, NUMERIC, URL_ATTRIBUTES } from '@/security/sanitize-rules';
import { checkUrl, imageSrc } from '@/security/urls';

/**
 * Character references and attributes for the CMS HTML sanitiser (sanitize.ts): values read as
 * the browser reads them, then re-escaped; URLs checked and site links localised.
 */

/** The named references worth decoding in attribute values; the others are kept as written. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};
const REFERENCE = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{0,31};?))/g;

function codePoint(n: number): string {
  return n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? '\ufffd' : String.fromCodePoint(n);
}

/**
 * An attribute value as the browser would read it. `unknown` is true when it holds a named
 * reference not decoded here: harmless in text, but a URL with one is not trusted.
 */
export function decodeAttribute(raw: string): { value: string; unknown: boolean } {
  let unknown = false;
  const value = raw.replace(
    REFERENCE,
    (all, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return codePoint(Number(dec));
      if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
      const known = NAMED[(name ?? '').replace(/;$/, '').toLowerCase()];
      if (known !== undefined && (name ?? '').endsWith(';')) return known;
      // Browsers also read &amp &lt &gt &quot without ';', except before [=A-Za-z0-9] in attributes.
      if (known !== undefined && /^(amp|lt|gt|quot)$/i.test(name ?? '')) return known;
      if ((name ?? '').endsWith(';')) unknown = true;
      return all;
    },
  );
  return { value, unknown };
}

/** Escapes a value for a double-quoted attribute; named references kept as written stay intact. */
export function escapeAttribute(value: string, keepNamed: boolean): string {
  const amp = keepNamed ? /&(?![a-zA-Z][a-zA-Z0-9]{0,31};)/g : /&/g;
  return value.replace(amp, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Raw text from the source keeps its references; a bare `<` or `>` becomes one, so no text can turn into markup. */
export const escapeText = (raw: string): string =>
  raw
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u0000/g, '');

// ---------------------------------------------------------------- attributes

export interface SanitizeOptions {
  /** Site links are written in this language: the CMS writes '/news/list' for every language. */
  locale?: Locale;
  /** CMS paths that live elsewhere on this site ('/admissions-hkdse' → '/admissions/hkdse'). */
  paths?: Readonly<Record<string, string>>;
}

/** A site-internal path in the page's language (a path that already has a prefix is kept). */
function localise(href: string, { locale, paths }: SanitizeOptions): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  const target = (paths?.[path] ?? path) + rest;
  if (!locale || splitLocale(path).locale !== 'tc') return target;
  return localePath(locale, target);
}

/** A URL attribute's safe value, or undefined when it must go (script protocols, unknown references). */
function cleanUrl(raw: string, options: SanitizeOptions): { href: string; external: boolean } | undefined {
  const { value, unknown } = decodeAttribute(raw);
  if (unknown) return undefined;
  const checked = checkUrl(value, { allowExternal: true });
  if (!checked) return undefined;
  if (checked.kind === 'internal') return { href: localise(checked.href, options), external: false };
  // mailto: and tel: are "external" to checkUrl, but they open no other site.
  return { href: checked.href, external: checked.kind === 'external' && /^https?:/i.test(checked.href) };
}

/**
 * A value shaped like an attack on the markup around it: a script protocol named anywhere
 * (`javascript:…` in backticks is a path to a browser, but a later hop that trims the value
 * would run it) or an event handler after a quote or a space (`x" onerror="…`). Escaped, it
 * is harmless; no article needs it, so it is not written at all.
 */
function injected(raw: string): boolean {
  const { value } = decodeAttribute(raw);
  return /(?:java|vb|live)script:/i.test(value.replace(/[\s\u0000-\u001f]/g, '')) || /["'`\s]on\w+\s*=/i.test(value);
}

/**
 * The attribute string of an allowed element (' a="b"'), or undefined when the element must
 * go altogether (an image without a safe source). The first of duplicate attributes wins, as
 * in browsers; every value is re-escaped, so nothing in it can end the attribute.
 */
export function cleanAttributes(tag: string, el: Element, options: SanitizeOptions): string | undefined {
  const allowed = ALLOWED[tag] ?? [];
  const seen = new Map<string, string>();
  for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
    const key = name.toLowerCase();
    if (!seen.has(key)) seen.set(key, value);
  }
  const out: string[] = [];
  let external = false;
  for (const [name, raw] of seen) {
    if (!allowed.includes(name) || injected(raw)) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = name === 'href' ? cleanUrl(raw, options) : cleanUrl(raw, {});
      if (!url || (tag === 'img' && imageSrc(url.href) === undefined)) continue;
      if (name === 'href') external = url.external;
      out.push(` ${name}="${escapeAttribute(url.href, false)}"`);
      continue;
    }
    const { value } = decodeAttribute(raw);
    if (NUMERIC.has(name) && !/^\d{1,5}$/.test(value.trim())) continue;
    if (name === 'id' && !/^[A-Za-z][\w-]{0,63}$/.test(value)) continue;
    out.push(
      BOOLEAN.has(name) ? ` ${name}` : ` ${name}="${escapeAttribute(NUMERIC.has(name) ? value.trim() : value, true)}"`,
    );
  }
  if (tag === 'img') {
    if (!out.some((a) => a.startsWith(' src='))) return undefined;
    if (!out.some((a) => a.startsWith(' alt='))) out.push(' alt=""');
    out.push(' loading="lazy" decoding="async"');
  }
  if (external) out.push(' rel="noopener noreferrer nofollow" target="_blank"');
  return out.join('');
}

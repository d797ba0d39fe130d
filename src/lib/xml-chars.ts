/**
 * What XML 1.0 cannot carry at all, even escaped (its `Char` production): the C0 controls but
 * tab, line feed and carriage return; U+FFFE and U+FFFF; and lone surrogates (half of a UTF-16
 * pair without the other half). One such character makes the whole document not well formed.
 * HTML parsers report the same characters as errors, and JSON-LD readers choke on them.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A quick first look (a character class only): any of them, or any surrogate, paired or not. */
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/**
 * Text with every character XML 1.0 forbids taken out (none of them shows anything, and an id or
 * a type keeps reading as itself). Text without any is returned as it is, uncopied. Applied to
 * every CMS text where it enters (the schemas, src/upstream/schemas-base.ts) and by escapeXml
 * (src/seo/xml.ts) to everything an XML document is written from.
 */
export const xmlChars = (s: string): string => (SUSPECT.test(s) ? s.replace(FORBIDDEN, '') : s);

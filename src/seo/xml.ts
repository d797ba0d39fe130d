/** Text or an attribute value made safe inside XML (sitemaps, feeds): the five predefined entities. */
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

export const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (ch) => ENTITIES[ch] ?? ch);

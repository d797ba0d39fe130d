import { xmlChars } from '@/lib/xml-chars';

/** Text or an attribute value made safe inside XML (sitemaps, feeds): the five predefined entities. */
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Every text of every XML document the site writes passes here: forbidden characters out, markup escaped. */
export const escapeXml = (s: string): string => xmlChars(s).replace(/[<>&'"]/g, (ch) => ENTITIES[ch] ?? ch);

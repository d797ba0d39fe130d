/**
 * Speculation Rules (docs/architecture/client.md "Instant navigation"): same-site links the visitor is
 * about to follow are prerendered, on hover (after a short pause) or pointer-down
 * ("moderate" eagerness). Browsers without support ignore the script; nothing depends on it.
 *
 * Never speculated: the language switch (/lang/*: it sets a cookie), the webhook and any /api/*,
 * search (each search counts against the visitor's rate limit), draft preview, feeds and
 * sitemaps, files, links opening elsewhere or marked `data-no-speculate`. Forms are never
 * speculated by the browser: the rules match links only.
 */
import { sitePath } from '@/lib/href';

const rule = {
  where: {
    and: [
      { href_matches: '/*' },
      {
        not: {
          // Strings, not URLPattern dictionaries: the HTML validator accepts only strings here. A
          // string pattern is relative to the page and matches any query and hash.
          href_matches: [
            // Every URL of the language switch: '/lang/*'.
            sitePath('language-switch', { code: '*' }),
            '/api/*',
            '/*search*',
            '/*preview*',
            '/*.xml',
            '/assets/*',
            '/media/*',
          ],
        },
      },
      { not: { selector_matches: '[data-lang-switch], [download], [target], [rel~="nofollow"], [data-no-speculate]' } },
    ],
  },
  eagerness: 'moderate',
};

/** Prerender, and prefetch where a prerender is refused (memory saver, DevTools attached). */
export const SPECULATION_RULES = JSON.stringify({ prerender: [rule], prefetch: [rule] });

/** The rules as a nonced inline script (the page's CSP allows only nonced scripts). */
export function SpeculationRules({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant written above, no visitor input
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}

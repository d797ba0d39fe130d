/**
 * An island's own rules, for the markup only its script draws (the search suggestions, the
 * slider's buttons, the running progress bar): they come in its chunk, after the page has
 * loaded, instead of in the stylesheet every page's first render waits for (docs/PERFORMANCE.md
 * "What a phone downloads for the home page"). Adopted as a constructed stylesheet, which the
 * CSP's default-src allows where an inline `<style>` would need 'unsafe-inline'. The text is
 * each enhancer's `*.island.css`, minified by the asset build (scripts/build-assets.mjs), which
 * the enhancer's module exports as `styles`; the islands' entry adopts it before the enhancer
 * runs (src/client/entries/islands.ts).
 *
 * Returns false where the browser cannot adopt a stylesheet (Safari before 16.4): the enhancer
 * is then not run, and its server markup, which works without it, stays as it is.
 */
const adopted = new Set<string>();

export function adoptStyles(css: string): boolean {
  if (adopted.has(css)) return true;
  if (!('adoptedStyleSheets' in Document.prototype) || typeof CSSStyleSheet.prototype.replaceSync !== 'function')
    return false;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
  return true;
}

// The college's logo drawn in the header of every page, as inline SVG markup: a 273-byte drawing
// costs less inline than a request of its own, whose headers alone weigh more than it and which
// public/ serves `max-age=0, must-revalidate`, so every page view would ask for it again; and as
// markup it compresses with the page, where a data: URL's escapes compress worse (docs/PERFORMANCE.md
// "What a phone downloads for the home page"). The same drawing is public/logo.svg (structured
// data's logo) and public/favicon.svg; test/perf/logo.test.ts holds them equal.

/** public/logo.svg, byte for byte. */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b3d5c"/><path d="M38 12a19 19 0 1 0 0 38a24 24 0 0 1 0-38z" fill="#f4c66a"/><path d="M8 46c8-4 16-4 24 0s16 4 24 0v10H8z" fill="#14618f"/></svg>';

/** What the drawing holds inside its `<svg>` element, for the header's inline copy. */
export const LOGO_SHAPES = LOGO_SVG.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

/** The drawing's own coordinates (its `viewBox`). */
export const LOGO_VIEW_BOX = /viewBox="([^"]+)"/.exec(LOGO_SVG)?.[1] ?? '';

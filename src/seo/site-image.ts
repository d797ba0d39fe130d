/** The site's default preview image (public/og-default.png), for every page without its own. */
export const DEFAULT_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const;

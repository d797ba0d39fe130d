import { givePath } from './content/links';

/**
 * The footer's fixed links (SPEC §2). The external ones are the only external URLs the site
 * renders besides CMS menu items of type 3: they are allowed explicitly, here.
 */
export const FIXED_INTERNAL = [
  { key: 'give', path: givePath },
  { key: 'undergraduate', path: () => '/Undergraduate' },
  { key: 'postgraduate', path: () => '/Postgraduate' },
] as const;

export const FIXED_EXTERNAL = [
  { key: 'library', href: 'https://library.crescent-harbour.edu.example/' },
  { key: 'campusLife', href: 'https://campuslife.crescent-harbour.edu.example/' },
  { key: 'integrity', href: 'https://integrity.crescent-harbour.edu.example/verify' },
  { key: 'busRoutes', href: 'https://transit-lookup.example/routes?stop=crescent-harbour' },
] as const;

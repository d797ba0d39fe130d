/**
 * Every island by name, and how the browser loads it. 'react' islands are hydrated with
 * react-dom (loaded only on pages that have one); 'dom' islands are small progressive
 * enhancements of server markup that need no framework, so the pages that have only those
 * ship a few hundred bytes instead of React.
 *
 * The server imports only the names (ISLAND_KINDS); the loaders are for the browser entry.
 */
export const ISLAND_KINDS = {
  'lang-switch': 'dom',
  'mobile-menu': 'dom',
  accordion: 'dom',
  'search-suggest': 'dom',
  'nav-progress': 'dom',
  'search-toggle': 'dom',
  'notice-dismiss': 'dom',
  slider: 'react',
  'contact-form': 'react',
} as const;

export type IslandName = keyof typeof ISLAND_KINDS;

import type { SafeHtml } from '../RichText';

export interface SafeSection {
  title: string;
  body: SafeHtml;
}

/** A CMS content page whose HTML the loader has put through the sanitiser. */
export interface SafePage {
  title: string;
  body: SafeHtml;
  sections: SafeSection[];
}

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales';
import { assertNavigable } from '@/security/urls';

/**
 * docs/REQUIREMENTS.md §4 language switch in the browser: store the cookie client-side (as the original site
 * did) and go straight to the same page in the new language, keeping the hash, which a server
 * never sees. Without JavaScript the link's /lang endpoint does the same minus the hash.
 */
export function enhance(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lang-switch]');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const code = link.dataset.langSwitch;
    const target = link.dataset.target;
    if (!code || !target) return;
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox
    document.cookie = `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
    const [pathAndQuery] = target.split('#');
    location.assign(assertNavigable(`${pathAndQuery}${location.hash}`));
  });
}

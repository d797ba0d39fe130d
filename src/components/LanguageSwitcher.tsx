import { LOCALES, LOCALE_INFO } from '@/i18n/locales';
import { languageLinkTarget } from '@/security/redirects';
import { useSite } from '@/components/site-context';
import { sitePath } from '@/lib/href';

/**
 * 繁體 / 简体 / EN: each a plain link to the same page in that language, so it works without
 * JavaScript. The link goes through /lang, which stores the choice in the cookie and redirects.
 */
export function LanguageSwitcher() {
  const { locale, url, t } = useSite();
  return (
    <nav className="lang-switch" aria-label={t('a11y.language')}>
      <ul>
        {LOCALES.map((code) => {
          const target = languageLinkTarget(url, code);
          const info = LOCALE_INFO[code];
          const current = code === locale;
          return (
            <li key={code}>
              <a
                href={`${sitePath('language-switch', { code })}?to=${encodeURIComponent(target)}`}
                hrefLang={info.htmlLang}
                lang={info.htmlLang}
                aria-current={current ? 'true' : undefined}
                data-lang-switch={code}
                data-target={target}
              >
                {info.displayName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

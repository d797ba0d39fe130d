import type { ReactNode } from 'react';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { KeywordForm } from '@/components/content/SearchForm';
import { type Closest, pathKeyword } from '@/search/closest';

/** The most characters of a requested path the 404 page shows. */
export const DISPLAY_PATH_MAX = 200;
/** Control, format and line-separator characters: shown as U+FFFD, never sent as they are. */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * Shows the requested path, decoded where it is valid UTF-8, with control characters (a NUL,
 * an escape sequence, bidi overrides) replaced, and cut short (by characters, not UTF-16 units).
 */
export function displayPath(raw: string): string {
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Invalid percent-encoding: show it as sent (React escapes it).
  }
  const chars = Array.from(path.slice(0, DISPLAY_PATH_MAX * 2).replace(INVISIBLE_OR_CONTROL, '\ufffd'));
  return chars.length > DISPLAY_PATH_MAX || path.length > DISPLAY_PATH_MAX * 2
    ? `${chars.slice(0, DISPLAY_PATH_MAX).join('')}…`
    : chars.join('');
}

/** The frame every error page shares: its code, title and message, then a link home. */
function ErrorPage({
  code,
  title,
  message,
  children,
}: {
  code: number;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const { locale, t } = useSite();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="error-page__message">{message}</p>
      {children}
      <p>
        <a className="button" href={href('index', {}, locale)}>
          {t('error.backHome')}
        </a>
      </p>
    </section>
  );
}

/**
 * The 404 page: the path asked for, the pages closest to its words (when the site index has
 * any), and a search box holding those words.
 */
export function NotFoundPage({ path, closest }: { path: string; closest?: Closest | undefined }) {
  const { t } = useSite();
  return (
    <ErrorPage code={404} title={t('error.notFoundTitle')} message={t('error.notFound', { path: displayPath(path) })}>
      <p>{t('error.notFoundHint')}</p>
      {closest ? (
        <nav className="error-page__closest" aria-labelledby="error-closest">
          <h2 id="error-closest">{t('error.closest')}</h2>
          <ul>
            {closest.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <KeywordForm keyword={pathKeyword(path)} action="search" label={t('error.search')} id="not-found-keyword" />
    </ErrorPage>
  );
}

export function ServerErrorPage() {
  const { t, requestId } = useSite();
  return (
    <ErrorPage code={500} title={t('error.serverTitle')} message={t('error.server')}>
      <p className="error-page__ref">{t('error.reference', { id: requestId })}</p>
    </ErrorPage>
  );
}

/**
 * 429: the visitor sent too many requests of one kind in a short time (searches). The one
 * rendering of a rate-limited page; the status and Retry-After come with it (src/render/error-pages.tsx).
 */
export function TooManyRequestsPage() {
  const { t } = useSite();
  return <ErrorPage code={429} title={t('error.tooManyTitle')} message={t('error.tooMany')} />;
}

import type { ReactNode } from 'react';
import { href } from '@/lib/href';
import { useSite } from '@/render/context';

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

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useSite();
  return (
    <ErrorPage code={404} title={t('error.notFoundTitle')} message={t('error.notFound', { path: displayPath(path) })}>
      <p>{t('error.notFoundHint')}</p>
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

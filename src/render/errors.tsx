import type { ReactNode } from 'react';
import { href } from '../lib/href';
import { useSite } from './context';

/** Shows the requested path, decoded where it is valid UTF-8, cut short if absurdly long. */
export function displayPath(raw: string): string {
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Invalid percent-encoding: show it as sent (React escapes it).
  }
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
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
 * rendering of a rate-limited page; the status and Retry-After come with it (tooManyRequests).
 */
export function TooManyRequestsPage() {
  const { t } = useSite();
  return <ErrorPage code={429} title={t('error.tooManyTitle')} message={t('error.tooMany')} />;
}

/** Seconds a rate-limited visitor is asked to wait (the limits are per minute, wrangler.toml). */
export const RATE_LIMIT_RETRY_SECONDS = 60;

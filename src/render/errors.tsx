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

export function NotFoundPage({ path }: { path: string }) {
  const { locale, t } = useSite();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t('error.notFoundTitle')}</h1>
      <p className="error-page__message">{t('error.notFound', { path: displayPath(path) })}</p>
      <p>{t('error.notFoundHint')}</p>
      <p>
        <a className="button" href={href('index', {}, locale)}>
          {t('error.backHome')}
        </a>
      </p>
    </section>
  );
}

export function ServerErrorPage() {
  const { locale, t, requestId } = useSite();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        500
      </p>
      <h1 id="error-title">{t('error.serverTitle')}</h1>
      <p className="error-page__message">{t('error.server')}</p>
      <p className="error-page__ref">{t('error.reference', { id: requestId })}</p>
      <p>
        <a className="button" href={href('index', {}, locale)}>
          {t('error.backHome')}
        </a>
      </p>
    </section>
  );
}

/**
 * 429: the visitor sent too many requests of one kind in a short time (searches). The one
 * rendering of a rate-limited page; the status and Retry-After come with it (tooManyRequests).
 */
export function TooManyRequestsPage() {
  const { locale, t } = useSite();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        429
      </p>
      <h1 id="error-title">{t('error.tooManyTitle')}</h1>
      <p className="error-page__message">{t('error.tooMany')}</p>
      <p>
        <a className="button" href={href('index', {}, locale)}>
          {t('error.backHome')}
        </a>
      </p>
    </section>
  );
}

/** Seconds a rate-limited visitor is asked to wait (the limits are per minute, wrangler.toml). */
export const RATE_LIMIT_RETRY_SECONDS = 60;

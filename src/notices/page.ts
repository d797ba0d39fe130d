import { config } from '@/lib/config';
import { cmsHref } from '@/cms/links';
import { dismissedIds } from '@/notices/dismiss';
import { siteNotices } from '@/notices/notices';
import type { PageNotices } from '@/notices/types';
import { signalsShown } from '@/notices/weather';
import { keptAs, once, type RequestScope } from '@/request/scope';

const NOTICES = keptAs<Promise<PageNotices>>('notices');

/**
 * What this request's page shows above its header (docs/architecture/notices.md "Site notices"): the
 * CMS's notices in force, less those this visitor dismissed (never an emergency), and the
 * Observatory's signals that stop classes. Read once per request, started as soon as a page's
 * route matches (src/routing.tsx), in parallel with the page's own data; never rejects. The
 * request carries the visitor's dismissals (a cookie).
 */
export function pageNotices(scope: RequestScope, request: Request): Promise<PageNotices> {
  return once(scope, NOTICES, async () => {
    const locale = scope.locale;
    const [notices, signals] = await Promise.all([
      siteNotices(scope, locale).catch(() => []),
      signalsShown(scope.env).catch(() => []),
    ]);
    const dismissed = dismissedIds(request);
    return {
      notices: notices.filter((n) => n.level === 'emergency' || !dismissed.has(n.id)),
      signals,
      arrangements: signals.length > 0 ? cmsHref(`/${config(scope.env).weather.arrangements}`, locale) : undefined,
    };
  });
}

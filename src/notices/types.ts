// What a page shows above its header (docs/architecture/notices.md "Site notices"): the CMS's notices in
// force and the Observatory's signals, read once per request (src/notices/page.ts).
import type { CmsLink } from '@/cms/links';
import type { Locale } from '@/i18n/locales';
import type { SafeHtml } from '@/security/safe-html';
import type { NoticeLevel } from '@/upstream/schemas-notices';

/** A notice as a page shows it: times read, body sanitised, link made safe. */
export interface SiteNotice {
  id: string;
  level: NoticeLevel;
  title: string;
  body: SafeHtml;
  link: CmsLink | undefined;
  /** The instant it leaves the pages (ms), if it has one. */
  until: number | undefined;
}

/** A warning signal of the Observatory in force, as the Cron Trigger keeps it. */
export interface Signal {
  /** The warning statement code: WTCSGNL, WRAIN, WTS… */
  statement: string;
  /** The signal's own code: TC8NE, WRAINB; the statement code when it has none. */
  code: string;
  /** When it was issued (ms). */
  issued: number;
  /** The Observatory's name of it, by language. */
  names: Record<Locale, string>;
}

/** Everything a request's page shows above its header. */
export interface PageNotices {
  notices: SiteNotice[];
  signals: Signal[];
  /** The college's standing arrangements page (WEATHER_ARRANGEMENTS_ALIAS), linked from each signal. */
  arrangements: CmsLink | undefined;
}

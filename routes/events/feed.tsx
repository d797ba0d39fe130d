// /events/feed.xml in each language: an Atom feed (RFC 4287) of the next events, soonest first,
// for feed readers (the news have their own, /news/feed.xml). A CMS without events: 404.
import { required } from '@/cms/required';
import { LOCALE_INFO } from '@/i18n/locales';
import { clockTime, longDate } from '@/i18n/dates';
import { href } from '@/lib/href';
import { absoluteUrl, siteOrigin } from '@/lib/origin';
import { today } from '@/lib/today';
import { defineEndpoint } from '@/render/route';
import { atomDate } from '@/seo/feed';
import { escapeXml } from '@/seo/xml';
import { getEventList } from '@/upstream/api';
import { eventFirstDay } from '@/cms/events';

/** The next events the feed holds, as many as the news feed's. */
export const EVENTS_FEED_SIZE = 20;

/** The date in the entries' tag URIs (RFC 4151): never changes, as the news feed's. */
const TAG_DATE = '2024';

export const eventsFeed = defineEndpoint('events-feed', {
  load: async (c) => {
    const t = c.get('scope').t;
    const locale = c.get('scope').locale;
    const day = today(c.env);
    const events = await required(
      getEventList(c.get('scope'), { from: day, pageNum: 1, pageSize: EVENTS_FEED_SIZE, isAsc: 'asc' }),
    );
    const host = new URL(siteOrigin(c.get('scope'))).hostname;
    const site = t('site.name');
    const tag = (rest: string) => escapeXml(`tag:${host},${TAG_DATE}:${rest}`);
    const entries = events.rows.map((e) => {
      const when = `${longDate(eventFirstDay(e), locale)}${e.allDay ? '' : ` ${clockTime(e.start, locale)} ${t('time.zone')}`}`;
      const summary = [when, e.venue, e.summary].filter(Boolean).join(' · ');
      return `<entry>
<id>${tag(`event/${e.id}/${locale}`)}</id>
<title>${escapeXml(e.title)}</title>
<link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(c.get('scope'), href('event', { id: e.id }, locale)))}"/>
<updated>${atomDate(eventFirstDay(e))}</updated>
<author><name>${escapeXml(site)}</name></author>
<summary>${escapeXml(summary)}</summary>
</entry>`;
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LOCALE_INFO[locale].htmlLang}">
<id>${tag(`events/${locale}`)}</id>
<title>${escapeXml(t('events.feedTitle', { site }))}</title>
<updated>${atomDate(day)}</updated>
<author><name>${escapeXml(site)}</name></author>
<link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(c.get('scope'), href('events-feed', {}, locale)))}"/>
<link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(c.get('scope'), href('events', {}, locale)))}"/>
${entries.join('\n')}
</feed>
`;
    return c.body(body, 200, {
      'Content-Type': 'application/atom+xml; charset=UTF-8',
      'Cache-Control': 'public, max-age=900',
    });
  },
});

// The sitemaps', robots.txt's and the news feed's answers (what they hold: src/seo/).
import type { Context, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { RETRY_AFTER_SECONDS } from '@/cms/required';
import { log } from '@/lib/log';
import { newsFeedXml } from '@/seo/feed';
import { childSitemapXml, robotsTxt, sitemapIndexXml } from '@/seo/sitemap';
import type { ListedRoute } from '@/seo/children';
import type { AppEnv } from '@/types';

const XML_TYPE = 'application/xml; charset=UTF-8';

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'Content-Type': XML_TYPE, 'Cache-Control': 'public, max-age=3600' });

/** A list could not be read: no partial sitemap, and nothing a shared cache would keep. */
function unavailable(c: Context<AppEnv>, error: unknown) {
  log('warn', 'sitemap.incomplete', { requestId: c.get('scope').id, path: c.req.path, error });
  return c.text(c.get('scope').t('noData.text'), 503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

/** /sitemap.xml (sitemapIndexXml). */
export const sitemapIndexHandler =
  (routes: readonly ListedRoute[]): Handler<AppEnv> =>
  async (c) => {
    let body: string;
    try {
      body = await sitemapIndexXml(c.get('scope'), routes);
    } catch (error) {
      return unavailable(c, error);
    }
    return xml(c, body);
  };

/** /sitemaps/{type}-{n}.xml (childSitemapXml); 404 for a name that is no child. */
export const childSitemapHandler =
  (routes: readonly ListedRoute[]): Handler<AppEnv> =>
  async (c) => {
    let body: string | undefined;
    try {
      body = await childSitemapXml(c.get('scope'), routes, c.req.param('name') ?? '');
    } catch (error) {
      return unavailable(c, error);
    }
    if (body === undefined) throw new HTTPException(404);
    return xml(c, body);
  };

/** /robots.txt (robotsTxt). */
export const robots: Handler<AppEnv> = (c) =>
  c.text(robotsTxt(c.get('scope')), 200, { 'Cache-Control': 'public, max-age=3600' });

/** GET /news/feed.xml in each language: the newest news, or 503 when the CMS cannot say. */
export const newsFeed: Handler<AppEnv> = async (c) => {
  try {
    const body = await newsFeedXml(c.get('scope'));
    return c.body(body, 200, {
      'Content-Type': 'application/atom+xml; charset=UTF-8',
      'Cache-Control': 'public, max-age=900',
    });
  } catch (error) {
    log('warn', 'feed.unavailable', { requestId: c.get('scope').id, path: c.req.path, error });
    return c.text(c.get('scope').t('noData.text'), 503, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    });
  }
};

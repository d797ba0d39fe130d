// The site index: built once per data version, rebuilt when the data refreshes, degraded
// (and saying so) when part of the CMS fails; snippets are text, whatever the CMS sends.
import { env } from 'cloudflare:workers';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { Marked } from '@/components/search/Marked';
import { translator } from '@/i18n/messages';
import { buildStats, siteIndex } from '@/search/site-index';
import { searchSite } from '@/search/results';
import { highlight } from '@/search/snippet';
import { htmlText } from '@/search/text';
import { resetIsolate } from '@/lib/isolate';
import { setup } from '../upstream/harness';

/** The demo CMS, with answers rewritten by `edit` (path, JSON text) → JSON text. */
function demoWith(edit: (path: string, body: string) => string | Response, vars: Partial<Env> = {}) {
  return setup(async (req) => {
    const res = await (env.UPSTREAM as Fetcher).fetch(req);
    const out = edit(new URL(req.url).pathname, await res.text());
    return typeof out === 'string' ? new Response(out, { headers: { 'content-type': 'application/json' } }) : out;
  }, vars);
}

const found = async (ctx: Parameters<typeof siteIndex>[0], query: string) =>
  (await siteIndex(ctx, 'en', translator('en'))).index.search(query).map((h) => h.doc.path);

beforeEach(() => resetIsolate());

describe('site index versions', () => {
  it('is built once per data version, not per search nor per refresh, and rebuilt when the data change', async () => {
    let word = 'zebra';
    const h = demoWith((path, body) =>
      path === '/api/menu/admissions-mainland' ? body.replaceAll('Gaokao', word) : body,
    );
    const before = buildStats.builds;
    expect(await found(h.ctxFor('en'), 'zebra')).toContain('/admissions/mainland');
    expect(await found(h.ctxFor('en'), 'zebra')).toContain('/admissions/mainland');
    expect(await found(h.ctxFor('en'), 'tuition')).toContain('/admissions/subsidy');
    expect(buildStats.builds - before).toBe(1);

    // A refresh that brings the same content keeps the index.
    const stale = () => h.ctxFor('en', { ...h.env, CACHE_FRESH_SECONDS: '0' });
    expect(await found(stale(), 'zebra')).toContain('/admissions/mainland');
    await h.settle();
    expect(await found(h.ctxFor('en'), 'zebra')).toContain('/admissions/mainland');
    expect(buildStats.builds - before).toBe(1);

    // The CMS publishes a change; once the cached data refreshes, the index follows.
    word = 'okapi';
    expect(await found(stale(), 'zebra')).toContain('/admissions/mainland');
    await h.settle();
    expect(await found(h.ctxFor('en'), 'okapi')).toContain('/admissions/mainland');
    expect(await found(h.ctxFor('en'), 'zebra')).not.toContain('/admissions/mainland');
    expect(buildStats.builds - before).toBe(2);
  });
});

describe('a preview search', () => {
  it('builds from drafts for the editor alone: visitors never get that index', async () => {
    let word = 'zebra';
    const h = demoWith((path, body) =>
      path === '/api/menu/admissions-mainland' ? body.replaceAll('Gaokao', word) : body,
    );
    expect(await found(h.ctxFor('en'), 'zebra')).toContain('/admissions/mainland');
    word = 'okapi';
    const preview = { ...h.ctxFor('en'), preview: 'editor-session' };
    expect(await found(preview, 'okapi')).toContain('/admissions/mainland');
    // The visitor's index is the one built from the cache, not the editor's.
    expect(await found(h.ctxFor('en'), 'okapi')).not.toContain('/admissions/mainland');
    expect(await found(h.ctxFor('en'), 'zebra')).toContain('/admissions/mainland');
  });
});

describe('a failing CMS', () => {
  it('gives what can still be given and says which part is missing', async () => {
    const h = demoWith(
      (path, body) =>
        path.startsWith('/api/special/teacher') || path.startsWith('/api/article/search')
          ? new Response('down', { status: 503 })
          : body,
      // Its own cache keys: nothing another test stored in KV stands in for the failing calls.
      { SITE_DOMAIN: 'failing.test' },
    );
    const outcome = await searchSite({
      scope: h.ctxFor('en'),
      locale: 'en',
      t: translator('en'),
      keyword: 'tuition',
    });
    expect(outcome.missing).toEqual(['person', 'news']);
    expect(outcome.groups.page.map((f) => (f.kind === 'news' ? '' : f.hit.doc.path))).toContain('/admissions/subsidy');
  });
});

describe('snippets', () => {
  it('marks the matched words in plain text, around the first match', () => {
    const text = `${'word '.repeat(60)}the Tuition fees are deducted ${'more '.repeat(60)}`;
    const segments = highlight(text, ['tuition'], 160);
    expect(segments[0]).toEqual({ text: '…' });
    expect(segments.filter((s) => s.mark)).toEqual([{ text: 'Tuition', mark: true }]);
    expect(segments.at(-1)).toEqual({ text: '…' });
    expect(highlight('本科入學要求', ['入学', '学要', '要求'])).toEqual([
      { text: '本科' },
      { text: '入學要求', mark: true },
    ]);
  });

  it('hostile CMS text stays text: tags are stripped for the index and escaped when shown', async () => {
    const html =
      '<p>Fees &lt;b&gt; &amp; <img src=x onerror=alert(1)>tuition</p><script>alert(2)</script><style>p{}</style>';
    const text = await htmlText(html);
    expect(text).toBe('Fees <b> & tuition');
    expect(await htmlText('<p>a<svg/>b</p><iframe>c</iframe><p>d&#x4e2d;&#26376;&bogus;</p>')).toBe('ab d中月&bogus;');
    const out = renderToString(
      createElement(Marked, { segments: highlight(`${text} <script>alert(3)</script>`, ['tuition', 'script']) }),
    );
    expect(out).not.toMatch(/<script|<b>|<img/);
    expect(out).toContain('&lt;b&gt;');
    expect(out).toContain('<mark>tuition</mark>');
    expect(out).toContain('<span> &lt;</span><mark>script</mark><span>&gt;alert(3)&lt;/</span>');
  });
});

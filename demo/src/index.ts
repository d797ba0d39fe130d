// Demo upstream: a stand-in for the college CMS JSON API (docs/UPSTREAM.md), with fictional content.
// Every /api answer is HTTP 200 with the envelope { code, msg, data }; errors use a non-200 code.
// A Worker's main module may export only handlers: constants live in lib.ts.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { CMS_LIMITS as LIMITS } from '@/contact/fields';
import { onIsolateReset, resetIsolate } from '@/lib/isolate';
import {
  type Lang,
  BadRequest,
  DEMO_CAPTCHA_TOKEN,
  ascParam,
  fail,
  intParam,
  langFromHeader,
  ok,
  optIntParam,
  pageNumParam,
  paginateRows,
  sortBy,
} from './lib';
import { admissionsFacts } from './data/admissions-facts';
import { alumnusDetail, alumnusSummary } from './data/alumni';
import { articleDetail, articleSummary, type DemoArticle } from './data/article-model';
import { allEvents, eventDetail, eventSummary, firstDayOf, lastDayOf } from './data/events';
import { givingFunds } from './data/giving';
import { scholarshipList } from './data/scholarships';
import { findPage } from './data/index';
import { homeInfo, homeSlides } from './data/home';
import { menuTree } from './data/menu';
import { partnerRow } from './data/partners';
import { applicationList, careerRow } from './data/recruit';
import { deptList, inDept, siteInfos } from './data/site';
import { teacherDetail, teacherSummary } from './data/teachers';
import { DRAFT_NEWS, NEWS_LIST_PAGE, opens, type PreviewEnv, previewing, previewLink, withPageDraft } from './drafts';
import { type PublishEnv, publish, published } from './publish';
import { Scale, scaleOf } from './scale/index';
import { demoDay, setDemoDay } from './clock';
import { programmeList, scaledProgramme } from './scale/programmes';
import { activeNotices, initialNotices, standInAnswer, switchNotices, switchStandIn } from './notices';

export interface DemoEnv extends PublishEnv, PreviewEnv {
  ENQUIRIES: KVNamespace;
  DEMO_DELAY_MS?: string;
  /** How many times the demo's content is multiplied (docs/UPSTREAM.md "Demo scale"). */
  DEMO_SCALE?: string;
  /** The day the demo answers for (YYYY-MM-DD), instead of Hong Kong's today (src/clock.ts). */
  DEMO_TODAY?: string;
  /** The site notices served from the start: levels, comma-separated (docs/OPERATIONS.md "Site notices"). */
  DEMO_NOTICES?: string;
}

type AppEnv = { Bindings: DemoEnv; Variables: { lang: Lang; preview: ReadonlySet<string> | undefined; scale: Scale } };
type Ctx = Context<AppEnv>;

// Isolate-level on purpose: benchmarks read how many upstream calls the site really made.
const stats = { calls: 0, byPath: {} as Record<string, number> };

const app = new Hono<AppEnv>();

app.get('/__demo/stats', (c) => c.json(stats));
app.post('/__demo/publish', (c) => publish(c.req.raw, c.env, (type, id) => at(c).findArticle(type, id)));
app.post('/__demo/preview-link', (c) => previewLink(c.req.raw, c.env));
// Site notices and the Observatory's stand-in, switched for tests and local use (src/notices.ts).
app.post('/__demo/notices', (c) => switchNotices(c.req.raw));
app.post('/__demo/hko', (c) => switchStandIn(c.req.raw));
app.get('/__demo/hko/weather.php', (c) => standInAnswer(new URL(c.req.url)));
const zeroStats = () => {
  stats.calls = 0;
  stats.byPath = {};
};
onIsolateReset('demo-stats', zeroStats);
app.post('/__demo/reset', (c) => {
  zeroStats();
  return c.json(stats);
});
// Everything the demo keeps, as it started: the counts, publish edits, switched notices, the
// Observatory's stand-in (each registered with the site's own seam, src/lib/isolate.ts) and the
// enquiries stored (ENQUIRIES).
app.post('/__demo/reset-all', async (c) => {
  resetIsolate();
  let cursor: string | undefined;
  do {
    const page = await c.env.ENQUIRIES.list({ cursor });
    await Promise.all(page.keys.map((k) => c.env.ENQUIRIES.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return c.json({ ok: true });
});

// The scale of the content answered: X-Demo-Scale, else DEMO_SCALE (docs/UPSTREAM.md "Demo scale").
app.use('/api/*', async (c, next) => {
  c.set('scale', new Scale(scaleOf(c.req.header('x-demo-scale'), c.env?.DEMO_SCALE)));
  await next();
});

app.use('/api/*', async (c, next) => {
  stats.calls += 1;
  stats.byPath[c.req.path] = (stats.byPath[c.req.path] ?? 0) + 1;
  c.set('lang', langFromHeader(c.req.header('lang')));
  setDemoDay(c.env?.DEMO_TODAY);
  c.set('preview', await previewing(c.req.raw, c.env));
  const delay = Number(c.req.header('x-demo-delay-ms') ?? c.env?.DEMO_DELAY_MS ?? 0);
  if (Number.isFinite(delay) && delay > 0) await new Promise((r) => setTimeout(r, Math.min(delay, 60_000)));
  await next();
});

const lang = (c: Ctx): Lang => c.get('lang') ?? 'tc';
const at = (c: Ctx): Scale => c.get('scale') ?? new Scale(scaleOf(c.req.header('x-demo-scale'), c.env?.DEMO_SCALE));
const notFound = (c: Ctx) => c.json(fail(404, 'Not found'));

app.get('/api/menu/list', (c) => c.json(ok(menuTree(lang(c)))));
app.get('/api/menu/index/info', (c) => c.json(ok(homeInfo(lang(c)))));
app.get('/api/menu/:id', (c) => {
  const page = findPage(c.req.param('id'), lang(c));
  return page ? c.json(ok(withPageDraft(at(c).page(page, lang(c)), lang(c), c.get('preview')))) : notFound(c);
});

app.get('/api/application/list', (c) => c.json(ok(applicationList(lang(c)))));
app.get('/api/home-slide/list', (c) => c.json(ok(homeSlides(lang(c)))));
app.get('/api/site/infos', (c) => c.json(ok(siteInfos(lang(c)))));
app.post('/api/dept/list', (c) => c.json(ok(deptList())));

const newsOrder: Record<string, 'date' | 'id' | 'title'> = {
  publish_date: 'date',
  publishDate: 'date',
  create_time: 'date',
  id: 'id',
  title: 'title',
};

app.get('/api/article/news', (c) => {
  const q = c.req.query();
  const pageNum = pageNumParam(q.pageNum);
  const pageSize = intParam(q.pageSize, 'pageSize', 10, 100);
  const column = newsOrder[q.orderByColumn || 'publish_date'];
  if (!column) throw new BadRequest('orderByColumn must be publish_date, id or title');
  const dir = ascParam(q.isAsc, 'desc');
  const l = lang(c);
  const site = c.req.header('site');
  const key = (a: DemoArticle) => (column === 'date' ? a.date : column === 'id' ? Number(a.id) : a.title[l]);
  const { news } = at(c);
  // Edits change titles only, and drafts only previews: the other orders are sorted once per scale.
  const draft = opens(c.get('preview'), [NEWS_LIST_PAGE]);
  const sorted =
    column === 'title' || draft
      ? sortBy(
          (draft ? [DRAFT_NEWS, ...news] : news).map((a) => published(a, site)),
          key,
          dir,
        )
      : at(c).sorted(`news.${column}`, news, key, dir);
  return c.json(ok(paginateRows(sorted, pageNum, pageSize, (a) => articleSummary(published(a, site), l))));
});

app.get('/api/article/search/:keyword', (c) => c.json(ok(at(c).search(c.req.param('keyword'), lang(c)))));

app.get('/api/article/:type/:id', (c) => {
  const { type, id } = c.req.param();
  // By id, only a session that opens the draft's own page.
  const draft =
    type === 'news' && id === DRAFT_NEWS.id && opens(c.get('preview'), [`/news/${id}`]) ? DRAFT_NEWS : undefined;
  const article = draft ?? at(c).findArticle(type, id);
  return article ? c.json(ok(articleDetail(published(article, c.req.header('site')), lang(c)))) : notFound(c);
});

app.get('/api/out/list', (c) => {
  const name = c.req.query('outTypeName');
  if (!name) throw new BadRequest('outTypeName is required');
  return c.json(ok(at(c).outList(name, lang(c))));
});

// Before /api/programme/:code: `list` is no programme's code (docs/UPSTREAM.md §23).
app.get('/api/programme/list', (c) => {
  const q = c.req.query();
  const pageSize = intParam(q.pageSize, 'pageSize', 100, 100);
  return c.json(ok(programmeList(lang(c), at(c).k, pageNumParam(q.pageNum), pageSize)));
});

app.get('/api/programme/:code', (c) => {
  const detail = scaledProgramme(c.req.param('code'), lang(c), at(c).k);
  return detail ? c.json(ok(detail)) : notFound(c);
});

app.get('/api/admissions/facts', (c) => c.json(ok(admissionsFacts(lang(c)))));
app.get('/api/giving/funds', (c) => c.json(ok(givingFunds(lang(c)))));
app.get('/api/scholarship/list', (c) => c.json(ok(scholarshipList(lang(c)))));

const dayParam = (value: string | undefined, name: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new BadRequest(`${name} must be a YYYY-MM-DD date`);
  return value;
};

app.get('/api/event/list', (c) => {
  const q = c.req.query();
  const from = dayParam(q.from, 'from');
  const to = dayParam(q.to, 'to');
  const before = dayParam(q.before, 'before');
  const pageSize = intParam(q.pageSize, 'pageSize', 10, 100);
  const dir = ascParam(q.isAsc, 'asc');
  const all = allEvents(demoDay(), at(c).k);
  const hits = all.filter(
    (e) =>
      (!from || lastDayOf(e) >= from) &&
      (!to || firstDayOf(e) <= to) &&
      (!before || lastDayOf(e) < before) &&
      (!q.category || e.base.category === q.category) &&
      (!q.audience || e.base.audience.includes(q.audience as never)) &&
      (!q.route || (e.base.routes ?? []).includes(q.route as never)) &&
      (!q.programme || (e.base.programmes ?? []).includes(q.programme)),
  );
  const ordered = dir === 'asc' ? hits : [...hits].reverse();
  return c.json(ok(paginateRows(ordered, pageNumParam(q.pageNum), pageSize, (e) => eventSummary(e, lang(c)))));
});

app.get('/api/event/:id', (c) => {
  const id = c.req.param('id');
  const e = /^\d{1,10}$/.test(id) ? allEvents(demoDay(), at(c).k).find((x) => x.id === Number(id)) : undefined;
  return e ? c.json(ok(eventDetail(e, lang(c)))) : notFound(c);
});

app.get('/api/special/partners', (c) => {
  const q = c.req.query();
  const region = q.outAddress?.trim().toLowerCase();
  const rows = at(c).partners.filter((p) => !region || p.region.toLowerCase() === region);
  const pageSize = intParam(q.pageSize, 'pageSize', 200, 500);
  return c.json(ok(paginateRows(rows, pageNumParam(q.pageNum), pageSize, (p) => partnerRow(p, lang(c)))));
});

const alumniOrder: Record<string, 'orderNum' | 'graduationYear' | 'id'> = {
  order_num: 'orderNum',
  orderNum: 'orderNum',
  graduation_year: 'graduationYear',
  id: 'id',
};

app.get('/api/schoolfellow/list', (c) => {
  const q = c.req.query();
  const deptId = optIntParam(q.deptId, 'deptId');
  const userType = optIntParam(q.userType, 'userType');
  if (userType !== undefined && userType !== 1 && userType !== 2) throw new BadRequest('userType must be 1 or 2');
  const column = alumniOrder[q.orderByColumn || 'order_num'];
  if (!column) throw new BadRequest('orderByColumn must be order_num, graduation_year or id');
  const dir = ascParam(q.isAsc, 'desc');
  // Sorted once per scale, then filtered: the same order as filtering first (the sort is stable).
  const sorted = at(c).sorted(`alumni.${column}`, at(c).alumni, (a) => a[column], dir);
  const hits = sorted.filter((a) => inDept(a.deptId, deptId) && (userType === undefined || a.userType === userType));
  const pageSize = intParam(q.pageSize, 'pageSize', 6, 200);
  return c.json(ok(paginateRows(hits, pageNumParam(q.pageNum), pageSize, (a) => alumnusSummary(a, lang(c)))));
});

app.get('/api/schoolfellow/:id', (c) => {
  const a = at(c).alumnus(c.req.param('id'));
  return a ? c.json(ok(alumnusDetail(a, lang(c)))) : notFound(c);
});

app.get('/api/special/teacher/list', (c) => {
  const q = c.req.query();
  const deptId = optIntParam(q.deptId, 'deptId');
  const rows = at(c).teachers.filter((t) => inDept(t.deptId, deptId));
  const pageSize = intParam(q.pageSize, 'pageSize', 16, 200);
  return c.json(ok(paginateRows(rows, pageNumParam(q.pageNum), pageSize, (t) => teacherSummary(t, lang(c)))));
});

app.get('/api/special/teacher/:id', (c) => {
  const t = at(c).teacher(c.req.param('id'));
  return t ? c.json(ok(teacherDetail(t, lang(c)))) : notFound(c);
});

app.get('/api/special/careers', (c) => {
  const groupId = optIntParam(c.req.query('groupId'), 'groupId');
  const rows = at(c)
    .careers.filter((x) => groupId === undefined || x.groupId === groupId)
    .map((x) => careerRow(x, lang(c)));
  return c.json(ok(rows));
});

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `is longer than ${max}`));
// The CMS's limits: the site's form states the same ones (LIMITS), so it refuses first.
const Enquiry = v.object({
  name: text(LIMITS.name),
  email: v.pipe(text(LIMITS.email), v.regex(/^[^\s@]+@[^\s@]+$/, 'is not an e-mail address')),
  subject: text(LIMITS.subject),
  message: text(LIMITS.message),
  // Optional: what the enquiry is about and the programme it concerns (docs/UPSTREAM.md §15).
  enquiryType: v.optional(v.pipe(v.string(), v.maxLength(32))),
  programme: v.optional(v.pipe(v.string(), v.maxLength(64))),
  // Optional: the site's short reference, kept beside the id so staff can find it (docs/UPSTREAM.md §15).
  reference: v.optional(v.pipe(v.string(), v.maxLength(32))),
});

app.post('/api/subcontent/save', async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = v.safeParse(Enquiry, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new BadRequest(`${v.getDotPath(issue) ?? 'body'} ${issue.message}`);
  }
  const id = crypto.randomUUID();
  const record = {
    id,
    ...parsed.output,
    lang: lang(c),
    site: c.req.header('site') ?? null,
    receivedAt: new Date().toISOString(),
  };
  await c.env.ENQUIRIES.put(`enquiry:${id}`, JSON.stringify(record), { expirationTtl: 60 * 60 * 24 * 90 });
  return c.json(ok({ id }));
});

app.get('/api/notice/active', (c) => {
  initialNotices(c.env?.DEMO_NOTICES);
  const { answer, rows } = activeNotices(c.req.header('site'), lang(c));
  if (answer === 'missing') return notFound(c);
  if (answer === 'failing') return c.json(fail(500, 'Internal error'), 500);
  return c.json(ok(rows));
});
app.get('/api/recaptcha', (c) => c.json(ok({ success: c.req.query('token') === DEMO_CAPTCHA_TOKEN })));

app.notFound((c) => c.json(fail(404, 'Not found')));

app.onError((err, c) => {
  if (err instanceof BadRequest) return c.json(fail(400, `Bad request: ${err.message}`));
  console.error('demo upstream error', err);
  return c.json(fail(500, 'Internal error'));
});

export default app;

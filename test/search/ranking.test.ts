// The ranking rules of docs/architecture/search.md "Site search", each with ordered expectations: not
// only found, but in the order a visitor would agree with.
import { buildAll, pathsFound, searchFor } from './helpers';

beforeAll(() => buildAll(), 60_000);

/** Paths of one kind's results, best first. */
async function ranked(locale: 'tc' | 'sc' | 'en', keyword: string, kind: string): Promise<string[]> {
  const outcome = await searchFor(locale, keyword, {}, { kind: kind as 'page', from: 0, to: 10 });
  return outcome.groups[0]?.hits.map((h) => h.path) ?? [];
}

describe('ranking', () => {
  it('recent news above old news for an event word', async () => {
    expect((await ranked('en', 'graduation ceremony', 'news')).slice(0, 3)).toEqual([
      '/news/1029',
      '/news/1019',
      '/news/1009',
    ]);
    expect((await ranked('tc', '陸運會', 'news')).slice(0, 4)).toEqual([
      '/news/1036',
      '/news/1025',
      '/news/1015',
      '/news/1005',
    ]);
  });

  it('pages and programmes above job posts, unless the query is about jobs', async () => {
    // "Senior Executive Officer (Admissions)" is a job post: below the admissions pages.
    const admissions = await ranked('en', 'admissions', 'page');
    expect(admissions).toContain('/admissions');
    expect(admissions).toContain('/page/jobs');
    expect(admissions.indexOf('/page/jobs')).toBeGreaterThan(admissions.indexOf('/admissions'));
    expect(admissions.slice(0, 3)).not.toContain('/page/jobs');
    // The same post when the query is about jobs: first.
    expect((await ranked('en', 'admissions jobs', 'page'))[0]).toBe('/page/jobs');
  });

  it.each([
    // Cantonese and mainland ways to ask whether someone is hired (請人, 招人), and a post (崗位).
    ['tc', '會計講師 請人'],
    ['sc', '行政岗位招人吗'],
  ] as const)('%s “%s” is about jobs: the jobs or the recruitment page first', async (locale, query) => {
    expect(['/page/jobs', '/recruit']).toContain((await pathsFound(locale, query))[0]);
  });

  it.each([
    ['tc', '聯招', '/admissions/hkdse'],
    ['tc', '非聯招 點報名', '/admissions/hkdse'],
    ['en', 'JUPAS code for computer science', '/programmes/ug-computer-science'],
    ['en', 'JS9118', '/programmes/ug-computer-science'],
  ] as const)(
    '%s “%s”: a label every programme carries weighs least, its code still finds it (%s)',
    async (locale, query, page) => {
      expect((await pathsFound(locale, query))[0]?.split('#')[0]).toBe(page);
    },
  );

  it.each([
    ['sc', '招生办电话'],
    ['tc', '招生處電話'],
  ] as const)(
    '%s “%s”: the contact page, whose enquiry form names admissions, before the statement that gives the number in passing',
    async (locale, query) => {
      expect((await pathsFound(locale, query))[0]).toBe('/page/contact-us');
    },
  );

  it('titles above body text: the page named by the query first', async () => {
    expect((await ranked('en', 'library', 'page'))[0]).toBe('/administration');
    const scholarship = await ranked('en', 'scholarship', 'page');
    expect(scholarship.length).toBeGreaterThan(0);
    expect(scholarship[0]).not.toBe('/give');
    const give = await searchFor('en', 'give');
    expect(give.groups[0]?.hits[0]?.path).toBe('/give');
  });

  it('exact phrase above scattered terms', async () => {
    // Both pages hold "entry" and "requirements"; the HKDSE page holds "entry requirements".
    const pages = await ranked('en', 'entry requirements', 'page');
    expect(pages[0]).toBe('/admissions/hkdse');
  });

  it('a surname with a title: the people of that surname, those with that post first', async () => {
    const people = await ranked('tc', '黃教授', 'person');
    expect(people.slice(0, 2).sort()).toEqual(['/teacher/detail?id=3004', '/teacher/detail?id=3024']);
    const assistant = (await ranked('tc', '黃助理教授', 'person'))[0];
    expect(assistant).toBe('/teacher/detail?id=3024');
  });

  it('the groups come in the order of their best result', async () => {
    expect((await searchFor('en', 'graduation')).groups.map((g) => g.kind)[0]).toBe('news');
    expect((await searchFor('en', 'tuition')).groups.map((g) => g.kind)[0]).toBe('page');
    expect((await searchFor('en', 'Chan Chi-ming')).groups.map((g) => g.kind)[0]).toBe('person');
  });
});

describe('the page that states a fact, over news and events that mention it', () => {
  // Written for this rule, not taken from the query table: money, dates and deposits asked as
  // visitors ask, in each language. Every page, programme, person or entry that matches comes
  // before any news or event.
  it.each([
    ['en', 'cost of housing'],
    ['en', 'how much is the deposit'],
    ['en', 'scholarship for mainland students'],
    ['tc', '住宿費用'],
    ['tc', '內地生獎學金'],
    ['tc', '申請費多少'],
    ['sc', '住宿费用'],
    ['sc', '内地生奖学金'],
    ['sc', '申请费多少'],
  ] as const)('%s “%s”', async (locale, keyword) => {
    const outcome = await searchFor(locale, keyword);
    const kinds = outcome.groups.flatMap((g) => g.hits.map((h) => h.kind));
    expect(kinds.length).toBeGreaterThan(0);
    const firstStory = kinds.findIndex((k) => k === 'news' || k === 'event');
    const lastPage = kinds.findLastIndex((k) => k !== 'news' && k !== 'event');
    if (firstStory !== -1) expect(firstStory).toBeGreaterThan(lastPage);
    expect(kinds[0]).not.toMatch(/news|event/);
  });
});

describe('an entry of a list on another page, a name and little else', () => {
  it('tc 圖書館幾點開 finds the campus facilities, which describe the library, not the list of departments', async () => {
    expect((await pathsFound('tc', '圖書館幾點開'))[0]).toBe('/campus-facilities');
  });

  it.each([
    ['tc', '教務處'],
    ['en', 'Registry'],
  ] as const)(
    '%s “%s”: a department no page describes better still finds the administration page',
    async (locale, q) => {
      expect((await pathsFound(locale, q))[0]).toBe('/administration');
    },
  );
});

describe('what something has (a fee, a deadline) beside the words naming it', () => {
  // The partial pass counts the slots that name the thing: the page about it, which states the
  // fee or the date in its own words, is not put behind pages that name the fee word too.
  it.each([
    // The housing page says 5 月 31 日或之前, never 截止; the route pages say 截止 and name the halls.
    ['tc', '宿舍幾時截止申請', '/student-housing'],
    ['sc', '宿舍申请截止是几号', '/student-housing'],
    ['en', 'accomodation cost per semester', '/student-housing'],
    ['sc', 'MBA学费多少 读几年', '/programmes/pg-mba'],
    // A phrase of the vocabulary holding such a word (tuition fee) is one too.
    ['en', 'tuition fee for nursing', '/programmes/ug-nursing'],
    // How much (幾多錢) asks a price, as 學費 does: the exchange page states its scholarship's.
    ['tc', '交流獎學金有幾多錢', '/page/global-exchange'],
    ['en', 'exchange scholarship how much', '/page/global-exchange'],
  ] as const)('%s “%s” finds %s first', async (locale, keyword, page) => {
    expect((await pathsFound(locale, keyword))[0]?.split('#')[0]).toBe(page);
  });

  it.each([
    // The strict pass finds only the route pages, which say 截止 and name the halls: a deadline
    // beside words of the thing runs the partial pass too (engine.ts FEW_STATING), in which the
    // housing page, which gives its dates without the word, leads.
    ['tc', '宿舍 申請截止', '/student-housing'],
    ['sc', '宿舍申请 截止日期', '/student-housing'],
    ['tc', '宿位 申請 限期', '/student-housing'],
    // A deadline to apply (截止報名) is one word of a deadline, so the programme, which names no
    // application, comes before the subsidy page, which does.
    ['sc', '护理专业截止报名时间', '/programmes/ug-nursing'],
    ['tc', '數據科學 截止申請', '/programmes/ug-data-science'],
  ] as const)('%s “%s”: a deadline the page gives as a date, %s first', async (locale, keyword, page) => {
    expect((await pathsFound(locale, keyword))[0]?.split('#')[0]).toBe(page);
  });

  it.each([
    // A subsidy or a scholarship is a thing of its own, with a page: it still counts.
    ['tc', '讀護理有冇政府資助', '/admissions/subsidy'],
    ['en', 'nursing subsidy 40000', '/admissions/subsidy'],
  ] as const)('%s “%s”: the thing asked for still counts, %s first', async (locale, keyword, page) => {
    expect((await pathsFound(locale, keyword))[0]?.split('#')[0]).toBe(page);
  });
});

describe('pages above news that mention the words, unless the query is about an event', () => {
  // Practical questions (opening hours, a phone number) are no fact of the vocabulary's list and
  // name no event: a page that holds the words answers, a news item that mentions them follows.
  it.each([
    ['tc', '圖書館開放時間'],
    ['tc', '圖書館幾點開'],
    ['sc', '图书馆对外开放吗'],
    ['sc', '招生办电话'],
  ] as const)('%s “%s”', async (locale, keyword) => {
    const outcome = await searchFor(locale, keyword);
    const kinds = [...outcome.best, ...outcome.groups.flatMap((g) => g.hits)].map((h) => h.kind);
    expect(kinds).toContain('news');
    const lastPage = kinds.findLastIndex((k) => k !== 'news' && k !== 'event');
    expect(kinds.indexOf('news')).toBeGreaterThan(lastPage);
  });

  it('a news item whose title holds three of the query’s words ranks with the pages', async () => {
    // The news of the learning commons' opening states its hours; the history page names the
    // year it opened, with as many of the words.
    expect((await pathsFound('en', 'learning commons opening hours'))[0]).toBe('/news/1033');
    expect((await pathsFound('tc', '學習共享空間開到幾點 考試期'))[0]).toBe('/news/1033');
  });

  it('a query about an event still has this year’s news first', async () => {
    const outcome = await searchFor('en', 'graduation');
    expect([...outcome.best, ...outcome.groups.flatMap((g) => g.hits)][0]?.kind).toBe('news');
  });
});

describe('people found by the words of their post or programme, not their name, below the pages', () => {
  // A person's short text (a post, a programme, a quote) outweighed in BM25 the pages that hold
  // the same words among many others.
  it.each([
    ['tc', '巴士路線', 1],
    // Two pages hold social work (社工, 社會服務: the higher diploma, the ageing centre); the
    // alumnus who is a social worker follows them.
    ['sc', '社工专业', 2],
    ['en', 'financial aid', 3],
  ] as const)('%s “%s”: no person among the first %i', async (locale, keyword, n) => {
    const outcome = await searchFor(locale, keyword);
    const read = [...outcome.best, ...outcome.groups.flatMap((g) => g.hits)];
    const first = [...new Map(read.map((h) => [h.path, h])).values()].slice(0, n);
    expect(first).toHaveLength(n);
    expect(first.map((h) => h.kind)).not.toContain('person');
  });

  it.each([
    ['tc', '陳志明'],
    ['en', 'Chan Chi-ming'],
  ] as const)('%s “%s”: a name still finds the person first', async (locale, keyword) => {
    const outcome = await searchFor(locale, keyword);
    expect([...outcome.best, ...outcome.groups.flatMap((g) => g.hits)][0]?.path).toBe('/teacher/detail?id=3021');
  });
});

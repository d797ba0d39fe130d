// How the site search answers queries it was not written for (docs/architecture/search.md "Site
// search"): questions with particles, one unknown word among known ones, regional words no
// editor listed, a one-character slip in Chinese, a fee query against news that mentions fees,
// and the 404 page's way on.
import { app, get, mainOf } from '../content/helpers';
import { textOf, wholePage } from '../helpers';
import { nearestHomophone } from '@/search/pinyin';
import { introductions, pageOfLink } from '@/search/build/docs-pages';
import { MAX_WORDS_ALONE, parseQuery, rewritten, wordsAlone } from '@/search/query';
import { distance, stemOf } from '@/search/tokenize';
import { buildAll, pathsFound, searchFor } from './helpers';
import { eventFacts } from '@/search/build/docs-events';
import { translator } from '@/i18n/messages';
import type { EventSummary } from '@/upstream/schemas';

const allow = { limit: async () => ({ success: true }) } as unknown as RateLimit;
const deny = { limit: async () => ({ success: false }) } as unknown as RateLimit;
// The limit counts clients by address (src/render/rate-limited.ts): a request without one is not counted.
const client = { 'CF-Connecting-IP': '203.0.113.9' };

beforeAll(() => buildAll(), 60_000);

describe('questions, particles and unknown words', () => {
  it.each([
    ['tc', '本科入學要求是什麼', '本科入學要求'],
    ['sc', '怎么申请入学呢', '申请入学'],
    ['en', 'how can I donate', 'donate'],
    ['sc', '什么时候开学', '开学'],
  ] as const)(
    '%s “%s” answers as “%s” does: question words and particles weigh nothing',
    async (locale, asked, plain) => {
      const found = await pathsFound(locale, asked);
      expect(found.length).toBeGreaterThan(0);
      expect(found.slice(0, 3)).toEqual((await pathsFound(locale, plain)).slice(0, 3));
    },
  );

  it.each([
    ['係咪有宿舍', ['宿舍']],
    ['宿舍喺邊', ['宿舍']],
    ['圖書館幾點開', ['圖書館']],
    // Which ones, how long, where (whole: 在哪里, not 在哪 and a stray 里), need.
    ['硕士课程有哪些', ['硕士']],
    ['有邊啲獎學金', ['獎學金']],
    ['录取结果多久出来', ['录取结果', '出来']],
    ['教职申请表在哪里填', ['教职', '申请表']],
    // Which day or days (哪几天, 邊日).
    ['新生注册是哪几天', ['新生注册']],
    ['宿舍邊日截止', ['宿舍', '截止']],
    ['需要什么文件', ['文件']],
    // Must and should, as the English list's should and need.
    ['医疗保险必须买吗', ['医疗保险']],
    ['應該點樣申請', ['申請']],
    // Mainland colloquial what and how (啥, 咋), and where in Cantonese read whole (喺邊度, not 喺邊 and a stray 度).
    ['宿舍啥时候申请', ['宿舍', '申请']],
    ['奖学金咋申请啊', ['奖学金', '申请']],
    ['宿舍喺邊度申請', ['宿舍', '申請']],
    // Whether, asked as "A not A" with any verb (會唔會, 使唔使, 是不是).
    ['考試會唔會取消', ['考試', '取消']],
    ['黑雨使唔使返學', ['黑雨', '返學']],
    ['是不是公办', ['公办']],
  ])('Chinese questions: “%s” names %j', (keyword, named) => {
    expect(parseQuery(keyword).slots.map((s) => s.shown)).toEqual(named);
  });

  it.each([
    ['tc', '黑雨使唔使返學', '/severe-weather'],
    ['tc', '留位費交幾多 退唔退到', '/admissions/fees'],
  ] as const)('%s “%s”: a question asked as “A not A” finds %s first', async (locale, query, page) => {
    expect((await pathsFound(locale, query))[0]?.split('#')[0]).toBe(page);
  });

  it('words joined by a hyphen are one phrase (part-time, full-time), not words apart', async () => {
    expect(parseQuery('part-time study').slots.map((s) => s.alts[0])).toEqual([
      { terms: ['part', 'time'], prefix: false, phrase: true },
      expect.objectContaining({ terms: ['study'] }),
    ]);
    // The staff page names full-time posts; the housing page has "full" and "time" apart.
    expect((await pathsFound('en', 'full-time staff'))[0]).toBe('/page/staff');
  });

  it.each([
    ['credit transfer from associate degree', ['credit transfer', 'associate degree']],
    ['hall fees with meals and laundry', ['hall', 'fees', 'meals', 'laundry']],
    ['scholarships by merit or talent', ['scholarships', 'merit', 'talent']],
    ['do you have halls', ['halls']],
    ['ielts for a bachelor', ['ielts', 'bachelor']],
    // The article is a word of the vocabulary's phrase (A-Level) it begins.
    ['a level grades', ['a level', 'grades']],
  ])('English function words weigh nothing: “%s” names %j', (keyword, named) => {
    expect(parseQuery(keyword).slots.map((s) => s.shown)).toEqual(named);
  });

  it.each([
    // A verb typed apart (報: apply) matches any page with 報告 or 年報 as a character.
    ['報 non-JUPAS 點樣報', ['non jupas']],
    // 分 too, left alone once 幾多 is read as a question (degree is a kind word: nothing beside a topic).
    ['讀 degree DSE 最低要幾多分', ['dse', '最低要']],
    // 讀, left alone by the question 有咩.
    ['DSE 22222 有咩讀', ['dse', '22222']],
    // Asked twice, one word of the query.
    ['護理 學費 護理', ['護理', '學費']],
    // Beside a post, a character apart is the surname looked for.
    ['陳 老師', ['陳', '老師']],
    // Alone, it is what is looked for.
    ['報', ['報']],
  ])('a Han word of one character beside other words weighs nothing: “%s” names %j', (keyword, named) => {
    expect(parseQuery(keyword).slots.map((s) => s.shown)).toEqual(named);
  });

  it.each([
    // 學院 beginning a stretch is the College, as mainland visitors call a college: an address question.
    ['sc', '学院在哪里', '/page/contact-us'],
    ['tc', '學院地址 點去', '/page/contact-us'],
    // After another word it is a faculty's name.
    ['tc', '商學院', '/faculties/fb'],
    ['sc', '人文学院有什么专业', '/faculties/fass'],
  ] as const)('%s “%s” finds %s first', async (locale, keyword, page) => {
    expect((await pathsFound(locale, keyword))[0]).toBe(page);
  });

  it('a kind word with a slip (programe, one edit) weighs nothing beside a topic, as the word does', async () => {
    expect(parseQuery('nursing programe').slots.map((s) => s.shown)).toEqual(['nursing']);
    // Short words are left alone: one edit from a short word is another word.
    expect(parseQuery('nursing cours').slots.map((s) => s.shown)).toEqual(['nursing', 'cours']);
    expect((await pathsFound('en', 'nursing programe'))[0]).toBe('/programmes/ug-nursing');
  });

  it.each([
    ["taught master's programmes", ['taught', 'master']],
    ['I’m from India, what IELTS score do I need', ['india', 'ielts']],
    ["what's the deadline", ['deadline']],
  ])('an English clitic is no word: “%s” names %j', (keyword, named) => {
    expect(parseQuery(keyword).slots.map((s) => s.shown)).toEqual(named);
  });

  it.each([
    // The verb of "A not A" is what is asked about (退: a refund), one character or not.
    ['交咗留位按金之後唔讀 退唔退錢', ['留位按金之後唔讀', '退']],
    ['HD 升唔升到學士', ['hd', '升', '學士']],
  ])('the verb of a question asked as “A not A” is a word: “%s” names %j', (keyword, named) => {
    expect(parseQuery(keyword).slots.map((s) => s.shown)).toEqual(named);
  });

  it.each([
    ['tc', '報 non-JUPAS 點樣報', '/admissions/hkdse'],
    // Level 2 in five subjects: the higher diplomas' entry requirements, not pages holding 讀.
    ['tc', 'DSE 22222 有咩讀', '/programmes/hd-accounting'],
  ] as const)('%s “%s”: without the lone character, %s comes first', async (locale, keyword, page) => {
    expect((await pathsFound(locale, keyword))[0]?.split('#')[0]).toBe(page);
  });

  it('a function word no page about the subject holds does not hide that page', async () => {
    expect((await pathsFound('en', 'credit transfer from associate degree'))[0]).toBe('/admissions/associate');
  });

  it('a query of question words alone is still searched as typed', async () => {
    const outcome = await searchFor('en', 'how');
    expect(outcome.total).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'deposit refund xylophone', 'xylophone', '/admissions/fees'],
    ['tc', '學費 斑馬', '斑馬', '/admissions/fees'],
    ['sc', '交换生 火星', '火星', '/page/global-exchange'],
  ] as const)(
    '%s “%s”: one unknown word among known ones still finds the pages of the others',
    async (locale, keyword, unknown, page) => {
      const outcome = await searchFor(locale, keyword);
      const paths = outcome.groups.flatMap((g) => g.hits.map((h) => h.path));
      expect(paths.slice(0, 3)).toContain(page);
      expect(outcome.partial?.unmatched).toEqual([unknown]);
    },
  );

  it('fewer results than a visitor reads: those with every word first, then those with most of them', async () => {
    // Only the mainland route page and the fees page (a scholarship renewable to graduation)
    // hold both words: they come first, then pages that hold one of them.
    const outcome = await searchFor('en', 'tuition graduation');
    const paths = outcome.groups.flatMap((g) => g.hits.map((h) => h.path));
    expect(new Set(paths.slice(0, 2))).toEqual(new Set(['/admissions/mainland', '/admissions/fees']));
    expect(paths.length).toBeGreaterThan(2);
    expect(outcome.partial).toBeUndefined();
  });

  it('a mended query that finds fewer results than a visitor reads is followed by those with most of its words', async () => {
    // tution → tuition: only the subsidy page holds tuition, fee and nursing. The documents that
    // hold most of the words follow; the tuition fee is what nursing has, so the nursing
    // programme, which states its fee, leads them, and the subsidy page comes next.
    const outcome = await searchFor('en', 'tution fee for nursing');
    const paths = outcome.groups.flatMap((g) => g.hits.map((h) => h.path));
    expect(paths.slice(0, 2)).toEqual(['/programmes/ug-nursing', '/admissions/subsidy']);
    expect(paths.length).toBeGreaterThan(2);
    expect(outcome.partial).toBeUndefined();
  });

  it('the pages that hold more of the words come first', async () => {
    const outcome = await searchFor('en', 'tuition deposit refund xylophone');
    expect(outcome.groups[0]?.hits[0]?.path).toBe('/admissions/fees');
  });

  it.each([
    ['en', 'exchange partner universities in japan'],
    ['en', 'exchange programme partner universities'],
  ] as const)(
    '%s “%s”: a page counts the words of the entries it lists (its partners) as its own',
    async (locale, keyword) => {
      // No one document holds every word: the exchange page holds "exchange", a partner on its
      // list "university" and "Japan"; the President's message holds "exchange" and "universities".
      const outcome = await searchFor(locale, keyword);
      expect(outcome.partial).toBeDefined();
      expect((await pathsFound(locale, keyword))[0]).toBe('/page/global-exchange');
    },
  );

  it.each([
    // A title word before a word is read as a name (Dr Chan): no lecturer is called Vacancies.
    ['en', 'lecturer vacancies', ['/page/jobs', '/recruit']],
    // One Chinese word of two characters the index lacks (Cantonese 搵, "look for"): its characters alone.
    ['tc', '搵工', ['/page/jobs', '/recruit']],
  ] as const)(
    '%s “%s”: when nothing else finds anything, each word alone does, and the page says which were not found',
    async (locale, keyword, pages) => {
      const outcome = await searchFor(locale, keyword);
      const paths = outcome.groups.flatMap((g) => g.hits.map((h) => h.path));
      expect(paths.slice(0, 3).some((p) => (pages as readonly string[]).includes(p))).toBe(true);
      expect(outcome.partial).toBeDefined();
    },
  );

  it('the words alone are the query’s words: Latin ones as typed, Chinese ones as segmented, one character included', () => {
    expect(wordsAlone('lecturer vacancies').slots.map((s) => s.typed)).toEqual(['lecturer', 'vacancies']);
    expect(wordsAlone('搵工').slots.map((s) => s.shown)).toEqual(['搵', '工']);
    expect(wordsAlone('how').slots.map((s) => s.typed)).toEqual(['how']);
    expect(wordsAlone('a b c d e f g h i j k').slots).toHaveLength(MAX_WORDS_ALONE);
  });
});

describe('vocabulary by mechanism', () => {
  it('a Taiwan word no editor listed (軟體工程) finds the Hong Kong one (軟件工程) by OpenCC’s phrase tables', async () => {
    const [hongKong] = await pathsFound('tc', '軟件工程');
    expect(hongKong).toBeDefined();
    expect((await pathsFound('tc', '軟體工程'))[0]).toBe(hongKong);
    expect((await pathsFound('tc', '軟體工程怎麼讀'))[0]).toBe(hongKong);
  });

  it.each([
    ['tc', '畢業點禮', '畢業典禮'],
    ['sc', '毕业典理', '毕业典礼'],
    ['tc', '交換聲', '交換生'],
    // A two-character word: a homophone of its second character, as a pinyin input method slips.
    ['tc', '申情', '申請'],
    ['sc', '交幻', '交换'],
    ['sc', '课成', '课程'],
  ] as const)(
    '%s “%s”: a one-character slip in a Chinese word finds what “%s” finds first',
    async (locale, slip, word) => {
      const [best] = await pathsFound(locale, word);
      expect(best).toBeDefined();
      expect(await pathsFound(locale, slip)).toContain(best);
    },
  );

  it.each([
    // 开户办: ICU leaves 开, 户 and 办 one by one; the index holds 开户 (開戶), not 户办.
    ['sc', '到香港怎么开户办银行卡', '/non-local-students'],
  ] as const)(
    '%s “%s”: a word the index does not hold whole is looked for by the pairs of it the index holds',
    async (locale, query, page) => {
      expect((await pathsFound(locale, query))[0]?.split('#')[0]).toBe(page);
    },
  );

  it('a word of the vocabulary is no slip, though the index pairs none of its own characters (计算机: 电脑)', async () => {
    // The simplified index says 电脑 and lacks the pair 算机: read as a slip, 计算机 lost a
    // character and its synonyms, and the mainland route page came first.
    expect((await pathsFound('sc', '计算机专业选科要求'))[0]).toBe(
      '/programmes/ug-computer-science#programme-requirements',
    );
  });
});

describe('the editor’s vocabulary: words visitors use that the pages do not', () => {
  it.each([
    // 本科线 and 一本线: a mainland score line; the route page says 本科批次录取控制分数线.
    ['sc', '本科线', '/admissions/mainland'],
    ['sc', '过了本科线就可以报吗', '/admissions/mainland'],
    // 读研: study for a master's degree.
    ['sc', '读研', '/programmes/pg-'],
    // 打工: part-time work, which the guide for non-local students calls 兼职工作.
    ['sc', '兼职打工', '/non-local-students'],
    // GPA: the route pages say 平均積點.
    ['tc', '高級文憑 GPA 要幾多先可以升學位', '/admissions/associate'],
    // 期末考试: the calendar says 學期考試 (term examinations).
    ['sc', '期末考试 时间', '/article/academic-calendar'],
    // 全英文授课: taught in English; a programme page names its 教學語言 (medium of instruction).
    ['sc', '数据科学专业是全英文授课吗', '/programmes/ug-data-science'],
    // Words no page uses, which found nothing: wifi (the halls' Wi-Fi, 無線上網), 放假 (the
    // calendar's 假期).
    ['sc', 'wifi', '/student-housing'],
    ['sc', '放假', '/article/academic-calendar'],
    // Cantonese for working people, evening and class (返工人士, 夜晚, 上堂): the MBA page says
    // 晚間及週末上課 for 在職管理人員.
    ['tc', '返工人士 夜晚同週末上堂 碩士', '/programmes/pg-mba'],
    // gym (the campus's sports hall) and 社團 (the student page's 學會), which found nothing.
    ['en', 'gym', '/campus-facilities'],
    ['tc', '社團', '/page/student'],
    // 報名: to apply (the pages say 網上申請), which found nothing.
    ['tc', '點樣報名', '/admissions/'],
    ['sc', '怎么报名', '/admissions/'],
    // Semester 2: the calendar says "Second term begins".
    ['en', 'when does semester 2 begin', '/article/academic-calendar'],
    // non-JUPAS in a Chinese query: the route page says 非聯招.
    ['tc', 'non-JUPAS 課程點申請', '/admissions/hkdse'],
    // 八號波: Signal No. 8, which the severe-weather page names in full.
    ['tc', '八號波考試會唔會取消', '/severe-weather'],
    ['en', 'T8 classes', '/severe-weather'],
    // 街坊, 校外人士, 附近居民: the public, as the FAQ says (公眾可以使用圖書館嗎).
    ['tc', '校外人士入唔入到圖書館', '/faq'],
    ['sc', '附近居民能用图书馆吗', '/faq'],
    // sem and intern: a term (學期) and an internship (實習) as students write them; 第一 is 1.
    ['tc', 'sem 1 幾時開課', '/article/academic-calendar'],
    ['tc', '商學院 intern', '/faculties/fb'],
    // award, 得獎: the news says prize and 獲獎.
    ['en', 'film award', '/news/1040'],
    // 游水池: Cantonese for the swimming pool, the campus page's 泳池.
    ['tc', '書院個游水池', '/campus-facilities'],
    // 養老: the mainland's word for what the centre's name calls 樂齡 (ageing).
    ['sc', '智慧养老 研究中心', '/centre-smart-ageing'],
    // 生活費 as one word: cut into words, it was 生活 (the alumni page's 校園生活), its 費 left out.
    ['sc', '生活费 一个月多少', '/non-local-students'],
    // 請人: Cantonese for hiring (招聘); 護士: a nurse, as the nursing group's "nurse".
    ['tc', '月灣書院 請人', '/page/jobs'],
    ['tc', '讀護士有冇政府資助', '/admissions/subsidy'],
    // 兼職講師: the recruitment page's 兼任講師 (a part-time lecturer), not students' part-time work.
    ['tc', '兼職講師 點樣登記', '/recruit'],
    // 高級 has a regional form (高階): the partial pass still cuts 會計高級文平 into its words, and
    // the slip 文平 leaves 會計 and 高級 to find the higher diploma.
    ['tc', '會計高級文平 E-APP 編號', '/programmes/hd-accounting'],
    // 心理咨询 and counsellor: the students' page's 輔導服務 (counselling).
    ['sc', '心理咨询', '/page/student'],
    ['en', 'need to see a counselor', '/page/student'],
    // registration: the guide's "register your flight", which the stemmer keeps apart (registr, regist).
    ['en', 'airport pick up registration', '/non-local-students'],
    // 多少钱: how much something costs (費用, 收費, a price), not the tuition (學費).
    ['sc', '宿舍多少钱一年', '/student-housing'],
    // 教职, 教师 (岗位): the recruitment page's 教學人員 (academic posts).
    ['sc', '教职申请表在哪里填', '/recruit'],
    ['sc', '招聘 教师', '/(page/jobs|recruit)'],
    // 社工: social work, the higher diploma's 社會服務 (social services).
    ['tc', '社工 高級文憑', '/programmes/hd-social-services'],
    // 紅雨, 黃雨: the red and amber rainstorm signals; exam typed in English among Chinese is 考試;
    // 照唔照 (still or not) only asks.
    ['tc', '紅雨使唔使返學', '/severe-weather'],
    ['sc', '黄雨要不要上课', '/severe-weather'],
    ['tc', '八號風球exam照唔照考', '/severe-weather'],
    // 正規 (a proper, recognised college, as mainland parents ask): the About page's standing.
    ['sc', '月湾书院正规吗', '/about'],
    // A press release is the College's news: the news list.
    ['en', 'press releases', '/news/list'],
  ] as const)('%s “%s” finds %s first', async (locale, query, page) => {
    expect((await pathsFound(locale, query))[0]?.split('#')[0]).toMatch(new RegExp(`^${page}`));
  });

  it('22222 (Level 2 in five subjects, as Hong Kong students say it) finds the higher diplomas’ entry requirements', async () => {
    // The vocabulary's 五科第 2 級: a phrase of Han runs and a number, matched as the index holds
    // it (五科 科第 第 2 级: a Han run's last character follows its pairs when another run follows).
    const found = await pathsFound('tc', '22222');
    expect(found[0]).toMatch(/^\/programmes\/hd-.*#programme-requirements$/);
    expect(parseQuery('22222').slots[0]?.alts.map((a) => a.terms.join(' '))).toContain('五科 科第 第 2 级');
  });

  it('民办 (privately run, as mainland visitors say it) is the About page’s 私立: in the first three', async () => {
    expect((await pathsFound('sc', '月湾书院是公办还是民办')).slice(0, 3)).toContain('/about');
  });

  it('an essay is writing (寫作): 有冇人幫手睇英文 essay finds the writing support news in the first three', async () => {
    expect((await pathsFound('tc', '有冇人幫手睇英文 essay')).slice(0, 3)).toContain('/news/1042');
  });
});

describe('what the visitor sees is indexed', () => {
  it.each([
    ['en', 'Post Secondary Colleges Ordinance'],
    ['tc', '專上學院條例'],
    ['sc', '资历评审局'],
  ] as const)('%s “%s”: the registration statement of the footer and the About page', async (locale, keyword) => {
    expect((await pathsFound(locale, keyword))[0]).toBe('/about#about-standing');
  });

  it.each([
    ['en', 'instagram'],
    ['tc', '微博'],
  ] as const)('%s “%s”: the footer’s social accounts, with the contact page', async (locale, keyword) => {
    expect(await pathsFound(locale, keyword)).toContain('/page/contact-us');
  });

  it('an event’s kind, date and venue under the labels its page shows them', () => {
    const talk = {
      category: 'admission-talk',
      start: Date.parse('2027-03-22T14:30:00+08:00'),
      allDay: false,
      venue: '北京國際酒店',
    } as unknown as EventSummary;
    expect(eventFacts(talk, translator('tc'), 'tc')).toEqual([
      '招生講座',
      '日期及時間 2027年3月22日 下午2:30',
      '地點 北京國際酒店',
    ]);
  });

  it('sc “北京招生讲座时间地点”: the Beijing talk holds every word, its time and place among them', async () => {
    const outcome = await searchFor('sc', '北京招生讲座时间地点');
    expect(outcome.partial).toBeUndefined();
    expect((await pathsFound('sc', '北京招生讲座时间地点'))[0]).toBe('/events/204');
  });

  it('en “graduation ceremony date” finds the ceremony, which states its date without the word', async () => {
    expect((await pathsFound('en', 'graduation ceremony date'))[0]).toBe('/events/501');
  });
});

describe('abbreviations from the CMS’s own names', () => {
  it.each(['en', 'tc', 'sc'] as const)(
    '%s “BHTM” finds the Bachelor of Hospitality and Tourism Management',
    async (locale) => {
      const [programme] = await pathsFound('en', 'Bachelor of Hospitality and Tourism Management');
      expect(programme).toBeDefined();
      expect((await pathsFound(locale, 'BHTM'))[0]).toBe(programme);
    },
  );

  it('a faculty by the initials of its name (FASS)', async () => {
    const [faculty] = await pathsFound('en', 'Faculty of Arts and Social Sciences');
    expect((await pathsFound('en', 'fass')).slice(0, 3)).toContain(faculty);
  });
});

describe('homophones by ICU’s pinyin order', () => {
  it.each([
    ['废', ['生', '费', '位'], '费'],
    ['靠', ['级', '考', '中'], '考'],
    ['社', ['位', '舍'], '舍'],
  ])('%s sounds like one of %j: %s', (typed, candidates, expected) => {
    expect(nearestHomophone(typed, candidates)).toBe(expected);
  });

  it('no candidate with the same initial next to it: none', () => {
    expect(nearestHomophone('铁', ['等', '中', '级'])).toBeUndefined();
  });
});

describe('ranking prefers the page that answers', () => {
  it.each([
    ['en', 'IELTS score needed'],
    ['en', 'what IELTS score do I need'],
    ['en', 'TOEFL score needed'],
    // The online talk on international qualifications names IB too: the page states the score.
    ['en', 'IB score needed'],
  ] as const)('%s “%s”: an exam’s score is asked of the page that states it', async (locale, keyword) => {
    expect((await pathsFound(locale, keyword))[0]).toBe('/admissions/international');
  });

  it.each([
    ['en', 'scholarship'],
    ['tc', '獎學金'],
    ['sc', '奖学金'],
  ] as const)('%s “%s”: the pages that state it come before news that mention it', async (locale, keyword) => {
    const outcome = await searchFor(locale, keyword);
    const kinds = outcome.groups.flatMap((g) => g.hits.map((h) => h.kind));
    expect(kinds).toContain('news');
    expect(kinds[0]).not.toBe('news');
  });
});

describe('the 404 page offers a way on', () => {
  it.each([
    ['/en/admissions/feez-and-deposits', '/en/admissions/fees', 'You may be looking for'],
    ['/admissions/學費', '/admissions/fees', '你可能在找以下頁面'],
    ['/sc/old-site/exchange-partners.html', '/sc/page/global-exchange', '你可能在找以下页面'],
  ])('%s: the closest pages in the visitor’s language and a search box', async (path, closest, heading) => {
    const { res, html } = await get(path, { SUGGEST_LIMITER: allow });
    expect(res.status).toBe(404);
    const main = mainOf(html);
    expect(textOf(main)).toContain(heading);
    expect(main).toContain(`href="${closest}"`);
    expect(main).toMatch(/<form[^>]*role="search"/);
  });

  it('without an index, or for a limited client, it is a plain 404 with the search box, never a 5xx', async () => {
    for (const bindings of [{ SEARCH_DB: undefined }, { SUGGEST_LIMITER: deny }] as Partial<Env>[]) {
      const { res, html } = await wholePage(app, '/en/admissions/feez', { headers: client }, bindings);
      expect(res.status).toBe(404);
      expect(textOf(mainOf(html))).not.toContain('You may be looking for');
      expect(mainOf(html)).toContain(`value="admissions feez"`);
    }
  });
});

describe('English inflections', () => {
  it.each([
    ['positions', 'position'],
    ['classes', 'class'],
    ['studies', 'stud'],
    ['refused', 'refus'],
    ['opening', 'open'],
  ])('%s matches the forms of %s…', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });

  it.each(['news', 'campus', 'class', 'bus', 'dse'])('%s has no inflection to strip', (word) => {
    expect(stemOf(word)).toBeUndefined();
  });

  it.each([
    ['awarded', 'award'],
    ['refunds', 'refund'],
    ['exhibitions', 'exhibition'],
  ])('“%s” finds what “%s” finds', async (inflected, plain) => {
    const found = await pathsFound('en', plain);
    expect(found.length).toBeGreaterThan(0);
    expect((await pathsFound('en', inflected)).slice(0, 3)).toEqual(found.slice(0, 3));
  });

  it.each([
    ['which bus goes to the college', '/faculties/fb'],
    ['art', '/programmes/pg-artificial-intelligence'],
  ])('a word of three letters (“%s”) is not the beginning of others: %s is not found', async (query, not) => {
    // bus is not business, art not artificial.
    const found = await pathsFound('en', query);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain(not);
  });

  it('a word of three letters is itself and its plural: bus is also buses, never a prefix', () => {
    const alts = parseQuery('bus').slots[0]?.alts ?? [];
    expect(alts.map((a) => a.terms.join(' '))).toEqual(expect.arrayContaining(['bus', 'buses']));
    expect(alts.some((a) => a.prefix)).toBe(false);
  });

  it('an inflection of a vocabulary word has the word’s group: awarded is also prize and 獲獎', () => {
    const terms = parseQuery('awarded').slots[0]?.alts.map((a) => a.terms.join(' '));
    expect(terms).toEqual(expect.arrayContaining(['award', 'prize', '获奖']));
  });
});

describe('a programme page’s sections', () => {
  it.each([
    ['en', 'careers after nursing', '/programmes/ug-nursing#programme-more'],
    ['en', 'data science entry requirements', '/programmes/ug-data-science#programme-requirements'],
    ['tc', '數據科學 入學要求', '/programmes/ug-data-science#programme-requirements'],
    ['sc', '护理 课程大纲', '/programmes/ug-nursing#programme-curriculum'],
    ['en', 'Anatomy and Physiology', '/programmes/ug-nursing#programme-curriculum'],
  ] as const)('%s “%s” finds the section that answers it, %s, first', async (locale, query, section) => {
    expect((await pathsFound(locale, query))[0]).toBe(section);
  });

  it.each([
    ['tc', '入學要求'],
    ['en', 'entry requirements'],
    ['en', 'IELTS'],
  ] as const)('%s “%s” alone still leads to a route page, not a programme’s section', async (locale, query) => {
    expect((await pathsFound(locale, query))[0]).toMatch(/^\/admissions\//);
  });

  it.each([
    ['en', 'financial aid'],
    ['sc', '社工专业'],
    ['en', 'nursing'],
    ['tc', '護理'],
  ] as const)(
    '%s “%s”: a page and its sections take one place among the results, the best of them',
    async (locale, query) => {
      const found = await pathsFound(locale, query);
      const pages = found.map((p) => p.split('#')[0]);
      expect(found.length).toBeGreaterThan(1);
      expect(pages).toEqual([...new Set(pages)]);
    },
  );

  it.each([
    ['tc', '收生要求'],
    ['sc', '入学要求'],
    ['en', 'entry requirements'],
  ] as const)(
    '%s “%s”: a section whose title alone holds the query comes after the admission routes',
    async (locale, query) => {
      const found = await pathsFound(locale, query);
      const firstSection = found.findIndex((p) => p.includes('#'));
      const firstRoute = found.findIndex((p) => p.startsWith('/admissions/'));
      expect(firstRoute).not.toBe(-1);
      expect(firstSection === -1 || firstRoute < firstSection).toBe(true);
    },
  );

  it.each([
    ['en', 'ielts score for a bachelor degree'],
    ['en', 'IELTS score required for undergraduate'],
    ['en', 'A-Level entry requirements'],
  ] as const)(
    '%s “%s”: a word every programme’s title or level holds names none of them; the international route comes before their sections',
    async (locale, query) => {
      const found = await pathsFound(locale, query);
      const firstSection = found.findIndex((p) => p.includes('#'));
      const route = found.indexOf('/admissions/international');
      expect(route).not.toBe(-1);
      expect(firstSection === -1 || route < firstSection).toBe(true);
    },
  );

  it('the section is the place a page takes when it is the better match', async () => {
    const found = await pathsFound('en', 'careers after nursing');
    expect(found[0]).toBe('/programmes/ug-nursing#programme-more');
    expect(found).not.toContain('/programmes/ug-nursing');
  });
});

describe('a Chinese abbreviation the index lacks', () => {
  it.each([
    ['sc', '医保', ['/non-local-students']],
    [
      'sc',
      '商科',
      ['/programmes/ug-fintech', '/programmes/ug-digital-marketing', '/programmes/ug-accounting', '/faculties/fb'],
    ],
  ] as const)('%s “%s” is read as the first characters of words (医疗保险): %s', async (locale, query, pages) => {
    const found = await pathsFound(locale, query);
    expect(pages).toContain(found[0]);
  });
});

describe('a CMS page linked from another page’s text', () => {
  it.each([
    ['/centre-marine-ecology', 'centre-marine-ecology'],
    ['/give', 'give'],
    ['/admissions/fees', 'admissions-fees'],
    ['/events', undefined],
    ['/favicon.ico', undefined],
    ['/12345', undefined],
    ['/news/1001', undefined],
    ['https://example.com/about', undefined],
  ] as const)('the link %s leads to the CMS page %s', (link, alias) => {
    expect(pageOfLink(link)).toBe(alias);
  });

  it.each([
    ['en', 'marine ecology'],
    ['tc', '海洋生態'],
  ] as const)('%s “%s” finds the research centre’s page, which the menu does not link', async (locale, query) => {
    expect((await pathsFound(locale, query))[0]).toBe('/centre-marine-ecology');
  });
});

describe('a page whose sections are cards, each introducing a page of its own', () => {
  const part = (...links: string[]) => ({ links });
  it('every section of such a list is an entry of it; a section of another page is the page’s own', () => {
    const centres = [part(), part('/centre-marine-ecology'), part('/centre-cantonese', '/centre-cantonese')];
    expect(introductions(centres, 'research')).toEqual([false, true, true]);
    // Two sections leading to one page, a section without a link, a lone section, a link to itself.
    expect(introductions([part(), part('/give'), part('/give')], 'about')).toEqual([false, false, false]);
    expect(introductions([part(), part('/give'), part()], 'about')).toEqual([false, false, false]);
    expect(introductions([part(), part('/give')], 'about')).toEqual([false, false]);
    expect(introductions([part(), part('/give', '/faq'), part('/faq')], 'about')).toEqual([false, false, false]);
    expect(introductions([part(), part('/research'), part('/give')], 'research')).toEqual([false, false, false]);
  });

  it.each([
    ['tc', '粵語語料庫', '/centre-cantonese'],
    ['en', 'coral monitoring research', '/centre-marine-ecology'],
  ] as const)('%s “%s” finds the centre’s page before the research page’s card of it', async (locale, query, page) => {
    const found = await pathsFound(locale, query);
    expect(found[0]).toBe(page);
    expect(found).toContain('/research');
  });

  it('the list’s own words still find it (research centres), and a page that only links on is no list', async () => {
    expect((await pathsFound('en', 'research centres'))[0]).toBe('/research');
    expect((await pathsFound('en', 'hall deposit refund'))[0]).toBe('/student-housing');
  });
});

describe('the words of a Chinese question', () => {
  it.each([
    ['tc', '粵語研究', '/centre-cantonese'],
    ['sc', '粤语研究', '/centre-cantonese'],
  ] as const)(
    '%s “%s”: its words are found apart, near each other (粵語及方言研究中心)',
    async (locale, query, page) => {
      expect((await pathsFound(locale, query))[0]).toBe(page);
    },
  );

  it('a name is not cut apart (陳志明: a word of one character), nor a stretch of one word', () => {
    expect(parseQuery('陳志明').slots[0]?.alts.some((a) => a.apart)).toBe(false);
    expect(parseQuery('圖書館').slots[0]?.alts.some((a) => a.apart)).toBe(false);
    expect(parseQuery('粵語研究').slots[0]?.alts.map((a) => a.apart)).toContainEqual([['粤语'], ['研究']]);
  });

  it('a lone character left beside the words a run names is left out (样 of 怎么样)', () => {
    expect(parseQuery('会计前景怎么样').slots.map((s) => s.typed)).toEqual(['会计', '前景']);
  });

  it('characters the word segmentation leaves one by one next to each other are one word (选科)', () => {
    expect(parseQuery('数据科学选科要求', true).slots.map((s) => s.typed)).toContain('选科');
  });

  it.each([
    ['sc', '会计专业前景怎么样', '/programmes/ug-accounting#programme-more'],
    ['en', 'accounting career prospects', '/programmes/ug-accounting#programme-more'],
    ['sc', '计算机专业学什么', '/programmes/ug-computer-science#programme-curriculum'],
  ] as const)(
    '%s “%s” finds the programme’s section by the words visitors use for it: %s',
    async (locale, query, section) => {
      expect((await pathsFound(locale, query))[0]).toBe(section);
    },
  );
});

describe('typing slips', () => {
  it('two letters swapped are one edit', () => {
    expect(distance('hostle', 'hostel', 1)).toBe(1);
    expect(distance('recieve', 'receive', 1)).toBe(1);
    expect(distance('hostle', 'hotels', 1)).toBe(2);
  });

  it('en “hostle” finds the halls, as hostel does', async () => {
    expect(['/student-housing', '/campus-facilities']).toContain((await pathsFound('en', 'hostle'))[0]);
  });
});

describe('asking how much', () => {
  it.each([
    ['sc', '香港读本科要多少钱'],
    ['tc', '讀本科要幾多錢'],
  ] as const)('%s “%s” is a question about fees: the fees page first', async (locale, query) => {
    expect((await pathsFound(locale, query))[0]).toBe('/admissions/fees');
  });
});

describe('words that name the kind of page', () => {
  it.each([
    ['en', 'nursing course', '/programmes/ug-nursing'],
    ['en', 'exchange programme', '/page/global-exchange'],
    ['sc', '护理专业', '/programmes/ug-nursing'],
  ] as const)('%s “%s” is its topic: %s first', async (locale, query, page) => {
    expect((await pathsFound(locale, query))[0]).toBe(page);
  });

  it('alone, the kind is what is looked for: courses finds the programme finder', async () => {
    expect((await pathsFound('en', 'courses'))[0]).toBe('/programmes');
  });
});

describe('inflections of question and function words', () => {
  it.each([
    ['IELTS score needed', 'IELTS score'],
    ['what the student needs to apply', 'student apply'],
  ])('“%s” asks as “%s” does: needed and needs are need', (query, plain) => {
    expect(parseQuery(query).slots.map((s) => s.typed)).toEqual(parseQuery(plain).slots.map((s) => s.typed));
  });
});

describe('words that name the College itself', () => {
  it.each([
    ['how many students does the college have', 'how many students have'],
    ['學校地址', '地址'],
    ['月灣書院學費', '學費'],
  ])('beside a topic “%s” is its topic: %s', (query, topic) => {
    expect(parseQuery(query).slots.map((s) => s.typed)).toEqual(parseQuery(topic).slots.map((s) => s.typed));
  });

  it('alone, the College is what is looked for', () => {
    expect(parseQuery('the college').slots).toHaveLength(1);
  });

  it.each([
    ['sc', '月湾书院怎么样'],
    ['tc', '月灣書院'],
    ['en', 'crescent harbour college'],
  ] as const)('%s “%s”: the College alone finds its introduction first, not every page naming it', async (l, query) => {
    expect(parseQuery(query).slots.map((s) => s.typed)).toEqual(parseQuery('簡介').slots.map((s) => s.typed));
    expect((await pathsFound(l, query))[0]).toBe('/about');
  });

  it.each([
    ['sc', '学校地址在哪里', '/page/contact-us'],
    ['tc', '捐錢俾書院', '/give'],
  ] as const)('%s “%s” finds %s first', async (locale, query, page) => {
    expect((await pathsFound(locale, query))[0]).toBe(page);
  });
});

describe('a year’s price and the term', () => {
  it.each([
    // The calendar says "First term begins"; 一年 is 每年 (a year's tuition), per year.
    ['en', 'when does the semester start', '/article/academic-calendar'],
    ['tc', '學士學費一年幾錢', '/admissions/fees'],
  ] as const)('%s “%s” finds %s first', async (locale, query, page) => {
    expect((await pathsFound(locale, query))[0]).toBe(page);
  });
});

describe('a Chinese word of three characters', () => {
  it('is its pairs next to each other in the strict pass: 内地生 is not the 地生 of 本地生', async () => {
    const found = await pathsFound('sc', '内地生');
    expect(found).toContain('/news/1011');
    expect(found).not.toContain('/admissions/subsidy');
    expect(parseQuery('内地生').slots[0]?.alts[0]).toMatchObject({ terms: ['内地', '地生'], phrase: true });
    expect(parseQuery('内地生', true).slots[0]?.alts[0]?.phrase).toBe(false);
  });

  it('sc “内地生奖学金” finds the mainland route page, not the page that names local students and a mainland scholarship', async () => {
    expect((await pathsFound('sc', '内地生奖学金'))[0]).toBe('/admissions/mainland');
  });
});

describe('a vocabulary member of several words', () => {
  it('is a phrase, as its other forms are: A-Level is not “a” and “level”', async () => {
    expect(parseQuery('A-Level').slots[0]?.alts[0]).toMatchObject({ terms: ['a', 'level'], phrase: true });
    expect((await pathsFound('en', 'A-Level entry requirement'))[0]).toBe('/admissions/international');
  });
});

describe('a length of study', () => {
  // The demo's master's programmes take 12 months but for the part-time MBA (16); its bachelor's
  // programmes four years but for nursing (five); each page states it (修業期 1 年, Duration 4 years).
  it.each([
    ['sc', '港硕一年制有哪些专业', '/programmes/pg-'],
    ['tc', '1年制碩士課程', '/programmes/pg-'],
    ['en', 'one-year master', '/programmes/pg-'],
    ['en', '4-year degree', '/programmes/ug-'],
  ] as const)('%s “%s” finds the programmes of that length, not the fees a year', async (locale, query, prefix) => {
    const found = await pathsFound(locale, query);
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((p) => p.startsWith(prefix))).toBe(true);
    expect(found).not.toContain('/programmes/pg-mba');
    expect(found).not.toContain('/programmes/ug-nursing');
  });

  it('as a page words it too: tc “五年制” finds the nursing programme', async () => {
    expect(await pathsFound('tc', '五年制')).toEqual(['/programmes/ug-nursing']);
  });

  it('一年 without 制 is still a year: sc “学费一年多少” finds the fees', async () => {
    expect((await pathsFound('sc', '学费一年多少'))[0]).toBe('/admissions/fees');
    expect(parseQuery('学费一年多少').slots.map((s) => s.typed)).toEqual(['学费', '一年']);
  });
});

describe('the city the College is in', () => {
  it.each([
    ['sc', '在香港生活费大概多少'],
    ['sc', '来香港后要办身份证吗'],
  ] as const)('%s “%s”: Hong Kong weighs nothing beside a topic, as the College’s name does', async (locale, query) => {
    // Nearly every page names Hong Kong: the international route page came first for the first,
    // the HKDSE route page for the second.
    expect((await pathsFound(locale, query))[0]).toBe('/non-local-students');
  });
});

describe('a post asked about as a vacancy', () => {
  it('會計講師 deadline: the title is a word of the query too, and the jobs page leads', async () => {
    expect(parseQuery('會計講師 deadline').slots.map((s) => s.typed)).toContain('讲师');
    expect((await pathsFound('tc', '會計講師 deadline'))[0]).toBe('/page/jobs');
  });

  it('會計講師 alone: the title is the post of the people to rank first, not a word every page must hold', () => {
    const q = parseQuery('會計講師');
    expect(q.slots.map((s) => s.typed)).toEqual(['会计']);
    expect(q.posts).toEqual(['讲师']);
  });
});

describe('people found by words other than their name', () => {
  it('come after the pages that match: 護士 (nurse) finds the nursing programme, not the alumni who are nurses', async () => {
    const found = await pathsFound('tc', '護士');
    // The programme's careers section (registered nurse) is the place it takes.
    expect(found[0]?.split('#')[0]).toBe('/programmes/ug-nursing');
    expect(found.some((p) => p.startsWith('/alumni/detail'))).toBe(true);
  });

  it('so they do when no document holds every word: 讀護士要讀幾多年 finds the programme, not the nurses', async () => {
    const outcome = await searchFor('tc', '讀護士要讀幾多年');
    expect(outcome.partial).toBeDefined();
    expect((await pathsFound('tc', '讀護士要讀幾多年'))[0]?.split('#')[0]).toBe('/programmes/ug-nursing');
  });

  it('a person found by their name still leads', async () => {
    expect((await pathsFound('tc', '陳志明'))[0]).toBe('/teacher/detail?id=3021');
  });
});

describe('where the College is', () => {
  it.each([
    ['en', 'where is the college'],
    ['sc', '学校在哪'],
    ['tc', '書院喺邊'],
  ] as const)('%s “%s” asks for its address and directions: the contact page first', async (locale, query) => {
    expect(parseQuery(query).slots.map((s) => s.typed)).toEqual(parseQuery('地址').slots.map((s) => s.typed));
    expect((await pathsFound(locale, query))[0]).toBe('/page/contact-us');
  });

  it.each(['圖書館在哪', '圖書館點去'])('a question where something else is (“%s”) keeps its topic', (query) => {
    expect(parseQuery(query).slots.map((s) => s.typed)).toEqual(parseQuery('圖書館').slots.map((s) => s.typed));
  });

  it('a way-word the question words keep (點去, how to go) with the College’s name asks the way there', async () => {
    expect(parseQuery('點去月灣書院').slots.map((s) => s.typed)).toEqual(parseQuery('地址').slots.map((s) => s.typed));
    expect((await pathsFound('tc', '點去月灣書院'))[0]).toBe('/page/contact-us');
  });

  it('a place the visitor goes to the College from (由屯門去書院點去) asks the way there', async () => {
    expect(parseQuery('由屯門去書院點去').slots.map((s) => s.typed)).toEqual(
      parseQuery('地址').slots.map((s) => s.typed),
    );
    expect((await pathsFound('tc', '由屯門去書院點去'))[0]).toBe('/page/contact-us');
    // Not the College: the city it is in, or a place on its campus.
    expect(parseQuery('深圳去香港點去').slots.map((s) => s.typed)).not.toEqual(
      parseQuery('地址').slots.map((s) => s.typed),
    );
    expect((await pathsFound('tc', '月灣書院圖書館點去'))[0]).toBe('/campus-facilities');
  });

  it.each([
    ['sc', '地铁站'],
    ['en', 'nearest train station'],
  ] as const)('%s “%s”: the mainland and English names of the railway find the directions', async (locale, query) => {
    expect((await pathsFound(locale, query))[0]).toBe('/page/contact-us');
  });
});

describe('degree abbreviations', () => {
  it.each([['en', 'MSc finance fees', '/programmes/pg-finance']] as const)(
    '%s “%s” finds %s first',
    async (locale, query, page) => {
      expect((await pathsFound(locale, query))[0]).toBe(page);
    },
  );
});

describe('pages the site links from outside the menu', () => {
  it.each([
    ['tc', '八號風球 停課'],
    ['sc', '台风 停课'],
    ['en', 'typhoon signal 8 classes'],
  ] as const)('%s “%s” finds the severe-weather arrangements every signal links', async (locale, keyword) => {
    expect((await pathsFound(locale, keyword))[0]).toBe('/severe-weather');
  });
});

describe('the kind of page, when the topic beside it finds nothing', () => {
  it('sc “专业目录”: 目录 is nowhere, so the programmes are what is looked for, and the page says 目录 was not found', async () => {
    expect(parseQuery('专业目录').kinds.map((s) => s.typed)).toEqual(['专业']);
    expect((await pathsFound('sc', '专业目录'))[0]).toBe('/programmes');
    const res = await searchFor('sc', '专业目录');
    expect(res.partial?.unmatched).toEqual(['目录']);
  });

  it('a topic that is found keeps the kind word weighing nothing (护理课程: the nursing programme)', async () => {
    expect((await pathsFound('sc', '护理课程'))[0]?.split('#')[0]).toBe('/programmes/ug-nursing');
  });
});

describe('a year beside a topic', () => {
  it('dates the topic instead of being a word every document must hold; alone, it is looked for', () => {
    const q = parseQuery('alumni dinner 2027');
    expect(q.slots.map((s) => s.typed)).toEqual(['alumni', 'dinner']);
    expect(q.years).toEqual(['2027']);
    expect(parseQuery('2026').slots.map((s) => s.typed)).toEqual(['2026']);
    // The later passes (typos mended, partial matches) ask again with the year.
    expect(rewritten(q, () => undefined)).toBe('alumni dinner 2027');
  });

  it.each([
    ['tc', '畢業典禮2026', '/events/501'],
    ['en', 'graduation ceremony 2025', '/news/1029'],
    ['en', 'alumni dinner 2027', '/events/602'],
  ] as const)('%s “%s”: what is dated in that year comes first (%s)', async (locale, query, first) => {
    expect((await pathsFound(locale, query))[0]).toBe(first);
  });
});

describe('a section of a page the query names', () => {
  it('ranks like the page: sc “数据科学选科要求” finds the data science programme’s requirements first', async () => {
    expect((await pathsFound('sc', '数据科学选科要求'))[0]).toBe('/programmes/ug-data-science#programme-requirements');
  });

  it('a query naming the subject alone still finds the route pages first (入學要求)', async () => {
    expect((await pathsFound('tc', '入學要求'))[0]?.startsWith('/admissions')).toBe(true);
  });
});

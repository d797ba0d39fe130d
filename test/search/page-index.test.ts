// Each page's search document as its route describes it (src/search/page-index.ts): the route
// modules' `index`, fed the demo CMS's answers as the index build reads them, and what they add
// to the index found by a visitor's words in each language (docs/architecture/search.md "Site search").
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { pageIndexers } from '@/render/route';
import { createScope } from '@/request/scope';
import type { IndexSource, PageIndex } from '@/search/page-index';
import { getAdmissionsFacts, getProgramme, getScholarships, getSiteInfos } from '@/upstream/api';
import { runsOf } from '@/search/tokenize';
import { routeLevels } from '@/cms/admissions';
import { scholarshipsFor } from '@/cms/scholarships';
import type { AdmissionsFacts, SiteInfos } from '@/upstream/schemas';
import { routes } from '../../routes';
import { admissionsIndex } from '../../routes/academic/admissions';
import { feesIndex } from '../../routes/academic/fees';
import { programmeIndex } from '../../routes/academic/programme';
import { contactIndex } from '../../routes/contact/contact-us';
import { ENQUIRY_TYPES } from '@/contact/fields';
import { aboutIndex } from '../../routes/content/pages';
import { statementIndex } from '../../routes/content/statement';
import { buildAll, pathsFound } from './helpers';

/** A programme of the demo with a page, a JUPAS code, an E-APP code and a QR number. */
const CS = 'ug-computer-science';

/** The demo's day (its facts' intakes are still ahead on it). */
const DAY = '2026-09-01';

async function sourceOf(locale: Locale): Promise<IndexSource & { site: SiteInfos; facts: AdmissionsFacts }> {
  const scope = createScope({ env: env as Env, locale });
  const [site, facts] = await Promise.all([getSiteInfos(scope), getAdmissionsFacts(scope)]);
  return { locale, t: translator(locale), day: DAY, site, facts };
}

const textOf = (index: PageIndex) => (index.text ?? []).filter(Boolean).join(' ');
const headsOf = (index: PageIndex) => (index.heads ?? []).filter(Boolean);
const factsOf = (index: PageIndex) => (index.facts ?? []).filter(Boolean).join(' ');

describe('a route describes its page’s search document', () => {
  it('the routes that show more than a CMS page each give an index', () => {
    const names = [...pageIndexers(routes).keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'page-contact-us',
        'page-statement',
        'programmes',
        'about',
        'admissions',
        'admissions-hkdse',
        'admissions-fees',
        'programme',
      ]),
    );
  });

  it.each(['tc', 'sc', 'en'] as const)(
    'contact (%s): the phone, fax, e-mail, chat channels and address, and the enquiry form’s types',
    async (locale) => {
      const source = await sourceOf(locale);
      const { info } = source.site;
      const index = contactIndex(source);
      const text = textOf(index);
      for (const fact of [info.phone, info.fax, info.email, info.whatsapp, info.wechatId]) expect(text).toContain(fact);
      expect(text).toContain(source.t('contactInfo.wechat'));
      for (const type of ENQUIRY_TYPES) expect(text).toContain(source.t(`contact.types.${type}`));
      expect(headsOf(index)).toContain(source.t('contactInfo.title'));
    },
  );

  it('statement: the enquiry sentence with the CMS’s phone, as the page shows it; without one, the page’s other sentence', async () => {
    const source = await sourceOf('en');
    const phone = source.site.info.phone.trim();
    expect(phone).not.toBe('');
    expect(textOf(statementIndex(source))).toContain(source.t('statement.enquiry', { phone }));
    const none = { ...source, site: { ...source.site, info: { ...source.site.info, phone: ' ' } } };
    expect(textOf(statementIndex(none))).toContain(source.t('statement.enquiryNoPhone'));
    expect(textOf(statementIndex(none))).not.toContain(source.t('statement.enquiry', { phone }));
  });

  it('the finder: its introduction, as the page shows it', async () => {
    const source = await sourceOf('sc');
    const finder = pageIndexers(routes).get('programmes');
    expect(textOf(finder?.(source) ?? {})).toContain(source.t('finder.intro'));
  });

  it.each(['tc', 'sc', 'en'] as const)('about (%s): the registration section, a result of its own', async (locale) => {
    const source = await sourceOf(locale);
    const [section, ...rest] = aboutIndex(source).sections ?? [];
    expect(rest).toEqual([]);
    expect(section?.anchor).toBe('about-standing');
    expect(section?.title).toBe(source.t('about.standing'));
    expect(section?.text.length).toBeGreaterThan(20);
    const none = {
      ...source,
      site: {
        ...source.site,
        info: { ...source.site.info, registrationTc: '', registrationCn: '', registrationEn: '' },
      },
    };
    expect(aboutIndex(none).sections).toEqual([]);
  });

  it('admissions: the key dates ahead, and a route page’s tuition; none without the facts', async () => {
    const source = await sourceOf('en');
    const overview = admissionsIndex(undefined, source);
    expect(headsOf(overview)).toContain(source.t('admissions.keyDates'));
    expect(textOf(overview)).toContain('Online interviews');
    expect(headsOf(overview)).toContain(source.t('admissions.programmes'));
    const hkdse = admissionsIndex('hkdse', source);
    expect(headsOf(hkdse)).toContain(source.t('admissions.fees.title'));
    expect(textOf(hkdse)).toMatch(/HK\$[\d,]+/);
    const without = admissionsIndex('hkdse', { ...source, facts: undefined });
    expect(textOf(without)).toBe('');
    expect(headsOf(without)).not.toContain(source.t('admissions.keyDates'));
  });

  it.each(['tc', 'sc', 'en'] as const)('fees (%s): every table’s heading and rows', async (locale) => {
    const source = await sourceOf(locale);
    const index = feesIndex(source);
    for (const key of [
      'admissions.fees.title',
      'admissions.fees.application',
      'admissions.fees.deposits',
      'admissions.fees.refunds',
    ])
      expect(headsOf(index)).toContain(source.t(key));
    const deposit = source.facts.deposits[0];
    expect(deposit?.due).toBeTruthy();
    expect(textOf(index)).toContain(deposit?.due);
    expect(textOf(index)).toContain(source.facts.refunds[0]?.case);
  });

  it.each(['tc', 'sc', 'en'] as const)(
    'fees and a route page (%s): the scholarships still open, each named',
    async (locale) => {
      const source = await sourceOf(locale);
      const scholarships = await getScholarships(createScope({ env: env as Env, locale }));
      const open = scholarships.filter((s) => !s.deadline || s.deadline >= DAY);
      expect(open.length).toBeGreaterThan(0);
      const fees = feesIndex({ ...source, scholarships });
      expect(headsOf(fees)).toContain(source.t('scholarships.title'));
      for (const s of open) expect(headsOf(fees)).toContain(s.name);
      // A route page names only those its applicants may apply for; none without the list.
      const mainland = admissionsIndex('mainland', { ...source, scholarships });
      const theirs = scholarshipsFor(open, DAY, { route: 'mainland' }, routeLevels(source.facts, 'mainland'));
      const others = open.filter((s) => !theirs.includes(s));
      expect(theirs.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      for (const s of theirs) expect(headsOf(mainland)).toContain(s.name);
      for (const s of others) expect(headsOf(mainland)).not.toContain(s.name);
      expect(headsOf(admissionsIndex('mainland', source))).not.toContain(source.t('scholarships.title'));
    },
  );
  it.each(['tc', 'sc', 'en'] as const)(
    'programme (%s): its summary in its text, its labelled facts apart, the codes as headings',
    async (locale) => {
      const source = await sourceOf(locale);
      const programme = await getProgramme(createScope({ env: env as Env, locale }), CS);
      const index = programmeIndex({ ...source, programme });
      const text = textOf(index);
      const facts = factsOf(index);
      expect(programme.jupasCode && programme.eappCode && programme.qrNumber).toBeTruthy();
      expect(text).toContain(programme.summary);
      expect(text).toContain(source.t(`programme.medium.${programme.medium[0]}`));
      // Every programme shows these under the same labels: they weigh least (src/search/store.ts).
      for (const [label, value] of [
        ['programme.facts.qr', programme.qrNumber],
        ['programme.facts.jupas', programme.jupasCode],
        ['programme.facts.eapp', programme.eappCode],
      ] as const) {
        expect(facts).toContain(`${source.t(label)} ${value}`);
        expect(text).not.toContain(source.t(label));
      }
      expect(facts).toContain(source.t('programme.qfValue', { n: programme.qfLevel ?? 0 }));
      expect(headsOf(index)).toEqual([programme.jupasCode, programme.eappCode]);
      expect(programmeIndex(source)).toEqual({});
    },
  );
});

describe('codes are words of their own', () => {
  it.each([
    ['CHC-HD-7018', ['chchd7018']],
    ['24/102466/L5', ['24102466l5']],
    ['CHC-HD', ['chc', 'hd']],
    ['2026-09-01 2026/27', ['2026', '09', '01', '2026', '27']],
    ['Wong Tai-sin', ['wong', 'tai', 'sin']],
    ['JS9118', ['js9118']],
  ])('%s → %j', (text, runs) => {
    expect(runsOf(text)).toEqual(runs);
  });
});

describe('what a page shows is found', () => {
  beforeAll(() => buildAll(), 60_000);

  // Written for this test from the pages as a visitor sees them (their facts tables and contact
  // facts), in each language.
  it.each([
    ['en', 'wechat', '/page/contact-us'],
    ['tc', '微信', '/page/contact-us'],
    ['sc', '微信', '/page/contact-us'],
    ['en', 'whatsapp number', '/page/contact-us'],
    ['tc', 'WhatsApp 號碼', '/page/contact-us'],
    ['sc', 'WhatsApp 号码', '/page/contact-us'],
    ['en', 'online interviews', '/admissions'],
    ['tc', '網上面試', '/admissions'],
    ['sc', '网上面试', '/admissions'],
    ['en', 'deposit within 14 days', '/admissions/fees'],
    // The fees page and the housing page both state a hall's fee per semester: either answers.
    ['en', 'housing cost per semester', '/admissions/fees|/student-housing'],
    ['tc', '宿費', '/admissions/fees|/student-housing'],
    ['sc', '宿费', '/admissions/fees|/student-housing'],
    ['en', 'global horizons scholarship', '/admissions/fees'],
    ['tc', '環球視野獎學金', '/admissions/fees'],
    ['sc', '环球视野奖学金', '/admissions/fees'],
  ] as const)('%s “%s” finds %s in the first three', async (locale, query, paths) => {
    const first = (await pathsFound(locale, query)).slice(0, 3);
    expect(
      paths.split('|').some((p) => first.includes(p)),
      first.join(' '),
    ).toBe(true);
  });
});

describe('a programme is found by its codes', () => {
  beforeAll(() => buildAll(), 60_000);

  it.each([
    ['tc', 'JS9118'],
    ['sc', 'js9118'],
    ['en', 'JS9118'],
    ['tc', 'CHC-UG-7018'],
    ['sc', 'chc-ug-7018'],
    ['en', 'CHC-UG-7018'],
    ['tc', '24/102466/L5'],
    ['en', 'QR 24/102466/L5'],
  ] as const)('%s “%s” finds the programme first', async (locale, query) => {
    expect((await pathsFound(locale, query))[0]).toBe(`/programmes/${CS}`);
  });

  it('a code’s parts are not words: HD finds the level, not a programme whose E-APP code holds it', async () => {
    expect((await pathsFound('en', 'HD'))[0]).toBe('/HigherDiploma');
  });
});

import { Section } from '@/components/Section';
import { cmsPageOf } from '@/route-table';
import { AdmissionsNav } from '@/components/academic/AdmissionsNav';
import { OtherCharges, TuitionTables } from '@/components/academic/Fees';
import { tuitionFor } from '@/cms/admissions';
import { allTuitionText, otherChargesText, scholarshipsText } from '@/cms/admissions-text';
import type { IndexSource, PageIndex } from '@/search/page-index';
import { pageBlock } from '@/cms/load';
import { finderAvailable } from '@/cms/finder';
import type { SafePage } from '@/cms/types';
import { Block } from '@/components/Block';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { PageTitle } from '@/components/PageTitle';
import { type Result, settle } from '@/cms/result';
import { Scholarships } from '@/components/academic/Scholarships';
import { pageDay } from '@/lib/today';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getAdmissionsFacts, getScholarships } from '@/upstream/api';
import type { AdmissionsFacts, Scholarship } from '@/upstream/schemas';

interface FeesData {
  facts: AdmissionsFacts;
  day: string;
  /** The CMS page `admissions-fees`: an introduction and how to pay. */
  intro: Promise<Result<SafePage>>;
  /** Whether the site has a programme finder (the admissions menu links it). */
  finder: Promise<Result<true>>;
  /** Scholarships (optional, docs/UPSTREAM.md §24): every one still open. */
  scholarships: Promise<Result<Scholarship[]>>;
}

/**
 * /admissions/fees: tuition of every level and entry route for the intakes still open, the
 * application fees, deposits and refunds, all from the admissions facts (docs/UPSTREAM.md §20),
 * which decide the status; the CMS page `admissions-fees` introduces them.
 */
export const admissionsFees = defineRoute('admissions-fees', {
  parent: { route: 'admissions', label: 'admissions.overview' },
  load: async (c): Promise<FeesData> => {
    const intro = pageBlock(c.get('scope'), cmsPageOf('admissions-fees'), c.get('scope').locale);
    const facts = await required(getAdmissionsFacts(c.get('scope')));
    return {
      facts,
      day: pageDay(c.get('scope')),
      intro,
      finder: finderAvailable(c.get('scope')),
      scholarships: settle(getScholarships(c.get('scope'))),
    };
  },
  head: (_data, c) => ({ title: c.get('scope').t('admissions.fees.pageTitle') }),
  Page: FeesPage,
  index: feesIndex,
});

/** What the page shows beside its CMS introduction: every tuition table, the application fees, deposits and refunds. */
export function feesIndex({ facts, scholarships, day, locale, t }: IndexSource): PageIndex {
  if (!facts) return { heads: [t('admissions.fees.pageTitle')] };
  const tuition = allTuitionText(facts, day, locale, t);
  const other = otherChargesText(facts, locale, t);
  const awards = scholarships
    ? scholarshipsText(scholarships, day, {}, undefined, facts.currency, locale, t)
    : { heads: [], text: [] };
  return {
    heads: [t('admissions.fees.pageTitle'), ...tuition.heads, ...other.heads, ...awards.heads],
    text: [...tuition.text, ...other.text, ...awards.text],
  };
}

function FeesPage({ data: { facts, day, intro, finder, scholarships } }: { data: FeesData }) {
  const { t } = useSite();
  const tuition = tuitionFor(facts, day);
  return (
    <div className="admissions">
      <PageTitle title={t('admissions.fees.pageTitle')} kicker={t('admissions.kicker')} />
      <AdmissionsNav current="fees" finder={finder} />
      <Block data={intro} optional>
        {(page) => <CmsBody page={page} />}
      </Block>
      {tuition.length ? (
        <Section id="fees-tuition" title={t('admissions.fees.tuition')}>
          <TuitionTables facts={facts} rows={tuition} routes />
        </Section>
      ) : null}
      <OtherCharges facts={facts} />
      <Scholarships list={scholarships} day={day} currency={facts.currency} />
      <Block data={intro} optional>
        {(page) => <CmsAccordion sections={page.sections} idPrefix="fees" />}
      </Block>
    </div>
  );
}

import { Suspense, use } from 'react';
import * as v from 'valibot';
import { applicationPeriods, intakeById, lastDay, programmeTuition, upcoming } from '@/cms/admissions';
import { deptBlock } from '@/cms/load';
import { LevelNav } from '@/components/academic/Programmes';
import { type ApplyData, ApplyCallout } from '@/components/academic/ApplyCallout';
import {
  Curriculum,
  durationText,
  HowToApply,
  ProgrammeFacts,
  ProgrammeFees,
  ProgrammeMore,
  ProgrammeTeachers,
  Requirements,
} from '@/components/academic/ProgrammeDetail';
import { Block } from '@/components/Block';
import { PageTitle } from '@/components/PageTitle';
import { absoluteUrl, siteOrigin } from '@/lib/origin';
import { type Result, settle, within } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { isCrawler } from '@/render/crawler';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import type { Head } from '@/seo/head';
import { href } from '@/lib/href';
import { listOf } from '@/i18n/lists';
import { programmeLd } from '@/seo/jsonld';
import type { AppContext } from '@/types';
import { getProgramme, getScholarships } from '@/upstream/api';
import { Scholarships } from '@/components/academic/Scholarships';
import { slug } from '@/upstream/schemas-base';
import type { AdmissionsFacts, Dept, ProgrammeDetail, Scholarship } from '@/upstream/schemas';
import { finderAvailable } from '@/cms/finder';
import { CompareChoice } from '@/components/academic/Finder';
import { loadApply } from './apply';
import { upcomingBlock } from '@/cms/events';
import { EventsTeaser } from '@/components/events/EventParts';
import type { EventSummary } from '@/upstream/schemas';
import type { IndexSource, PageIndex } from '@/search/page-index';

interface ProgrammeData {
  programme: ProgrammeDetail;
  /** Whether the site has a programme finder: then the page offers to compare this programme. */
  finder: Promise<Result<true>>;
  /** Scholarships (optional, docs/UPSTREAM.md §24) its level's students may apply for. */
  scholarships: Promise<Result<Scholarship[]>>;
  depts: Promise<Result<Dept[]>>;
  apply: ApplyData;
  /** The events the CMS tags with the programme (an extra: none without the CMS call). */
  events: Promise<Result<EventSummary[]>>;
}

/**
 * /programmes/:code: one programme from the CMS's detail (docs/UPSTREAM.md §21), which decides
 * the status (a code the CMS does not know: 404); its dates and standard fees from the
 * admissions facts. The lists link here only for programmes the CMS has the detail of.
 */
export const programmePage = defineRoute('programme', {
  input: (c) => {
    const code = v.safeParse(slug, c.req.param('code'));
    // `list` names the summary call (docs/UPSTREAM.md §23), never a programme.
    return code.success && code.output !== 'list' ? code.output : undefined;
  },
  parent: { route: 'admissions', label: 'admissions.overview' },
  load: async (c, code): Promise<ProgrammeData> => {
    const apply = loadApply(c);
    const depts = deptBlock(c.get('scope'));
    const finder = finderAvailable(c.get('scope'));
    const scholarships = settle(getScholarships(c.get('scope')));
    const events = upcomingBlock(c.get('scope'), apply.day, { programme: code });
    const programme = await required(getProgramme(c.get('scope'), code));
    return { programme, depts, apply, finder, scholarships, events };
  },
  head: programmeHead,
  Page: ProgrammePage,
  index: programmeIndex,
});

/**
 * What the page shows of the programme's detail (ProgrammeDetail's sections): its summary and
 * facts (QF level, QR number, JUPAS and E-APP codes, length, medium, study modes) on the page's own
 * document; its curriculum, entry requirements by route and careers as sections found on their
 * own (`#programme-curriculum`, `#programme-requirements`, `#programme-more`), which a visitor
 * asks about apart ("careers after nursing", 计算机专业学什么课). In the page's own document they
 * would lengthen it (BM25 divides by the whole length) and put every programme page beside the
 * route pages for IELTS or 入學要求. The codes are words of their own: JS1234 or the E-APP code
 * typed alone finds the programme.
 */
export function programmeIndex({ programme: p, t, locale }: IndexSource): PageIndex {
  if (!p) return {};
  const fact = (label: string, value: string | number | undefined) =>
    value === undefined || value === '' ? undefined : `${label} ${value}`;
  const section = (anchor: string, title: string, parts: readonly string[]) =>
    parts.length ? [{ anchor, title, text: parts.join(' · ') }] : [];
  return {
    sections: [
      ...section(
        'programme-curriculum',
        t('programme.curriculum'),
        p.curriculum.flatMap((stage) => [stage.title, ...stage.items]),
      ),
      ...section(
        'programme-requirements',
        t('programme.requirements'),
        p.requirements.map(
          (r) => `${r.route ? t(`admissions.routes.${r.route}`) : t('programme.allApplicants')} ${r.body}`,
        ),
      ),
      ...section('programme-more', t('programme.more'), p.careers ? [p.careers] : []),
    ],
    heads: [p.jupasCode, p.eappCode],
    facts: [
      p.qfLevel ? t('programme.qfValue', { n: p.qfLevel }) : undefined,
      fact(t('programme.facts.qr'), p.qrNumber),
      fact(t('programme.facts.jupas'), p.jupasCode),
      fact(t('programme.facts.eapp'), p.eappCode),
      fact(t('programme.facts.duration'), durationText(t, locale, p.durationMonths)),
    ],
    text: [
      p.summary,
      listOf(
        p.medium.map((m) => t(`programme.medium.${m}`)),
        locale,
      ),
      p.modes.map((m) => t(`programme.mode.${m}`)).join(t('programme.facts.or')),
    ],
  };
}

/** Title and summary; an EducationalOccupationalProgram block with its length, intake and fees. */
async function programmeHead({ programme, apply }: ProgrammeData, c: AppContext): Promise<Head> {
  const t = c.get('scope').t;
  const locale = c.get('scope').locale;
  // Nice to have in the head, never worth holding the first bytes for (crawlers wait: whole documents).
  const facts = await within(apply.facts, isCrawler(c) ? Number.POSITIVE_INFINITY : 50);
  const known = facts.ok ? facts.data : undefined;
  const intake = known ? intakeById(known, programme.intake) : undefined;
  const deadline = known
    ? applicationPeriods(known, apply.day, { level: programme.level }).find((p) => p.intake.id === programme.intake)
    : undefined;
  const fees = programme.fees.length ? programme.fees : known ? programmeTuition(known, apply.day, programme) : [];
  return {
    title: programme.name,
    ...(programme.summary ? { description: programme.summary } : {}),
    jsonLd: [
      programmeLd(siteOrigin(c.get('scope')), locale, {
        url: absoluteUrl(c.get('scope'), href('programme', { code: programme.code }, locale)),
        name: programme.name,
        description: programme.summary,
        timeToComplete: `P${programme.durationMonths}M`,
        modes: programme.modes,
        ...(intake?.starts ? { startDate: intake.starts } : {}),
        ...(deadline ? { applicationDeadline: lastDay(deadline.period) } : {}),
        ...(programme.places ? { places: programme.places } : {}),
        offers: fees.map((f) => ({
          name: t(`admissions.fees.kind.${f.students}`),
          price: f.amount,
          currency: known?.currency ?? 'HKD',
        })),
        prerequisites: programme.requirements.map((r) =>
          r.route ? `${t(`admissions.routes.${r.route}`)}: ${r.body}` : r.body,
        ),
        identifiers: [
          ['Qualifications Register', programme.qrNumber],
          ['JUPAS', programme.jupasCode],
          ['E-APP', programme.eappCode],
        ].flatMap(([propertyID, value]) => (propertyID && value ? [{ propertyID, value }] : [])),
        credential: { name: programme.name, ...(programme.qfLevel ? { qfLevel: programme.qfLevel } : {}) },
        media: programme.medium,
      }),
    ],
  };
}

/** The programme's facts, with the department and intake when they can be had (each an extra). */
function FactsList({
  programme,
  depts,
  facts,
}: {
  programme: ProgrammeDetail;
  depts: Promise<Result<Dept[]>>;
  facts: Promise<Result<AdmissionsFacts>>;
}) {
  const d = use(depts);
  const f = use(facts);
  return <ProgrammeFacts programme={programme} depts={d.ok ? d.data : undefined} facts={f.ok ? f.data : undefined} />;
}

function ProgrammePage({ data: { programme, depts, apply, finder, scholarships, events } }: { data: ProgrammeData }) {
  const { t, locale } = useSite();
  return (
    <div className="programme">
      <PageTitle title={programme.name} kicker={t(`programme.title.${programme.level}`)}>
        {programme.summary ? <p>{programme.summary}</p> : null}
      </PageTitle>
      <LevelNav current={programme.level} />
      <Suspense fallback={null}>
        <FactsList programme={programme} depts={depts} facts={apply.facts} />
      </Suspense>
      <CompareChoice code={programme.code} finder={finder} />
      <ApplyCallout apply={apply} audience={{ level: programme.level }} />
      <Curriculum programme={programme} />
      <Requirements programme={programme} />
      <Block data={apply.facts}>
        {(facts) => (
          <>
            <ProgrammeFees programme={programme} facts={facts} day={apply.day} />
            <Scholarships
              list={scholarships}
              day={apply.day}
              audience={{ level: programme.level }}
              currency={facts.currency}
            />
            <HowToApply programme={programme} facts={facts} day={apply.day} />
            {upcoming(facts, apply.day, { level: programme.level }).length ? (
              <p className="key-dates__calendar">
                <a href={href('admissions-calendar', { level: programme.level }, locale)} download>
                  {t('admissions.calendarLevel', { level: t(`programme.level.${programme.level}`) })}
                </a>
              </p>
            ) : null}
          </>
        )}
      </Block>
      <ProgrammeTeachers programme={programme} />
      <Block optional data={events}>
        {(rows) => (
          <EventsTeaser
            id="programme-events"
            title={t('events.programmeHeading')}
            events={rows}
            day={apply.day}
            more={href('events', {}, locale)}
          />
        )}
      </Block>
      <ProgrammeMore programme={programme} />
    </div>
  );
}

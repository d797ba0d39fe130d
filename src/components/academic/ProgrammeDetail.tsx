import { Section } from '@/components/Section';
import { intakeById, programmeTuition } from '@/cms/admissions';
import { deptName, UNIT_CODES, type UnitCode, unitHref } from '@/cms/depts';
import { cmsHref } from '@/cms/links';
import { KeyDates } from '@/components/academic/Admissions';
import { Amount, AllFeesLink, TuitionTables } from '@/components/academic/Fees';
import { Fact } from '@/components/Fact';
import { SafeLink } from '@/components/SafeLink';
import { listOf, pluralOf } from '@/i18n/lists';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { dateRange, monthOf } from '@/i18n/dates';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import type { AdmissionsFacts, Dept, Medium, ProgrammeDetail } from '@/upstream/schemas';

/** '4 years', '18 months', '4 年': a programme's length as its page states it (and its search document). */
export function durationText(t: Translate, locale: Locale, months: number): string {
  const [n, unit] = months % 12 === 0 ? [months / 12, 'years'] : [months, 'months'];
  return t(`programme.duration.${unit}.${pluralOf(n, locale) === 'one' ? 'one' : 'other'}`, { n });
}

export function useDuration(): (months: number) => string {
  const { t, locale } = useSite();
  return (months) => durationText(t, locale, months);
}

/** 'English and Chinese (Cantonese)', '英語及中文（粵語）': the media of instruction as a list. */
export function useMedia(): (medium: readonly Medium[]) => string {
  const { t, locale } = useSite();
  return (medium) =>
    listOf(
      medium.map((m) => t(`programme.medium.${m}`)),
      locale,
    );
}

/** The Qualifications Register number with its validity, when the CMS gives one. */
export function useQrText(): (p: Pick<ProgrammeDetail, 'qrNumber' | 'qrValidFrom' | 'qrValidTo'>) => string {
  const { t, locale } = useSite();
  return ({ qrNumber, qrValidFrom, qrValidTo }) => {
    if (!qrNumber) return '';
    if (!qrValidFrom || !qrValidTo) return qrNumber;
    const range = dateRange(qrValidFrom, qrValidTo, locale)
      .map((part) => part.text)
      .join('');
    return t('programme.facts.qrValidity', { number: qrNumber, range });
  };
}

/**
 * The facts a Hong Kong applicant checks (docs/UPSTREAM.md §21): QF level, Qualifications
 * Register entry, JUPAS and E-APP codes, media of instruction; each only when the CMS gives it.
 */
export function RegisterFacts({ programme }: { programme: ProgrammeDetail }) {
  const { t } = useSite();
  const media = useMedia();
  const qr = useQrText();
  return (
    <>
      <Fact
        label={t('programme.facts.qf')}
        value={programme.qfLevel ? t('programme.qfValue', { n: programme.qfLevel }) : ''}
      />
      <Fact label={t('programme.facts.qr')} value={qr(programme)} />
      <Fact label={t('programme.facts.jupas')} value={programme.jupasCode} />
      <Fact label={t('programme.facts.eapp')} value={programme.eappCode} />
      <Fact label={t('programme.facts.medium')} value={media(programme.medium)} />
    </>
  );
}

/** The faculty and department that run the programme, each a link to its unit's page. */
function Owner({ programme, depts }: { programme: ProgrammeDetail; depts: Dept[] }) {
  const { locale } = useSite();
  const dept = depts.find((d) => d.deptId === programme.deptId);
  if (!dept) return null;
  const parent = depts.find((d) => d.deptId === dept.parentId);
  const code = [dept.code, parent?.code].find((c): c is UnitCode => (UNIT_CODES as readonly unknown[]).includes(c));
  const name = deptName(dept, locale);
  return code ? <a href={unitHref(code, locale)}>{name}</a> : name;
}

/** Level, department, length and mode of study, intake and places, as a list of facts. */
export function ProgrammeFacts({
  programme,
  depts,
  facts,
}: {
  programme: ProgrammeDetail;
  depts: Dept[] | undefined;
  facts: AdmissionsFacts | undefined;
}) {
  const { t, locale } = useSite();
  const duration = useDuration();
  const intake = facts ? intakeById(facts, programme.intake) : undefined;
  const starts = intake?.starts ? monthOf(intake.starts, locale) : '';
  const owner = depts?.some((d) => d.deptId === programme.deptId);
  return (
    <dl className="programme-facts">
      <Fact label={t('programme.facts.level')} value={t(`programme.level.${programme.level}`)} />
      {owner && depts ? (
        <>
          <dt>{t('programme.facts.dept')}</dt>
          <dd>
            <Owner programme={programme} depts={depts} />
          </dd>
        </>
      ) : null}
      <Fact label={t('programme.facts.duration')} value={duration(programme.durationMonths)} />
      <Fact
        label={t('programme.facts.mode')}
        value={programme.modes.map((m) => t(`programme.mode.${m}`)).join(t('programme.facts.or'))}
      />
      <Fact
        label={t('programme.facts.intake')}
        value={intake ? [intake.title, starts].filter(Boolean).join(' · ') : ''}
      />
      <Fact label={t('programme.facts.places')} value={programme.places} />
      <RegisterFacts programme={programme} />
    </dl>
  );
}

/** The curriculum outline: each stage of study with its courses. */
export function Curriculum({ programme }: { programme: ProgrammeDetail }) {
  const { t } = useSite();
  if (!programme.curriculum.length) return null;
  return (
    <Section id="programme-curriculum" title={t('programme.curriculum')}>
      <div className="curriculum">
        {programme.curriculum.map((stage, i) => (
          <div className="curriculum__stage" key={i}>
            <h3>{stage.title}</h3>
            <ul>
              {stage.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Entry requirements by route, each route naming (and linking) its admissions page. */
export function Requirements({ programme }: { programme: ProgrammeDetail }) {
  const { t, locale } = useSite();
  if (!programme.requirements.length) return null;
  return (
    <Section id="programme-requirements" title={t('programme.requirements')}>
      <dl className="requirements">
        {programme.requirements.map((r, i) => (
          <div key={i}>
            <dt>
              {r.route ? (
                <a href={href(`admissions-${r.route}`, {}, locale)}>{t(`admissions.routes.${r.route}`)}</a>
              ) : (
                t('programme.allApplicants')
              )}
            </dt>
            <dd>{r.body}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** A programme with the admissions facts, on the day the page is built for (src/lib/today.ts). */
interface WithFacts {
  programme: ProgrammeDetail;
  facts: AdmissionsFacts;
  day: string;
}

/** Tuition: the programme's own when the CMS gives it, else its level's from the admissions facts. */
export function ProgrammeFees({ programme, facts, day }: WithFacts) {
  const { t } = useSite();
  const level = programmeTuition(facts, day, programme);
  if (!programme.fees.length && !level.length) return null;
  return (
    <Section id="programme-fees" title={t('admissions.fees.title')}>
      {programme.fees.length ? (
        <ul className="programme-fees">
          {programme.fees.map((f, i) => (
            <li key={i}>
              {t(`admissions.fees.kind.${f.students}`)}
              {t('admissions.apply.separator')}
              <Amount amount={f.amount} currency={facts.currency} per={f.per} />
              {f.note ? ` (${f.note})` : null}
            </li>
          ))}
        </ul>
      ) : (
        <TuitionTables facts={facts} rows={level} />
      )}
      <AllFeesLink />
    </Section>
  );
}

/** How to apply: the route pages, the key dates of the programme's level, and whom to ask. */
export function HowToApply({ programme, facts, day }: WithFacts) {
  const { t, locale } = useSite();
  const ask = href('page-contact-us', { type: 'programme', programme: programme.code }, locale);
  return (
    <>
      <Section id="programme-apply" title={t('programme.howToApply')}>
        <p>{t('programme.applyText', { name: programme.name })}</p>
        <p>
          <a className="button button--ghost" href={ask}>
            {t('programme.ask')}
          </a>
        </p>
      </Section>
      <KeyDates facts={facts} day={day} audience={{ level: programme.level }} id="programme-dates" />
    </>
  );
}

/** The teachers of the programme, each a link to their profile. */
export function ProgrammeTeachers({ programme }: { programme: ProgrammeDetail }) {
  const { t, locale } = useSite();
  if (!programme.teachers.length) return null;
  return (
    <Section id="programme-teachers" title={t('programme.teachers')}>
      <ul className="programme-teachers">
        {programme.teachers.map((p) => (
          <li key={p.id}>
            <a href={href('teacher-detail', { id: p.id }, locale)}>{p.name}</a>
            {p.title ? <span className="programme-teachers__post">{p.title}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Careers, and the programme on its faculty's own site (an external link, in a new window). */
export function ProgrammeMore({ programme }: { programme: ProgrammeDetail }) {
  const { t, locale } = useSite();
  const faculty = cmsHref(programme.link, locale, { allowExternal: true });
  if (!programme.careers && !faculty) return null;
  return (
    <Section id="programme-more" title={t('programme.more')}>
      {programme.careers ? <p>{programme.careers}</p> : null}
      {faculty ? (
        <p>
          <SafeLink link={faculty}>{t('programme.facultySite')}</SafeLink>
        </p>
      ) : null}
    </Section>
  );
}

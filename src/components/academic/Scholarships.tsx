import { scholarshipsFor } from '@/cms/scholarships';
import type { Audience } from '@/cms/admissions';
import { cmsHref } from '@/cms/links';
import { Amount } from '@/components/academic/Fees';
import { Block } from '@/components/Block';
import { DateSpan } from '@/components/DateSpan';
import { SafeLink } from '@/components/SafeLink';
import { Section } from '@/components/Section';
import { listOf } from '@/i18n/lists';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import type { Level, Scholarship } from '@/upstream/schemas';

/** Who may apply: the levels and entry routes it names, or everyone. */
function useWho(): (s: Scholarship) => string {
  const { t, locale } = useSite();
  return (s) => {
    const parts = [
      s.levels.length
        ? listOf(
            s.levels.map((l) => t(`programme.level.${l}`)),
            locale,
            'disjunction',
          )
        : '',
      s.routes.length
        ? listOf(
            s.routes.map((r) => t(`admissions.routes.${r}`)),
            locale,
            'disjunction',
          )
        : '',
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('scholarships.everyone');
  };
}

function ScholarshipList({ items, currency }: { items: Scholarship[]; currency: string }) {
  const { t, locale } = useSite();
  const who = useWho();
  return (
    <ul className="scholarships">
      {items.map((s) => {
        const link = cmsHref(s.link, locale, { allowExternal: true });
        return (
          <li key={s.id} className="scholarships__item">
            <h3 className="scholarships__name">{link ? <SafeLink link={link}>{s.name}</SafeLink> : s.name}</h3>
            <dl className="finder-result__facts">
              {s.amount !== undefined ? (
                <>
                  <dt>{t('scholarships.amount')}</dt>
                  <dd>
                    <Amount amount={s.amount} currency={currency} per={s.per === 'once' ? undefined : s.per} />
                  </dd>
                </>
              ) : null}
              <dt>{t('scholarships.who')}</dt>
              <dd>{who(s)}</dd>
              {s.deadline ? (
                <>
                  <dt>{t('scholarships.deadline')}</dt>
                  <dd>
                    <DateSpan start={s.deadline} />
                  </dd>
                </>
              ) : null}
            </dl>
            {s.note ? <p>{s.note}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The scholarships still open for a page's audience (docs/UPSTREAM.md §24): an optional block,
 * absent when the CMS has no list or nothing is open for the audience.
 */
export function Scholarships({
  list,
  day,
  audience,
  levels,
  currency = 'HKD',
}: {
  list: Promise<Result<Scholarship[]>>;
  day: string;
  audience?: Audience;
  /** For a route's page: the levels the route leads to. */
  levels?: ReadonlySet<Level> | undefined;
  currency?: string | undefined;
}) {
  const { t } = useSite();
  return (
    <Block data={list} optional>
      {(all) => {
        const items = scholarshipsFor(all, day, audience, levels);
        return items.length ? (
          <Section id="scholarships" title={t('scholarships.title')}>
            <ScholarshipList items={items} currency={currency} />
          </Section>
        ) : null;
      }}
    </Block>
  );
}

import { useSite } from '@/components/site-context';
import type { Career } from '@/upstream/schemas';
import { DateSpan } from '@/components/DateSpan';
import { Fact } from '@/components/Fact';
import { SafeLink } from '@/components/SafeLink';
import { cmsHref } from '@/cms/links';
import { groupLabel } from '@/cms/labels';

function Vacancy({ career }: { career: Career }) {
  const { locale, t } = useSite();
  // A post's details live on the jobs site: an external link allowed here explicitly.
  const link = cmsHref(career.link, locale, { allowExternal: true });
  return (
    <li>
      <article className="card vacancy">
        <div className="card__body">
          <h4 className="card__title">
            <SafeLink link={link}>{career.title}</SafeLink>
          </h4>
          <dl className="vacancy__facts">
            <Fact label={t('careers.department')} value={career.department} />
            <Fact label={t('careers.deadline')} value={career.deadline}>
              {(deadline) => <DateSpan start={deadline} />}
            </Fact>
          </dl>
          {career.summary ? <p>{career.summary}</p> : null}
        </div>
      </article>
    </li>
  );
}

/**
 * Vacancies closed within the last days (src/cms/dated.ts): under their own heading, each marked
 * with the day it closed and without a link to apply, so a reader who saw one learns it closed.
 */
export function ClosedVacancies({ careers }: { careers: Career[] }) {
  const { t } = useSite();
  if (careers.length === 0) return null;
  return (
    <section className="careers__group careers__group--closed" aria-labelledby="careers-closed">
      <h3 id="careers-closed">{t('careers.recentlyClosed')}</h3>
      <ul className="cards careers__list">
        {careers.map((c) => (
          <li key={c.id}>
            <article className="card vacancy vacancy--closed">
              <div className="card__body">
                <h4 className="card__title">{c.title}</h4>
                <dl className="vacancy__facts">
                  <Fact label={t('careers.department')} value={c.department} />
                  <Fact label={t('careers.closed')} value={c.deadline}>
                    {(deadline) => <DateSpan start={deadline} />}
                  </Fact>
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Vacancies grouped by groupId (academic, administrative), in the CMS's order. */
export function CareerList({ careers }: { careers: Career[] }) {
  const { t } = useSite();
  if (careers.length === 0) return <p className="content-empty">{t('careers.none')}</p>;
  const groups = Map.groupBy(careers, (c) => c.groupId);
  return (
    <>
      {[...groups].map(([groupId, items]) => (
        <section key={groupId} className="careers__group">
          <h3>{groupLabel(groupId, t)}</h3>
          <ul className="cards careers__list">
            {items.map((c) => (
              <Vacancy key={c.id} career={c} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

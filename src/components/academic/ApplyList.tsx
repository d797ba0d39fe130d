import { useSite } from '@/components/site-context';
import type { Application } from '@/upstream/schemas';
import { DateSpan } from '@/components/DateSpan';
import { SafeLink } from '@/components/SafeLink';
import { ListEmpty } from '@/components/academic/ListParts';
import { cmsHref } from '@/cms/links';

/**
 * The recruit page's apply component: one card per application form of /api/application/list.
 * The forms live on the college's jobs site, so their links are allowed to be external here.
 */
export function ApplyList({ items }: { items: Application[] }) {
  const { locale, t } = useSite();
  if (!items.length) return <ListEmpty>{t('recruit.empty')}</ListEmpty>;
  return (
    <ul className="cards apply-list">
      {items.map((a) => {
        const link = cmsHref(a.link, locale, { allowExternal: true });
        return (
          <li key={a.id}>
            <article className="card">
              <div className="card__body">
                <h3 className="card__title">{a.title}</h3>
                {a.deadline ? (
                  <p className="card__meta">
                    {t('recruit.deadline')} <DateSpan start={a.deadline} />
                  </p>
                ) : null}
                {a.description ? <p>{a.description}</p> : null}
                {link ? (
                  <p className="apply-list__action">
                    <SafeLink link={link} className="button">
                      {t('recruit.applyNow')}
                      <span className="visually-hidden">{`: ${a.title}`}</span>
                    </SafeLink>
                  </p>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

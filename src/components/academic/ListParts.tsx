import { href } from '@/lib/href';
import type { ReactNode } from 'react';
import { useSite } from '@/components/site-context';
import type { DeptGroup } from '@/cms/depts';

/** The empty state of a list: a short status line instead of an empty <ul>. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="list-empty" role="status">
      {children}
    </p>
  );
}

export interface FilterSelect {
  name: string;
  label: string;
  /** The option meaning "no filter" (value ''). */
  anyLabel: string;
  /** The parsed current value, kept selected after the form is sent. */
  value: number | undefined;
  groups: DeptGroup[];
}

/**
 * A GET filter form: labelled selects and a submit button, so filtering works without
 * JavaScript. Sending it starts again at page 1 (pageNum is not part of the form).
 */
export function FilterForm({
  action,
  selects,
  resetHref,
  text,
}: {
  action: string;
  selects: FilterSelect[];
  resetHref?: string | undefined;
  /** A text field before the selects (a name to look for), with its hint. */
  text?: { name: string; label: string; hint: string; value: string; maxLength: number } | undefined;
}) {
  const { t } = useSite();
  return (
    <form method="get" action={action} className="filter-form">
      {text ? (
        <div className="filter-form__field">
          <label htmlFor={`filter-${text.name}`}>{text.label}</label>
          <input
            id={`filter-${text.name}`}
            type="search"
            name={text.name}
            defaultValue={text.value}
            maxLength={text.maxLength}
            aria-describedby={`filter-${text.name}-hint`}
          />
          <small id={`filter-${text.name}-hint`}>{text.hint}</small>
        </div>
      ) : null}
      {selects.map((s) => (
        <div className="filter-form__field" key={s.name}>
          <label htmlFor={`filter-${s.name}`}>{s.label}</label>
          <select id={`filter-${s.name}`} name={s.name} defaultValue={s.value === undefined ? '' : String(s.value)}>
            <option value="">{s.anyLabel}</option>
            {s.groups.map((g, i) =>
              g.label ? (
                <optgroup label={g.label} key={`g-${i}`}>
                  {g.options.map((o) => (
                    <option value={String(o.value)} key={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ) : (
                g.options.map((o) => (
                  <option value={String(o.value)} key={o.value}>
                    {o.label}
                  </option>
                ))
              ),
            )}
          </select>
        </div>
      ))}
      <div className="filter-form__actions">
        <button type="submit" className="button">
          {t('list.apply')}
        </button>
        {resetHref ? <a href={resetHref}>{t('list.reset')}</a> : null}
      </div>
    </form>
  );
}

/** "Showing page 2 of 5 (34 in all)": the list's position, announced once per page. */
export function ListSummary({ total, current, totalPage }: { total: number; current: number; totalPage: number }) {
  const { t } = useSite();
  if (total === 0) return null;
  return <p className="list-summary">{t('list.summary', { total, page: current, pages: Math.max(totalPage, 1) })}</p>;
}

/**
 * What a name filter found: how many people, or that the list was longer than the names looked
 * through (then the site search, which finds a person anywhere by name).
 */
export function NameFound({ name, total, cut, looked }: { name: string; total: number; cut: boolean; looked: number }) {
  const { t, locale } = useSite();
  return (
    <div className="list-summary" role="status">
      {total > 0 ? <p>{t('people.nameFound', { name, count: total })}</p> : null}
      {cut ? (
        <p>
          {t('people.nameCut', { count: looked })}{' '}
          <a href={href('search', { keyword: name }, locale)}>{t('people.nameSearch', { name })}</a>
        </p>
      ) : null}
    </div>
  );
}

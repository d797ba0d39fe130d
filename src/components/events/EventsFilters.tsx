import { type EventFilters, monthChoices } from '@/cms/events';
import { monthOf } from '@/i18n/dates';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { EVENT_AUDIENCES, EVENT_CATEGORIES } from '@/upstream/schemas';

interface Choice {
  value: string;
  label: string;
}

function Select({
  name,
  label,
  any,
  value,
  choices,
}: {
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  choices: Choice[];
}) {
  return (
    <div className="filter-form__field">
      <label htmlFor={`events-${name}`}>{label}</label>
      <select id={`events-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {choices.map((c) => (
          <option value={c.value} key={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters of /events as a GET form (works without JavaScript; every choice is a URL one can
 * share): type, audience and month, within the view (upcoming or the archive) shown.
 */
export function EventsFilterForm({ filters, day }: { filters: EventFilters; day: string }) {
  const { t, locale } = useSite();
  const months = monthChoices(day, filters.past);
  if (filters.month && !months.includes(filters.month)) months.push(filters.month);
  const reset = href('events', filters.past ? { when: 'past' } : {}, locale);
  return (
    <form method="get" action={href('events', {}, locale)} className="filter-form" aria-label={t('events.filters')}>
      {filters.past ? <input type="hidden" name="when" value="past" /> : null}
      <Select
        name="category"
        label={t('events.category')}
        any={t('events.any')}
        value={filters.category}
        choices={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`events.categories.${c}`) }))}
      />
      <Select
        name="audience"
        label={t('events.audience')}
        any={t('events.any')}
        value={filters.audience}
        choices={EVENT_AUDIENCES.map((a) => ({ value: a, label: t(`events.audiences.${a}`) }))}
      />
      <Select
        name="month"
        label={t('events.month')}
        any={t('events.any')}
        value={filters.month}
        choices={months.map((m) => ({ value: m, label: monthOf(`${m}-01`, locale) }))}
      />
      <div className="filter-form__actions">
        <button type="submit" className="button">
          {t('events.apply')}
        </button>
        {filters.category || filters.audience || filters.month ? <a href={reset}>{t('events.clear')}</a> : null}
      </div>
    </form>
  );
}

import * as v from 'valibot';
import { codeList, finderAvailable } from '@/cms/finder';
import { isNotFound } from '@/upstream/errors';
import { Unavailable } from '@/cms/required';
import { CompareTable, type CompareData } from '@/components/academic/Compare';
import { FinderLink } from '@/components/academic/Finder';
import { PageTitle } from '@/components/PageTitle';
import { href } from '@/lib/href';
import { single } from '@/http/params';
import { schemaRule } from '@/lib/query-rules';
import { settle } from '@/cms/result';
import { pageDay } from '@/lib/today';
import { useSite } from '@/components/site-context';
import { defineRoute } from '@/render/route';
import { getAdmissionsFacts, getDeptList, getProgramme } from '@/upstream/api';
import { ENTRY_ROUTES, type ProgrammeDetail } from '@/upstream/schemas';

const Route = v.picklist(ENTRY_ROUTES);

/**
 * /programmes/compare?codes=A,B[,C,D][&route=]: two to four programmes side by side, one detail
 * call each (never more than four, docs/UPSTREAM.md §23). A code no programme has is left out
 * with a note, more than four are cut to the first four with a note; never an error page for
 * what the visitor typed. A tool, not content: kept out of the index and the sitemaps.
 */
export const compare = defineRoute('programmes-compare', {
  indexable: false,
  query: { route: schemaRule(Route) },
  // The codes are what one visitor chose (and may have mistyped, which the page says): read as
  // sent, so the page can name a bad code, and never kept, so no choice makes a cache entry
  // (docs/SECURITY.md "One key per page").
  personal: ['codes'],
  parent: { route: 'admissions', label: 'admissions.overview' },
  load: async (c): Promise<CompareData> => {
    const scope = c.get('scope');
    const list = codeList(single(c, 'codes'));
    const route = v.safeParse(Route, single(c, 'route'));
    const facts = settle(getAdmissionsFacts(scope));
    const depts = settle(getDeptList(scope));
    const finder = finderAvailable(scope);
    const answers = await Promise.allSettled(list.codes.map((code) => getProgramme(scope, code)));
    const programmes: ProgrammeDetail[] = [];
    const missing: string[] = [];
    answers.forEach((a, i) => {
      if (a.status === 'fulfilled') programmes.push(a.value);
      else missing.push(list.codes[i] ?? '');
    });
    // The CMS failing (not a code it does not know) with nothing to show: the no-data page.
    const failed = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected' && !isNotFound(a.reason));
    if (!programmes.length && failed) throw new Unavailable('programme details unavailable', { cause: failed.reason });
    const [f, d] = await Promise.all([facts, depts]);
    return {
      programmes,
      ignored: [...list.bad, ...missing],
      more: list.more,
      route: route.success ? route.output : undefined,
      facts: f.ok ? f.data : undefined,
      depts: d.ok ? d.data : [],
      day: pageDay(c.get('scope')),
      finder,
    };
  },
  head: (_data, c) => ({ title: c.get('scope').t('compare.title') }),
  Page: ComparePage,
});

function ComparePage({ data }: { data: CompareData }) {
  const { t, locale } = useSite();
  const codes = data.programmes.map((p) => p.code);
  return (
    <div className="compare">
      <PageTitle title={t('compare.title')}>
        <p>{t('compare.intro')}</p>
      </PageTitle>
      {data.more ? <p className="programme-note">{t('compare.tooMany')}</p> : null}
      {data.ignored.length ? (
        <p className="programme-note">{t('compare.ignored', { codes: data.ignored.join(', ') })}</p>
      ) : null}
      {data.programmes.length < 2 ? (
        <>
          <p>{t('compare.tooFew')}</p>
          <FinderLink available={data.finder} />
        </>
      ) : (
        <>
          <form method="get" action={href('programmes-compare', {}, locale)} className="compare-route">
            <input type="hidden" name="codes" value={codes.join(',')} />
            <label htmlFor="compare-route">{t('compare.route')}</label>
            <select id="compare-route" name="route" defaultValue={data.route ?? ''}>
              <option value="">{t('compare.allRoutes')}</option>
              {ENTRY_ROUTES.map((r) => (
                <option key={r} value={r}>
                  {t(`admissions.routes.${r}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--ghost">
              {t('compare.show')}
            </button>
          </form>
          <CompareTable data={data} />
          <FinderLink available={data.finder} />
        </>
      )}
    </div>
  );
}

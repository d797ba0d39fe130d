import { cmsPageOf } from '@/route-table';
import { Block } from '@/components/Block';
import { ApplyList } from '@/components/academic/ApplyList';
import { CmsBody } from '@/components/CmsPage';
import { PageTitle } from '@/components/PageTitle';
import type { SafePage } from '@/cms/types';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getApplicationList } from '@/upstream/api';
import type { Application } from '@/upstream/schemas';
import { pageBlock } from '@/cms/load';
import { openForms } from '@/cms/dated';
import { pageDay } from '@/lib/today';

interface RecruitData {
  /** The CMS page `recruit`'s introduction, when it has one. */
  intro: Promise<Result<SafePage>>;
  forms: Application[];
}

/**
 * /recruit: the application forms of /api/application/list are the page and decide its
 * status; the CMS page `recruit` adds an introduction when it has one.
 */
export const recruit = defineRoute('recruit', {
  load: async (c): Promise<RecruitData> => {
    const scope = c.get('scope');
    const intro = pageBlock(scope, cmsPageOf('recruit'), c.get('scope').locale);
    const day = pageDay(c.get('scope'));
    // A form whose deadline has passed on the Hong Kong day leaves the page (src/cms/dated.ts).
    const forms = openForms(await required(getApplicationList(scope)), day);
    return { intro, forms };
  },
  head: (_data, c) => ({ title: c.get('scope').t('recruit.title') }),
  Page: RecruitPage,
});

function RecruitPage({ data: { intro, forms } }: { data: RecruitData }) {
  const { t } = useSite();
  return (
    <>
      <PageTitle title={t('recruit.title')} />
      <Block optional data={intro}>
        {(page) => <CmsBody page={page} />}
      </Block>
      <section className="section" aria-labelledby="recruit-apply">
        <h2 id="recruit-apply">{t('recruit.forms')}</h2>
        <ApplyList items={forms} />
      </section>
    </>
  );
}

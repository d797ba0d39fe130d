import type { SafePage } from '@/cms/types';
import type { Result } from '@/lib/result';
import { Block } from '@/components/Block';
import { CmsBody } from '@/components/CmsPage';

/** The CMS page that holds the current intakes' dates and the link to the application system. */
export const APPLY_ALIAS = 'apply';

/**
 * The "Apply" call to action of every admissions page and programme list: the CMS page
 * `apply` (its title, the current intakes' dates and the application link), in a box that
 * stands out. An extra: without it the page still reads well, so nothing shows if it fails.
 */
export function ApplyCallout({ page }: { page: Promise<Result<SafePage>> }) {
  return (
    <Block data={page} optional>
      {(p) => (
        <aside className="apply-cta" aria-labelledby="apply-cta-title">
          <h2 id="apply-cta-title">{p.title}</h2>
          <CmsBody page={p} />
        </aside>
      )}
    </Block>
  );
}

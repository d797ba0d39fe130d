import type { Audience } from '@/cms/admissions';
import type { SafePage } from '@/cms/types';
import type { Result } from '@/cms/result';
import type { AdmissionsFacts } from '@/upstream/schemas';
import { ApplyPeriods } from '@/components/academic/Admissions';
import { Block } from '@/components/Block';
import { CmsBody } from '@/components/CmsPage';

/** The element the header's Apply link leads to (on the admissions overview). */
export const APPLY_ANCHOR = 'apply';

export interface ApplyData {
  /** The CMS page `apply`. */
  page: Promise<Result<SafePage>>;
  /** The admissions facts: the application periods still open or to come. */
  facts: Promise<Result<AdmissionsFacts>>;
  /** The day the page is built for (src/lib/today.ts). */
  day: string;
}

/**
 * The "Apply" call to action of every admissions page, programme list and programme page: the
 * CMS page `apply` (title, a line, the application link as a button) around the application
 * periods for the page's audience from the admissions facts, the one source of those dates.
 * An extra: without the CMS page nothing shows; without the facts, the rest still does.
 */
export function ApplyCallout({ apply, audience = {} }: { apply: ApplyData; audience?: Audience }) {
  return (
    <Block data={apply.page} optional>
      {(p) => (
        <aside className="apply-cta" id={APPLY_ANCHOR} aria-labelledby="apply-cta-title">
          <h2 id="apply-cta-title">{p.title}</h2>
          <Block data={apply.facts} optional>
            {(facts) => <ApplyPeriods facts={facts} day={apply.day} audience={audience} />}
          </Block>
          <CmsBody page={p} />
        </aside>
      )}
    </Block>
  );
}

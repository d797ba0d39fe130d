// What the apply box of the admissions pages, programme lists and programme pages needs
// (src/components/academic/ApplyCallout.tsx), gathered once for each of them.
import type { ApplyData } from '@/components/academic/ApplyCallout';
import { pageBlock } from '@/cms/load';
import { settle } from '@/cms/result';
import { pageDay } from '@/lib/today';
import type { AppContext } from '@/types';
import { getAdmissionsFacts } from '@/upstream/api';

/** The CMS page with the apply box's title, a line about applying and the link to the application system. */
export const APPLY_ALIAS = 'apply';

/** The CMS page `apply`, the admissions facts (both blocks) and the day the page is built for. */
export function loadApply(c: AppContext): ApplyData {
  const scope = c.get('scope');
  return {
    page: pageBlock(scope, APPLY_ALIAS, c.get('scope').locale),
    facts: settle(getAdmissionsFacts(scope)),
    day: pageDay(c.get('scope')),
  };
}

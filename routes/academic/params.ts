// Query parameters of the academic pages: outside input, parsed with valibot. A malformed
// filter or page number falls back to its default; only a well-formed page number past the
// end of a list is a 404 (see pageOrNotFound).
import * as v from 'valibot';
import { idParam, single } from '@/lib/params';
import type { AppContext } from '@/types';

export { MAX_PAGE, idParam, listUrl, pageOrNotFound, pageParam, single } from '@/lib/params';

/** userType of the alumni filter: 1 undergraduate, 2 postgraduate. */
export function userTypeParam(c: AppContext): 1 | 2 | undefined {
  const parsed = v.safeParse(v.picklist(['1', '2']), single(c, 'userType'));
  return parsed.success ? (Number(parsed.output) as 1 | 2) : undefined;
}

/** validate() for detail pages: exactly one well-formed ?id=. */
export const hasId = (c: AppContext): boolean => idParam(c, 'id') !== undefined;

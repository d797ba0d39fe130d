import * as v from 'valibot';
import { id, opt, str, text } from '@/upstream/schemas-base';

/**
 * Site notices (docs/UPSTREAM.md "Site notices"): what the CMS wants on every page now, in the
 * request's language. `from` and `until` are ISO 8601 date-times with their offset, read by the
 * site (src/notices/notices.ts) through `instantOf`; a notice whose times cannot be read is left
 * out there, not here, so one bad row does not hide the others.
 */
export const NOTICE_LEVELS = ['emergency', 'warning', 'info'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const NoticeSchema = v.object({
  id,
  level: v.picklist(NOTICE_LEVELS),
  title: str,
  /** Short HTML, sanitised like an article's body before it reaches a page. */
  body: text,
  link: opt(str),
  from: opt(str),
  until: opt(str),
});
export type Notice = v.InferOutput<typeof NoticeSchema>;

export const NoticeListSchema = v.nullish(v.array(NoticeSchema), []);

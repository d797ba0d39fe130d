import * as v from 'valibot';
import { imageSrc } from '@/security/urls';
import { xmlChars } from '@/lib/xml-chars';

/** The building blocks of the CMS contract's schemas (schemas.ts): how single fields are read. */

/**
 * Every CMS string: without the characters XML 1.0 forbids (src/seo/xml.ts), taken out once
 * where the text enters, so no page attribute, JSON-LD block, feed, sitemap or index built from
 * it can carry one (docs/SECURITY.md "XML that stays XML").
 */
export const str = v.pipe(v.string(), v.transform(xmlChars));

/** Absent or null in, undefined out: site code only has to handle one "missing". */
export const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((x): v.InferOutput<S> | undefined => x ?? undefined),
  );

/**
 * An image URL from the CMS, under the rules of links (src/security/urls.ts imageSrc): same-site
 * or https only. Anything else reads as no image.
 */
export const image = v.pipe(
  v.nullish(str),
  v.transform((x) => imageSrc(x)),
);

/** Text that may be absent or null and then reads as ''. */
export const text = v.nullish(str, '');

/** An integer, also when a CMS sends it as a numeric string. */
export const int = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number)),
]);

/** Ids that may be numbers or slugs (articles): always a string for the site. */
export const id = v.pipe(v.union([str, v.pipe(v.number(), v.integer())]), v.transform(String));

/** 'YYYY-MM-DD'; a trailing time ('2024-05-01 10:00:00') is accepted and dropped. */
export const date = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/, 'expected a YYYY-MM-DD date'),
  v.transform((s) => s.slice(0, 10)),
);

/** A code that is one path segment of a site URL: lowercase letters, digits and hyphens. */
export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'expected a lowercase code'));

export const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), []);

/** docs/REQUIREMENTS.md §3 paging result. */
export const paging = <S extends v.GenericSchema>(item: S) =>
  v.object({
    rows: list(item),
    total: int,
    hasPrev: v.boolean(),
    hasNext: v.boolean(),
    totalPage: int,
    pageSize: int,
    currentPage: int,
  });

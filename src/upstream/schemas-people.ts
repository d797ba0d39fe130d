import * as v from 'valibot';
import { opt, image, text, int, id, date, list, paging, slug, str } from '@/upstream/schemas-base';

/** The CMS contract (schemas.ts): people (teachers, alumni) and the lists (programmes, partners, careers, applications). */

// ---------------------------------------------------------------- people

export const TeacherSchema = v.object({
  id: int,
  name: str,
  /** The post, e.g. 'Associate Professor'. */
  title: text,
  deptId: opt(int),
  email: opt(str),
  photo: image,
  photoWidth: opt(int),
  photoHeight: opt(int),
  isPresident: v.nullish(v.boolean(), false),
  researchAreas: list(str),
});
export type Teacher = v.InferOutput<typeof TeacherSchema>;

export const TeacherDetailSchema = v.object({
  ...TeacherSchema.entries,
  /** CMS HTML. */
  biography: text,
  education: list(str),
});
export type TeacherDetail = v.InferOutput<typeof TeacherDetailSchema>;

export const TeacherPageSchema = paging(TeacherSchema);

/** userType 1 = undergraduate alumnus, 2 = postgraduate alumnus. */
export const SchoolfellowSchema = v.object({
  id: int,
  name: str,
  deptId: opt(int),
  userType: opt(int),
  graduationYear: opt(int),
  programme: text,
  position: text,
  photo: image,
  photoWidth: opt(int),
  photoHeight: opt(int),
  quote: text,
  orderNum: v.nullish(int, 0),
});
export type Schoolfellow = v.InferOutput<typeof SchoolfellowSchema>;

export const SchoolfellowDetailSchema = v.object({
  ...SchoolfellowSchema.entries,
  /** CMS HTML. */
  story: text,
});
export type SchoolfellowDetail = v.InferOutput<typeof SchoolfellowDetailSchema>;

export const SchoolfellowPageSchema = paging(SchoolfellowSchema);

// ---------------------------------------------------------------- lists

/** A programme entry of /api/out/list. */
export const OutItemSchema = v.object({
  id,
  name: str,
  /** The faculty's page of the programme. */
  link: str,
  /** Set when the CMS has the programme's detail (GET /api/programme/{code}): its page's path segment. */
  code: v.fallback(opt(slug), undefined),
});
export type OutItem = v.InferOutput<typeof OutItemSchema>;
export const OutListSchema = v.array(OutItemSchema);

export const PartnerSchema = v.object({
  id: int,
  name: str,
  /** Region key: 'Europe', 'Asia', 'North America', 'Oceania'. */
  outAddress: text,
  country: text,
  link: opt(str),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;
export const PartnerPageSchema = paging(PartnerSchema);

/** groupId 1 = academic posts, 2 = administrative posts. */
export const CareerSchema = v.object({
  id: int,
  groupId: int,
  title: str,
  department: text,
  deadline: opt(date),
  summary: text,
  link: opt(str),
});
export type Career = v.InferOutput<typeof CareerSchema>;
export const CareerListSchema = v.array(CareerSchema);

export const ApplicationSchema = v.object({
  id: int,
  title: str,
  description: text,
  link: str,
  deadline: opt(date),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;
export const ApplicationListSchema = v.array(ApplicationSchema);

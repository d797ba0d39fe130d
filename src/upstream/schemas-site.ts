import * as v from 'valibot';
import { opt, image, text, int, id, list, str } from '@/upstream/schemas-base';

/** The CMS contract (schemas.ts): site info, departments, the enquiry save and the captcha check. */

// ---------------------------------------------------------------- site and departments

const clock = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));

/** One row of office hours: ISO days of the week (1 Monday … 7 Sunday), 'HH:MM' on Hong Kong's clock. */
const OpeningHoursSchema = v.pipe(
  v.object({
    days: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
      v.minLength(1),
      v.maxLength(7),
    ),
    opens: clock,
    closes: clock,
  }),
  v.check((row) => row.opens < row.closes, 'closes before it opens'),
);

export const SiteInfosSchema = v.object({
  site: v.object({
    id: opt(int),
    name: text,
    title: text,
    copyright: text,
    customIndexView: text,
    /** Newlines are shown as line breaks. */
    description: text,
    domain: text,
    keywords: text,
    logo: image,
    siteLang: text,
    theme: text,
  }),
  info: v.object({
    addressCn: text,
    addressEn: text,
    addressTc: text,
    email: text,
    fax: text,
    phone: text,
    trafficRoutesCn: text,
    trafficRoutesEn: text,
    trafficRoutesTc: text,
    /** Office hours by language; newlines are line breaks. */
    officeHoursCn: text,
    officeHoursEn: text,
    officeHoursTc: text,
    /**
     * Optional: the same hours in structure (docs/UPSTREAM.md §12), which the page writes in its
     * language with the zone and the visitor's own clock; a malformed list is none (the free text stays).
     */
    openingHours: v.fallback(list(OpeningHoursSchema), []),
    /** A map of the campus (an https URL, opened in a new window). */
    mapUrl: opt(str),
    /** The campus entrance (WGS 84), for links to the map services visitors use. */
    latitude: opt(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
    longitude: opt(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
    /** A WhatsApp number (international format, e.g. '+852 5555 0188'). */
    whatsapp: text,
    /** The WeChat account's ID, and its QR code image (with its size in px). */
    wechatId: text,
    wechatQr: image,
    wechatQrWidth: opt(int),
    wechatQrHeight: opt(int),
    /** The registration and accreditation statement, by language. */
    registrationTc: text,
    registrationCn: text,
    registrationEn: text,
    /** The college's accounts on social networks: a name in the page's language and an https URL. */
    social: list(v.object({ name: str, url: str })),
  }),
});
export type SiteInfos = v.InferOutput<typeof SiteInfosSchema>;

export const DEPT_TYPES = ['faculty', 'academic', 'administrative', 'office'] as const;

export const DeptSchema = v.object({
  deptId: int,
  parentId: v.nullish(int, 0),
  /** Simplified Chinese. */
  deptName: text,
  deptNameTc: text,
  deptNameEn: text,
  deptType: opt(v.picklist(DEPT_TYPES)),
  /** fass, fb, fse (faculties) and bri (the research institute). */
  code: opt(str),
});
export type Dept = v.InferOutput<typeof DeptSchema>;
export const DeptListSchema = v.array(DeptSchema);

// ---------------------------------------------------------------- enquiry and captcha

/** The save's body (docs/UPSTREAM.md §15): the four fields, and two extra keys a CMS may read. */
export interface EnquiryPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** What the enquiry is about (src/contact/fields.ts ENQUIRY_TYPES). */
  enquiryType?: string;
  /** The programme it concerns: its code, or its id when it has none. */
  programme?: string;
  /** The short reference the visitor is shown (`CHC-2611-7Q4K`, src/contact/reference.ts). */
  reference?: string;
}

/** A CMS may answer the save with no data at all; its id is logged with the site's reference. */
export const EnquirySavedSchema = v.pipe(
  v.nullish(v.object({ id: opt(id) })),
  v.transform((d) => ({ id: d?.id })),
);

export const CaptchaResultSchema = v.object({ success: v.boolean() });

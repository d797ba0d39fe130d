// The enquiry's two choices (what it is about, which programme) and how they reach the CMS
// without changing its save contract (docs/UPSTREAM.md §15): two extra keys a CMS may read,
// and the same facts as closing lines of the message, which every CMS keeps.
import * as v from 'valibot';
import { UNIT_CODES } from '@/cms/depts';
import type { Enquiry } from '@/contact/schema';
import { ENQUIRY_TYPES, type EnquiryType, type EnquiryValues, MESSAGE_NOTE_MAX } from '@/contact/fields';
import type { Translate } from '@/i18n/messages';
import { settle } from '@/cms/result';
import type { RequestScope } from '@/request/scope';
import { getOutList } from '@/upstream/api';
import { type EnquiryPayload, LEVELS, type Level } from '@/upstream/schemas';

export interface ProgrammeOption {
  /** The programme's code (docs/UPSTREAM.md §8), or its id when it has none. */
  value: string;
  label: string;
}

export interface ProgrammeGroup {
  level: Level;
  options: ProgrammeOption[];
}

/**
 * Every programme the lists name, by level (units in the site's order): the options of the
 * "programme of interest". A list that cannot be had is left out; the choice stays optional.
 */
export async function programmeChoices(scope: RequestScope): Promise<ProgrammeGroup[]> {
  const lists = await Promise.all(
    LEVELS.map((level) => Promise.all(UNIT_CODES.map((code) => settle(getOutList(scope, `${code}-${level}`))))),
  );
  return LEVELS.map((level, i) => ({
    level,
    options: (lists[i] ?? []).flatMap((r) =>
      r.ok ? r.data.map((p) => ({ value: p.code ?? String(p.id), label: p.name })) : [],
    ),
  })).filter((group) => group.options.length > 0);
}

/** The enquiry type chosen: one of ENQUIRY_TYPES, anything else (or nothing) is `general`. */
export const enquiryTypeOf = (value: string): EnquiryType => {
  const parsed = v.safeParse(v.picklist(ENQUIRY_TYPES), value.trim());
  return parsed.success ? parsed.output : 'general';
};

/** The programme chosen, when it is one the lists name; anything else is none. */
export const programmeOf = (value: string, groups: readonly ProgrammeGroup[]): ProgrammeOption | undefined =>
  value ? groups.flatMap((g) => g.options).find((o) => o.value === value) : undefined;

/** A text cut to at most `max` characters, with an ellipsis when cut. */
const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The closing lines of the message sent: the enquiry type, and the programme (name and code),
 * in the page's language; at most MESSAGE_NOTE_MAX characters, the room the form's limit keeps.
 */
export function messageNote(type: EnquiryType, programme: ProgrammeOption | undefined, t: Translate): string {
  const lines = [t('contact.topic.type', { type: t(`contact.types.${type}`) })];
  if (programme) {
    const head = t('contact.topic.programme', { programme: '' });
    const name = clip(`${programme.label} [${programme.value}]`, MESSAGE_NOTE_MAX - 40 - head.length);
    lines.push(t('contact.topic.programme', { programme: name }));
  }
  return clip(`\n\n—\n${lines.join('\n')}`, MESSAGE_NOTE_MAX);
}

/**
 * What the CMS's save receives: the four fields of its contract, the message closing with the
 * type and programme lines, and the same two as `enquiryType` and `programme` (extra keys, which
 * a CMS that does not know them ignores).
 */
export function payloadOf(
  enquiry: Enquiry,
  values: Pick<EnquiryValues, 'type' | 'programme'>,
  groups: readonly ProgrammeGroup[],
  t: Translate,
): EnquiryPayload {
  const type = enquiryTypeOf(values.type);
  const programme = programmeOf(values.programme, groups);
  return {
    name: enquiry.name,
    email: enquiry.email,
    subject: enquiry.subject,
    message: enquiry.message + messageNote(type, programme, t),
    enquiryType: type,
    ...(programme ? { programme: programme.value } : {}),
  };
}

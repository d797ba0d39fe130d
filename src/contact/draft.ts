// What the visitor has typed into the enquiry form, kept in the browser's sessionStorage while
// it is being written, so that a language switch (the three languages share one origin) or a
// reload does not lose it (docs/SECURITY.md "Enquiry draft"). Only the island reads and writes it
// (src/components/islands/contact-form/use-enquiry.ts); it never reaches a URL or the server
// except as the form's own post. A plain module, no library: the island's chunk imports it.
import { CHOICE_MAX, CHOICES, type EnquiryValues, FIELDS, LIMITS } from '@/contact/fields';

/** The sessionStorage key of the draft (one per tab; gone when the tab is closed). */
export const DRAFT_KEY = 'enquiry-draft';

const NAMES = [...FIELDS, ...CHOICES] as const;
const MAX: Record<(typeof NAMES)[number], number> = { ...LIMITS, type: CHOICE_MAX, programme: CHOICE_MAX };

/**
 * A stored draft as the form may use it: the form's own names only, each a string no longer than
 * its field takes; anything else (another version's draft, a value edited by hand) is dropped.
 */
export function readDraft(raw: string | null): Partial<EnquiryValues> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const draft: Partial<EnquiryValues> = {};
  for (const name of NAMES) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '' && value.length <= MAX[name]) draft[name] = value;
  }
  return draft;
}

/**
 * The form's values once the draft is restored: what the page came with wins (what a refused post
 * sent back, a choice the link asked for), the draft fills every field that came empty.
 */
export function restoreDraft(values: EnquiryValues, draft: Partial<EnquiryValues>): EnquiryValues {
  const restored = { ...values };
  for (const name of NAMES) if (restored[name] === '' && draft[name]) restored[name] = draft[name];
  return restored;
}

/** The draft to store: the non-empty values, or null when there is nothing to keep. */
export function draftOf(values: EnquiryValues): string | null {
  const kept = Object.fromEntries(NAMES.filter((name) => values[name] !== '').map((name) => [name, values[name]]));
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
}

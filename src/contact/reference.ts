// The enquiry reference a visitor can read out on the phone (docs/UPSTREAM.md §15): made by the
// site before the save and sent with it, so the CMS keeps it beside its own id, and logged with
// that id (`enquiry.sent`), so the CMS's record stays findable behind it either way.

/** Letters and digits no one mistakes for another when read out or written down: no 0/O, 1/I/L. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The college's prefix. */
export const REFERENCE_PREFIX = 'CHC';
/** Random characters after the day: 31⁴ (923,521) references per day. */
export const REFERENCE_RANDOM = 4;

/** `CHC-2611-7Q4K`: the prefix, the day and month on Hong Kong's clock, four unambiguous characters. */
export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}-\\d{4}-[${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM}}$`,
);

/**
 * A new reference for an enquiry received on `day` (YYYY-MM-DD, the request's Hong Kong day).
 * The characters are drawn uniformly (bytes of 248 and above, which would favour the first
 * letters, are drawn again) from the platform's cryptographic random source.
 */
export function newReference(
  day: string,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const [, month = '', date = ''] = day.split('-');
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  let chars = '';
  while (chars.length < REFERENCE_RANDOM) {
    for (const byte of random(new Uint8Array(REFERENCE_RANDOM * 2))) {
      if (byte < limit && chars.length < REFERENCE_RANDOM)
        chars += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return `${REFERENCE_PREFIX}-${date}${month}-${chars}`;
}

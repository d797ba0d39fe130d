// Which Chinese characters sound alike, for a one-character slip in a two-character word typed
// with a pinyin input method (学废 for 学费; docs/architecture/search.md "Site search"). From ICU's
// pinyin collation, which the Workers runtime carries, so no table of readings is bundled: in
// pinyin order a character sits next to its homophones (废 费, 考 靠, 舍 社), and the first
// character of each initial letter in that order (阿 a, 八 b, 嚓 c…) tells a character's initial.
// An approximation: a character with several readings sorts by one of them.

let collator: Intl.Collator | undefined;
const order = (): Intl.Collator => {
  collator ??= new Intl.Collator('zh-u-co-pinyin');
  return collator;
};

/** The first character of each pinyin initial, in pinyin order (i, u and v begin no syllable). */
const INITIALS = 'abcdefghjklmnopqrstwxyz';
const FIRSTS = Array.from('阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥扨它穵夕丫帀');

/** The initial letter of a character's pinyin, as the collation orders it ('' before 阿). */
export function initialOf(ch: string): string {
  let out = '';
  FIRSTS.forEach((first, i) => {
    if (order().compare(ch, first) >= 0) out = INITIALS[i] as string;
  });
  return out;
}

/**
 * Of `candidates` (characters, most likely first), the one that sounds most like `typed`: next
 * to it in pinyin order among them, with the same initial letter; undefined when none is.
 */
export function nearestHomophone(typed: string, candidates: readonly string[]): string | undefined {
  const all = [...new Set([typed, ...candidates])].sort(order().compare);
  const at = all.indexOf(typed);
  const initial = initialOf(typed);
  const near = [all[at - 1], all[at + 1]].filter(
    (ch): ch is string => ch !== undefined && initialOf(ch) === initial && initial !== '',
  );
  // The likelier of the two neighbours (candidates come most documents first).
  return near.sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b))[0];
}

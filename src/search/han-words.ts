// The words of a Chinese query (docs/architecture/search.md "Site search", "How visitors ask"): ICU's
// word segmentation (Intl.Segmenter, which the runtime carries), the words it does not know, and
// the stretches left when question words and particles are cut out.
import { vocab } from '@/search/vocabulary';

let segmenter: Intl.Segmenter | undefined;

/** The words of a Han text as [from, to) offsets, by ICU's dictionary (高考报名 → 高考, 报名). */
export function segments(text: string): [number, number][] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return Array.from(segmenter.segment(text), (s) => [s.index, s.index + s.segment.length] as [number, number]);
}

/**
 * The words of a Han stretch of two characters or more, as [from, to) offsets. Characters ICU's
 * dictionary leaves one by one next to each other are one word it does not know (选科 in
 * 数据科学选科要求: 数据, 科学, 选科, 要求); a lone one between words is left out.
 */
export function wordsOfStretch(text: string): [number, number][] {
  const out: [number, number][] = [];
  let singles: [number, number] | undefined;
  const flush = () => {
    if (singles && Array.from(text.slice(...singles)).length > 1) out.push(singles);
    singles = undefined;
  };
  for (const [a, b] of segments(text)) {
    if (Array.from(text.slice(a, b)).length > 1) {
      flush();
      out.push([a, b]);
    } else singles = singles ? [singles[0], b] : [a, b];
  }
  flush();
  return out;
}

/**
 * A question asked as "A not A" at `at` (退唔退, 讀不讀: a character, 唔, 不 or 没, and the same
 * character again), in either Chinese: it asks whether, as 嗎 does, and its verb is a word of the
 * query (退唔退到錢: 退, a refund). Verbs that only ask (使唔使, 會唔會, 係唔係) are question
 * words of the vocabulary, cut out whole before this is asked.
 */
function aNotA(text: string, at: number): string | undefined {
  const [x, not, again] = Array.from(text.slice(at, at + 4));
  return x && again === x && (not === '唔' || not === '不' || not === '没') && /\p{Script=Han}/u.test(x)
    ? `${x}${not}${x}`
    : undefined;
}

/**
 * The stretches of a Han text that name something, as [from, to) offsets: without its question
 * words (怎么, 可以: cut out wherever they are) and particles (吗, 呢: only where segmentation
 * leaves them alone), and, with `ask` false, the whole text. The verb of an "A not A" question is
 * a stretch of its own, marked (`aNotA`).
 */
export function askedStretches(text: string, ask: boolean): [number, number, boolean?][] {
  if (!ask) return [[0, text.length]];
  const v = vocab();
  const out: [number, number, boolean?][] = [];
  const keep = (from: number, to: number) => {
    let start = from;
    for (const [a, b] of segments(text.slice(from, to))) {
      if (!v.questionChars.has(text.slice(from + a, from + b))) continue;
      if (from + a > start) out.push([start, from + a]);
      start = from + b;
    }
    if (to > start) out.push([start, to]);
  };
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const listed = v.questionHan.find((w) => text.startsWith(w, i));
    const whether = listed ? undefined : aNotA(text, i);
    const word = listed ?? whether;
    if (!word) {
      i++;
      continue;
    }
    if (i > start) keep(start, i);
    const verb = whether ? (Array.from(whether)[0] as string) : '';
    if (verb && !v.questionChars.has(verb)) out.push([i, i + verb.length, true]);
    i += word.length;
    start = i;
  }
  if (text.length > start) keep(start, text.length);
  return out;
}

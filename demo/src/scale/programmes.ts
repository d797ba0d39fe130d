// Programmes at a demo scale (docs/UPSTREAM.md "Demo scale"): copy j of a programme with a
// detail is a programme of its own for the detail (GET /api/programme/{code}--j) and the summary
// list (GET /api/programme/list): the name of the programme lists' copy j (another study mode
// and place), that mode's length, its own places, register entry and E-APP code.
import type { Lang } from '../lib';
import { programmeFacts, programmeSummary } from '../data/programme-facts';
import { detailedProgrammes, programmeCode, programmeDetail } from '../data/programme-details';
import { programmes } from '../data/programmes';
import { copyId, copyOf } from './copies';
import { programmeMode, programmeQualifier } from './words';

type Detail = NonNullable<ReturnType<typeof programmeDetail>>;

/** The detail of `code` at scale k: an original's own, or copy j's (j < k). */
export function scaledProgramme(code: string, lang: Lang, k: number): Detail | undefined {
  const { base, j } = copyOf(code);
  if (j === 0) return programmeDetail(code, lang);
  const original = j < k ? programmeDetail(base, lang) : undefined;
  const p = programmes.find((x) => programmeCode(x) === base);
  if (!original || !p) return undefined;
  const partTime = programmeMode(j - 1) === 'part-time';
  const { jupasCode: _jupas, ...rest } = original;
  return {
    ...rest,
    ...programmeFacts(p, base, j),
    id: copyId(original.id, j),
    code: copyId(base, j) as string,
    name: original.name + programmeQualifier(j - 1)[lang],
    modes: [partTime ? 'part-time' : 'full-time'],
    durationMonths: partTime ? Math.round((original.durationMonths * 1.5) / 6) * 6 : original.durationMonths,
    places: 15 + ((original.places * (j + 3)) % 31),
    link: `${original.link}?offer=${j}`,
  };
}

/** Row i of the summary list at scale k: copy ⌊i / n⌋ of the n-th programme with a detail. */
function summaryRow(i: number, lang: Lang): ReturnType<typeof programmeSummary> | undefined {
  const base = detailedProgrammes();
  const p = base[i % base.length];
  const j = Math.floor(i / base.length);
  const detail = p ? scaledProgramme(copyId(programmeCode(p), j) as string, lang, j + 1) : undefined;
  return detail ? programmeSummary(detail, lang) : undefined;
}

/** GET /api/programme/list at scale k: every programme with a detail, then copy 1 of each, …; only the page's rows are built. */
export function programmeList(lang: Lang, k: number, pageNum: number, pageSize: number) {
  const total = detailedProgrammes().length * k;
  const totalPage = Math.ceil(total / pageSize);
  const start = Math.min((pageNum - 1) * pageSize, total);
  const end = Math.min(start + pageSize, total);
  const rows = Array.from({ length: end - start }, (_, i) => summaryRow(start + i, lang)).filter(
    (r) => r !== undefined,
  );
  return {
    rows,
    total,
    totalPage,
    pageSize,
    currentPage: pageNum,
    hasPrev: pageNum > 1,
    hasNext: pageNum < totalPage,
  };
}

// "Never a hand-written path" (CONTRIBUTING.md): a page's URL is spelled in the route table
// alone (src/route-table.ts), and everything else builds it with href() or sitePath(). This
// parses the source of the Worker (test/node/literal-paths.ts) and fails on a string that
// spells a route's path by hand, with or without a language prefix.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the probes are source text that holds template literals.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '@/i18n/locales';
import { ROUTES } from '@/route-table';
import { type Patterns, scan } from './literal-paths';

const FILES = globSync(['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}', 'worker.ts']).sort();

/** The table itself: the one place a path is spelled. */
const TABLE = 'src/route-table.ts';

/**
 * Paths that may be spelled outside the table, each where it is spelled, and why: none. Every
 * URL the worker answers, service routes included, is a row of the table that href() and
 * sitePath() name.
 */
const ALLOWED: Record<string, { text: string; why: string }[]> = {};

const paths = Object.values(ROUTES).map((r) => r.path as string);
const PATTERNS: Patterns = {
  /** Fixed paths ('/news/list'). */
  fixed: paths.filter((p) => !p.includes(':') && p !== '/'),
  /** The fixed start of each path with a :param ('/news/'). */
  starts: paths.filter((p) => p.indexOf(':') > 1).map((p) => p.slice(0, p.indexOf(':'))),
  prefixes: Object.values(LOCALE_INFO)
    .map((info) => info.prefix as string)
    .filter(Boolean),
};

const found = (source: string, file = 'probe.tsx') => scan(source, file, PATTERNS).hits.map((h) => h.text);

describe('the hand-written path check', () => {
  it('catches a path in a template literal, a concatenation and a plain literal', () => {
    const probe = [
      'const a = `/news/${id}`;',
      "const b = '/news/' + id;",
      "const c = '/news/list';",
      "const d = '/en/about';",
    ].join('\n');
    expect(found(probe)).toEqual(['/news/', '/news/', '/news/list', '/en/about']);
  });

  it('catches a path behind a language prefix, in any text part, in JSX and in types', () => {
    expect(found('const e = `/sc/teacher/detail?id=${x}`;')).toEqual(['/sc/teacher/detail?id=']);
    expect(found('const f = `${origin}/news/list?page=${n}`;')).toEqual(['/news/list?page=']);
    expect(found("const g = base + '/about#team';")).toEqual(['/about#team']);
    expect(found("const h = '/news/' + 'list';")).toEqual(['/news/list']);
    expect(found('const i = <a href="/admissions/fees">x</a>;')).toEqual(['/admissions/fees']);
    expect(found('type T = `/news/${number}`;')).toEqual(['/news/']);
    expect(found('const j = `a${`/teacher/detail?id=${7}`}b`;')).toEqual(['/teacher/detail?id=']);
    expect(found("f('/news/1001', \"/search?keyword=x\", '/api/revalidate')")).toEqual([
      '/news/1001',
      '/search?keyword=x',
      '/api/revalidate',
    ]);
  });

  it('leaves alone comments, other strings and what only looks like a path', () => {
    const probe = [
      "// '/news/list' and `/news/${id}` in a comment",
      "/* '/about' */ const re = /'/; const s = \"Don't\";",
      "const x = '/api/article/news'; const y = '/'; const z = 'news/list'; const w = '/newsroom';",
      "const v = '/en'; const u = '/aboutus'; const t = `/${locale}`;",
      'const jsx = <p>It’s `/about`</p>;',
    ].join('\n');
    expect(found(probe)).toEqual([]);
  });

  it('examines every literal the parser finds in a probe', () => {
    const probe = "const a = `x${'/y' + `z${1}`}`; <a b='c'>{`d`}</a>; type T = `e${string}f`; g`h${i}j`;";
    const result = scan(probe, 'probe.tsx', PATTERNS);
    expect(result.found).toBe(11);
    expect(result.examined).toBe(result.found);
  });
});

describe('internal paths in the Worker', () => {
  const scans = new Map(FILES.map((file) => [file, scan(readFileSync(file, 'utf8'), file, PATTERNS)]));
  const total = [...scans.values()].reduce((n, s) => n + s.found, 0);
  const examined = [...scans.values()].reduce((n, s) => n + s.examined, 0);

  it('reads the whole Worker', () => {
    expect(FILES.length).toBeGreaterThan(150);
    expect(FILES).toContain(TABLE);
  });

  it(`examines 100 % of its literals (${examined} of the ${total} the parser finds)`, () => {
    const missed = [...scans].filter(([, s]) => s.examined !== s.found).map(([file, s]) => [file, s.examined, s.found]);
    expect(missed).toEqual([]);
    expect(examined).toBe(total);
  });

  it.each(FILES.filter((f) => f !== TABLE))('%s builds every internal path from the table', (file) => {
    const allowed = ALLOWED[file] ?? [];
    const hits = (scans.get(file)?.hits ?? []).filter((h) => !allowed.some((a) => a.text === h.text));
    expect(hits.map((h) => `${file}:${h.line} ${h.text}`)).toEqual([]);
  });

  it('allows only what is still spelled where it is allowed', () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, entries]) =>
      entries.filter((a) => !scans.get(file)?.hits.some((h) => h.text === a.text)).map((a) => `${file} ${a.text}`),
    );
    expect(stale).toEqual([]);
  });
});

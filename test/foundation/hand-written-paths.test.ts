// "Never a hand-written path" (CONTRIBUTING.md): a page's URL is spelled in the route table
// alone (src/route-table.ts), and everything else builds it with href() or sitePath(). This
// reads the source of the Worker and fails on a string that spells a route's path by hand.
import { describe, expect, it } from 'vitest';
import { ROUTES, SERVICE_ROUTES } from '@/route-table';

const SOURCES = import.meta.glob(['/src/**/*.{ts,tsx}', '/routes/**/*.{ts,tsx}', '/worker.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The table itself, and the one place that lists old URLs (they are not routes). */
const ALLOWED = new Set(['/src/route-table.ts']);

/** Source text without comments (a path in a comment is documentation). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Every string literal's text, template literals up to their first ${. */
function literals(text: string): string[] {
  return [...code(text).matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
}

const pages = Object.values(ROUTES).map((r) => r.path);
/** Fixed paths ('/news/list'), and the fixed start of each parameterised one ('/news/'). */
const fixed = [...pages, ...Object.values(SERVICE_ROUTES).map((r) => r.path)].filter(
  (p) => !p.includes(':') && p !== '/',
);
const starts = pages.filter((p) => p.includes(':') && p.indexOf(':') > 1).map((p) => p.slice(0, p.indexOf(':')));

function handWritten(text: string): string[] {
  return literals(text).filter(
    (s) =>
      fixed.some((p) => s === p || s.startsWith(`${p}?`) || s.startsWith(`${p}#`)) ||
      starts.some((p) => s.startsWith(p) && s.length > p.length),
  );
}

describe('internal paths', () => {
  it('finds a hand-written path when there is one', () => {
    expect(handWritten(`const a = '/news/list'; const b = \`/teacher/detail?id=\${id}\`; // '/about'`)).toEqual([
      '/news/list',
      '/teacher/detail?id=',
    ]);
    expect(handWritten(`f('/news/1001', "/search?keyword=x", '/api/revalidate')`)).toEqual([
      '/news/1001',
      '/search?keyword=x',
      '/api/revalidate',
    ]);
    expect(handWritten(`const x = '/api/article/news'; const y = '/'; const z = 'news/list';`)).toEqual([]);
  });

  it('reads the whole Worker', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(150);
  });

  it.each(Object.keys(SOURCES).filter((f) => !ALLOWED.has(f)))(
    '%s builds every internal path from the table',
    (file) => {
      expect(handWritten(SOURCES[file] ?? '')).toEqual([]);
    },
  );
});

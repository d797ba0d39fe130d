// The request scope is read from Hono's context with `c.get('scope')`, never `c.var.scope`:
// Hono's `c.var` builds a new object of every variable on each read (Object.fromEntries over its
// map), and every middleware, route and the renderer read the scope. Measured with bench/ab.mjs
// on the home page's full render: about 0.05 ms CPU a request (docs/PERFORMANCE.md "Reading the
// request scope").
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FILES = globSync(['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}', 'worker.ts']).sort();
/** `.var` read as a property: `c.var.scope`, `(c as AppContext).var`, `c.var['scope']`, `c?.var`. */
const VAR_READ = /\.var\b/;

const reads = (source: string) =>
  source
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter(({ text }) => !text.startsWith('//') && !text.startsWith('*') && VAR_READ.test(text));

describe("Hono's c.var", () => {
  it('is what the check finds, in every form it is written', () => {
    expect(reads('const s = c.var.scope;').length).toBe(1);
    expect(reads('const s = (c as AppContext).var.scope;').length).toBe(1);
    expect(reads("const s = c.var['scope'];").length).toBe(1);
    expect(reads('const { scope } = c?.var;').length).toBe(1);
    expect(reads('const nonce = nonceSource((c as AppContext).var.scope);').length).toBe(1);
    expect(reads("const s = c.get('scope');\nconst variable = 1;\n// c.var.scope in a comment").length).toBe(0);
  });

  it('is never read by the Worker: the scope comes from c.get()', () => {
    expect(FILES.length).toBeGreaterThan(100);
    const found = FILES.flatMap((file) => reads(readFileSync(file, 'utf8')).map((r) => `${file}:${r.line}: ${r.text}`));
    expect(found).toEqual([]);
  });
});

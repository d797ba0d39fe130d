/** One thing a tool rejected, with the URL where it was found. */
export interface Finding {
  url: string;
  message: string;
}

/** What one part of the audit checked and what its tool said. */
export interface PartResult {
  tool: string;
  /** What was checked, in figures ("412 pages crawled, 1 203 links checked"). */
  checked: string;
  findings: Finding[];
  /** Listed but not failing: external links, validator warnings, scores. */
  notes: string[];
}

export const log = (part: string, message: string): void => {
  console.error(`[audit:${part}] ${message}`);
};

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head ?? []), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The summary table, then every finding with its URL. Returns whether everything passed. */
export function report(results: PartResult[], seconds: number): boolean {
  for (const r of results) {
    if (r.notes.length === 0) continue;
    console.log(`\n## ${r.tool}: notes (not failing)\n`);
    for (const n of r.notes) console.log(`- ${n}`);
  }
  const failed = results.filter((r) => r.findings.length > 0);
  for (const r of failed) {
    console.log(`\n## ${r.tool}: ${r.findings.length} finding(s)\n`);
    for (const f of r.findings) console.log(`- ${f.url}\n  ${f.message}`);
  }
  console.log(`\n## Summary (${Math.round(seconds)} s)\n`);
  console.log(
    table([
      ['tool', 'items checked', 'findings'],
      ...results.map((r) => [r.tool, r.checked, String(r.findings.length)]),
    ]),
  );
  const ok = failed.length === 0;
  console.log(ok ? '\naudit passed' : `\naudit FAILED: ${failed.map((r) => r.tool).join(', ')}`);
  return ok;
}

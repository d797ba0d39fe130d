// npm run routes: the route table (src/route-table.ts) as a table, in mounting order. Each row
// is mounted under '', '/sc' and '/en'; the module is under routes/.
import { ROUTES } from '../src/route-table.ts';

const rows = [['NAME', 'PATH', 'MODULE', 'LAYOUT', 'SITEMAP']];
for (const [name, row] of Object.entries(ROUTES)) {
  /** @type {import('../src/route-table.ts').RouteRow} */
  const r = row;
  rows.push([name, r.path, `routes/${r.module}`, r.layout, r.sitemap ?? '']);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows)
  console.log(
    r
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
console.log(
  `\n${rows.length - 1} routes, each under '', '/sc' and '/en'; also /lang/:code, /robots.txt, /sitemap.xml.`,
);

// npm run routes: the route table (src/route-table.ts) as a table, in mounting order. Each row
// is mounted under '', '/sc' and '/en'; the module is under routes/.
import { ROUTES } from '../src/route-table.ts';

const rows = [['NAME', 'PATH', 'MODULE', 'LAYOUT', 'SITEMAP']];
for (const [name, row] of Object.entries(ROUTES)) {
  const sitemap = row.sitemap ? (row.languages ? `${row.sitemap} (${row.languages.join(', ')})` : row.sitemap) : '';
  rows.push([name, row.path, `routes/${row.module}`, row.layout, sitemap]);
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

// npm run routes: every URL the site answers, from the route table (src/route-table.ts): the
// pages in mounting order (each under '', '/sc' and '/en'; the module is under routes/), the
// worker's other URLs, and the old paths that answer 301 to a page's one URL.
import { build } from 'esbuild';

// The table and the moved paths, bundled as the worker sees them (src/ uses the @/ alias).
const bundled = await build({
  stdin: {
    contents: "export { ROUTES } from '@/route-table'; export { MOVED_PATHS } from '@/cms/paths';",
    resolveDir: new URL('..', import.meta.url).pathname,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  logLevel: 'warning',
});
const { ROUTES, MOVED_PATHS } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

function print(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
}

const rows = Object.entries(ROUTES);
const pages = [['NAME', 'PATH', 'MODULE', 'LAYOUT', 'SITEMAP', 'CMS PAGE']];
for (const [name, r] of rows.filter(([, r]) => !r.service))
  pages.push([name, r.path, `routes/${r.module}`, r.layout ?? '(endpoint)', r.sitemap ?? '', r.cmsPage ?? '']);
print(pages);
const endpoints = rows.filter(([, r]) => r.endpoint).length;
console.log(`\n${pages.length - 1 - endpoints} pages and ${endpoints} endpoint(s), each under '', '/sc' and '/en'.\n`);

const services = [['NAME', 'METHOD', 'PATH', 'WHAT']];
for (const [name, r] of rows.filter(([, r]) => r.service))
  services.push([name, r.service.method, r.service.localised ? `${r.path} (also /sc, /en)` : r.path, r.service.what]);
print(services);

// Each non-ASCII path is also listed percent-encoded (the same path as a browser sends it).
const moved = Object.entries(MOVED_PATHS).filter(([from]) => !from.includes('%'));
console.log(`\n${moved.length} old paths answer 301 to a page's one URL (each under '', '/sc' and '/en'):\n`);
print([['OLD PATH', 'PAGE'], ...moved.map(([from, to]) => [from, to])]);

// Builds the browser assets into public/assets/ with content-hashed names, and writes the
// manifest the renderer reads (src/generated/assets.json). Run by dev, test, bench and deploy.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { randomUUID } from 'node:crypto';

const root = new URL('..', import.meta.url).pathname;
const outdir = join(root, 'public/assets');
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const clientDir = join(root, 'src/client/entries');
const entryPoints = {
  site: join(root, 'src/styles/site.css'),
  // The home page's: site.css without other page types' files (src/styles/site-home.css).
  'site-home': join(root, 'src/styles/site-home.css'),
  // An article's (news, article, subject): src/styles/site-article.css.
  'site-article': join(root, 'src/styles/site-article.css'),
  noscript: join(root, 'src/styles/noscript.css'),
  // Linked only by the markup that needs them: a page with a site notice (src/components/SiteNotices.tsx)
  // and a draft preview (src/components/PreviewBanner.tsx). Most pages show neither.
  notices: join(root, 'src/styles/notices.css'),
  preview: join(root, 'src/styles/preview.css'),
};
if (existsSync(clientDir)) {
  for (const file of readdirSync(clientDir)) {
    if (/\.tsx?$/.test(file)) entryPoints[basename(file).replace(/\.tsx?$/, '')] = join(clientDir, file);
  }
}

/**
 * A stylesheet a script adopts (`*.island.css`, src/client/island-styles.ts): an enhancer's own,
 * or the print rules the islands' entry adopts. Imported as its minified text, its `@import`s
 * bundled in.
 */
const islandCss = {
  name: 'island-css',
  setup(b) {
    b.onLoad({ filter: /\.island\.css$/ }, async (args) => {
      const { outputFiles } = await build({
        entryPoints: [args.path],
        bundle: true,
        write: false,
        outdir,
        minify: process.env.ASSETS_MINIFY !== '0',
        target: ['chrome111', 'firefox115', 'safari16'],
        logLevel: 'warning',
      });
      return { contents: outputFiles[0].text, loader: 'text' };
    });
  },
};

const result = await build({
  entryPoints,
  plugins: [islandCss],
  outdir,
  bundle: true,
  minify: process.env.ASSETS_MINIFY !== '0',
  format: 'esm',
  splitting: true,
  target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// public/_headers leaves the document-only headers off /assets/*, which is right for stylesheets
// and scripts alone: anything else (an SVG a stylesheet pulls in, say) belongs elsewhere.
const other = Object.keys(result.metafile.outputs).filter((file) => !/\.(css|js)$/.test(file));
if (other.length > 0) throw new Error(`public/assets holds stylesheets and scripts only, not ${other.join(', ')}`);

const manifest = {};
for (const [file, meta] of Object.entries(result.metafile.outputs)) {
  if (!meta.entryPoint) continue;
  const name = Object.entries(entryPoints).find(
    ([, p]) => meta.entryPoint && p.endsWith(meta.entryPoint.replace(/^\.\//, '')),
  )?.[0];
  if (!name) continue;
  const ext = file.endsWith('.css') ? 'css' : 'js';
  manifest[`${name}.${ext}`] = `/${file.slice(file.indexOf('assets/'))}`;
}
mkdirSync(join(root, 'src/generated'), { recursive: true });
writeFileSync(join(root, 'src/generated/assets.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// A new id per build: pages kept in the shared cache by an older deploy are never served by a
// newer one (src/render/page-cache.ts).
const buildId = randomUUID().slice(0, 8);
writeFileSync(join(root, 'src/generated/build.json'), `${JSON.stringify({ id: buildId }, null, 2)}\n`);
console.log('assets:', Object.values(manifest).join(', '));

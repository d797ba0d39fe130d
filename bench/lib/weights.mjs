// What a page makes the browser download, read from its HTML and the built files.
//
// JavaScript: every <script src>, every module an inline script imports (the islands' entry is
// imported after the load event, src/components/Island.tsx), and <link rel=modulepreload>, their static imports (followed
// recursively), and for the island entry the dynamic chunk of each island on the page (its
// data-island markers), plus the React hydration chunk when one of them is a react island.
// The loader table is read from the built entry itself (src/client/loaders.ts compiles to
// `name:{kind:"dom"|"react",load:()=>import("./chunk-X.js")…}`).
// CSS: every <link rel=stylesheet> and its @imports. Sizes are gzip -9 of each file, summed
// (each file travels as its own response).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** An image's src as the table names it: a data: URL (the header's logo) by its type alone. */
const shortSrc = (src = '') => (src.startsWith('data:') ? `${src.slice(0, src.search(/[,;]/))},…` : src);

export function createWeigher(publicDir) {
  const cache = new Map();
  const file = (urlPath) => {
    if (!cache.has(urlPath)) {
      const p = join(publicDir, urlPath);
      if (!existsSync(p)) cache.set(urlPath, undefined);
      else {
        const buf = readFileSync(p);
        cache.set(urlPath, { text: buf.toString('utf8'), bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
      }
    }
    return cache.get(urlPath);
  };

  const resolve = (from, spec) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(from), spec));
  const staticImports = (text) => [
    ...[...text.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]),
    ...[...text.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)].map((m) => m[1]),
  ];
  const dynamicImports = (text) => [...text.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)].map((m) => m[1]);

  /** The island loader table of an entry: name → { chunk, kind }. */
  const loaderTable = (entryPath, text) => {
    const table = new Map();
    const re =
      /(?:"([\w-]+)"|([\w$]+))\s*:\s*\{\s*kind\s*:\s*["'](\w+)["']\s*,\s*load\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+\.js)["']\s*\)/g;
    for (const m of text.matchAll(re)) table.set(m[1] ?? m[2], { chunk: resolve(entryPath, m[4]), kind: m[3] });
    return table;
  };

  /** A module and all its static imports. */
  const closure = (urlPath, into) => {
    if (into.has(urlPath)) return;
    const f = file(urlPath);
    into.add(urlPath);
    if (!f) return;
    for (const spec of staticImports(f.text)) closure(resolve(urlPath, spec), into);
  };

  return function weigh(html) {
    const attrs = (tag) =>
      Object.fromEntries(
        [...tag.matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)]
          .slice(1)
          .map((m) => [m[1].toLowerCase(), (m[2] ?? '').replace(/^["']|["']$/g, '')]),
      );
    const scripts = [
      ...[...html.matchAll(/<script\b[^>]*>/gi)].map((m) => attrs(m[0])).filter((a) => a.src?.startsWith('/')),
      ...[...html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/gi)].flatMap((m) =>
        dynamicImports(m[1] ?? '')
          .filter((src) => src.startsWith('/'))
          .map((src) => ({ src })),
      ),
    ];
    const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => attrs(m[0]));
    const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]))];

    const js = new Set();
    const notes = [];
    for (const s of scripts) {
      const entry = s.src.split('?')[0];
      closure(entry, js);
      const f = file(entry);
      if (!f) continue;
      const table = loaderTable(entry, f.text);
      if (table.size === 0) continue;
      const mapped = new Set([...table.values()].map((l) => l.chunk));
      const other = dynamicImports(f.text)
        .map((d) => resolve(entry, d))
        .filter((d) => !mapped.has(d));
      let react = false;
      for (const name of islands) {
        const loader = table.get(name);
        if (!loader) {
          notes.push(`island "${name}" has no loader in ${entry}`);
          continue;
        }
        closure(loader.chunk, js);
        if (loader.kind === 'react') react = true;
      }
      // The hydration chunk (react-dom) is the entry's dynamic import that is not an island.
      if (react) for (const d of other) closure(d, js);
    }
    for (const l of links) if (l.rel === 'modulepreload' && l.href?.startsWith('/')) closure(l.href, js);

    const css = new Set();
    const cssClosure = (urlPath) => {
      if (css.has(urlPath)) return;
      css.add(urlPath);
      const f = file(urlPath);
      if (!f) return;
      for (const m of f.text.matchAll(/@import\s+(?:url\()?["']?([^"')\s]+)/g)) cssClosure(resolve(urlPath, m[1]));
    };
    for (const l of links) if (l.rel === 'stylesheet' && l.href?.startsWith('/')) cssClosure(l.href.split('?')[0]);

    const sum = (set) => {
      let bytes = 0;
      let gzip = 0;
      const missing = [];
      for (const p of set) {
        const f = file(p);
        if (!f) missing.push(p);
        else {
          bytes += f.bytes;
          gzip += f.gzip;
        }
      }
      return { files: [...set], bytes, gzip, missing };
    };

    const imgs = [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => attrs(m[0]));
    return {
      islands,
      js: sum(js),
      css: sum(css),
      images: {
        total: imgs.length,
        unsized: imgs.filter((a) => !a.width || !a.height).map((a) => shortSrc(a.src)),
        eager: imgs.filter((a) => a.loading !== 'lazy').map((a) => shortSrc(a.src)),
      },
      notes,
    };
  };
}

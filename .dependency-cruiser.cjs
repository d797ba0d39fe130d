// The shape of the code, checked by `npm run deps` (part of `npm test`): dependency-cruiser reads
// every import of the Worker (types included) and fails on any rule below. docs/ARCHITECTURE.md
// "Layers" draws the picture these rules keep true.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle anywhere, type imports included: every module sits below what uses it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-below-routes',
      comment: 'src/ is the library the pages use: nothing in it imports a page (routes/) or the entry (worker.ts).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(routes/|worker\\.ts)' },
    },
    {
      name: 'domain-without-ui',
      comment: 'Data, search, sitemaps, security, notices and the CMS helpers import no component and no renderer.',
      severity: 'error',
      from: { path: '^src/(cms|search|seo|security|upstream|request|lib|i18n|contact|preview|ops|notices)/' },
      to: { path: '^src/(components|render)/' },
    },
    {
      name: 'upstream-goes-down',
      comment: 'The CMS path is api → cache → http: the HTTP client knows no cache, the cache no call list.',
      severity: 'error',
      from: {
        path: '^src/upstream/(http|cache|cache-entry|cache-kv|cache-memory|errors|reads|outcomes|revalidation)\\.ts$',
      },
      to: { path: '^src/upstream/api\\.ts$' },
    },
    {
      name: 'http-knows-no-cache',
      severity: 'error',
      from: { path: '^src/upstream/http\\.ts$' },
      to: { path: '^src/upstream/cache' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API yet; swc parses the sources, type-only imports included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
  },
};

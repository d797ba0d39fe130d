// The shape of the code, checked by `npm run deps` (part of `npm test`): dependency-cruiser reads
// every import of the Worker (types included; swc parses the sources) and fails on any rule
// below. docs/architecture/layers.md "Layers" draws the floors these rules keep true.

/**
 * The floors, top to bottom: a module may import its own floor's modules and any floor below
 * it, never one above. One folder (or top-level file) per floor, so no two folders can import
 * each other either.
 */
const FLOORS = [
  'worker\\.ts$',
  'routes/',
  'src/app\\.tsx$',
  'src/routing\\.tsx$',
  'src/http/',
  'src/render/',
  'src/client/',
  'src/components/',
  'src/ops/',
  'src/notices/',
  'src/preview/',
  'src/contact/',
  'src/seo/',
  'src/search/',
  'src/cms/',
  'src/upstream/',
  'src/security/',
  'src/types\\.ts$',
  'src/request/',
  'src/lib/',
  'src/i18n/',
  'src/route-table\\.ts$',
];

const floorRules = FLOORS.slice(1).map((floor, i) => ({
  name: `floor-${floor.replace(/[^a-z-]+/g, '-').replace(/^-|-$/g, '')}`,
  comment: `${floor} imports nothing above it (docs/architecture/layers.md "Layers").`,
  severity: 'error',
  from: { path: `^${floor}` },
  to: { path: `^(${FLOORS.slice(0, i + 1).join('|')})` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: 'on-a-floor',
      comment: 'Every module of the Worker sits on a floor of FLOORS (a new folder is given its place there).',
      severity: 'error',
      from: { path: '^(src/|routes/|worker\\.ts)', pathNot: `^(${FLOORS.join('|')}|src/generated/)` },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'No import circle anywhere, type imports included: every module sits below what uses it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'upstream-goes-down',
      comment:
        'The CMS path is api → call → cache → http: the HTTP client knows no cache, the cache no call list or call.',
      severity: 'error',
      from: {
        path: '^src/upstream/(http|cache|cache-entry|cache-tiers|errors|outcomes|revalidation)\\.ts$',
      },
      to: { path: '^src/upstream/(api|call)\\.ts$' },
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

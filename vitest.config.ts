import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run inside workerd with the bindings of wrangler.toml. The demo upstream runs beside
// the site as an auxiliary worker (built JS: `npm run build:demo`), bound as UPSTREAM.
// The fuzz test's sample: a seeded 1,000 in `npm test`, the full 5,000 with `npm run test:fuzz`.
const FUZZ_TOTAL = Number(process.env.FUZZ_TOTAL ?? 1000);

// Request and upstream logs (one JSON line each) are silent unless LOGS=1; a test that checks
// them spies on console, which sees every line whatever is printed.
const SHOW_LOGS = process.env.LOGS === '1';

// The held-out query sets print their figures; the queries that missed, and what they found,
// only with HELD_OUT_MISSES=1 (test/search/held-out-measure.ts). A define, as FUZZ_TOTAL: the
// tests run in workerd, which does not see this process's environment.
const HELD_OUT_MISSES = process.env.HELD_OUT_MISSES === '1';

// The site search's D1 tables (migrations/): applied to each test file's database by the setup
// file below (test/fresh-file.ts), as `wrangler d1 migrations apply` does for a deployment.
const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

const workerd = {
  extends: true,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // The revalidation webhook's secret; the demo CMS below signs with the same one.
        // The draft preview secret too: the demo CMS mints links and checks sessions with it.
        bindings: {
          ENVIRONMENT: 'test',
          REVALIDATE_SECRET: 'test-revalidate-secret',
          PREVIEW_SECRET: 'test-preview-secret',
          TEST_MIGRATIONS: migrations,
        },
        workers: [
          {
            name: 'college-demo-upstream',
            modules: true,
            scriptPath: './dist/demo/index.js',
            compatibilityDate: '2026-08-15',
            compatibilityFlags: ['nodejs_compat'],
            kvNamespaces: ['ENQUIRIES'],
            bindings: {
              DEMO_DELAY_MS: '0',
              // The day the demo CMS answers for: its dated content is fixed for the tests.
              DEMO_TODAY: '2026-11-25',
              REVALIDATE_SECRET: 'test-revalidate-secret',
              PREVIEW_SECRET: 'test-preview-secret',
            },
            // The demo's publish tells the site under test (the pool's runner worker, named
            // after the project below).
            serviceBindings: { SITE: 'vitest-plugin-runner-workerd' },
          },
        ],
      },
    }),
  ],
  test: {
    name: 'workerd',
    // `npm run snapshots` runs the page snapshots alone (test/snapshots/pages.snap.ts says why).
    include: process.env.SNAPSHOTS ? ['test/snapshots/*.snap.ts'] : ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/node/**'],
    globals: true,
    // The test files of one vitest worker share one workerd (`isolate: false`): a workerd per
    // file cost about 0.7 s of start-up each, and every module of the site evaluated again per
    // file. Each file still starts from the state of a new runtime: test/fresh-file.ts runs
    // before every file and puts back the isolate's memory, the demo CMS, KV, D1, the Cache API,
    // the rate limiters and vitest's fakes (docs/commands.md "What a test file may assume";
    // test/foundation/fresh-state.ts checks it). Measured on 2 cores with other work running,
    // the workerd project before and after on the same tree and at the same load: 141 s and
    // 49 s (load 2-3), 171 s and 74 s (load 3-4), 270 s and 134 s (load 8-10); the whole
    // `vitest run` 140 s and 48 s (load 2-3). Sharing with only the migrations applied failed 86
    // tests in 8 files (70 of routing.test.ts; the two fresh-state probes; KV, Cache API and
    // memory left by earlier files), measured on the final tree.
    isolate: false,
    setupFiles: ['./test/fresh-file.ts'],
    // The site's stylesheets, and the rules its scripts adopt, as text (`?raw`) for
    // test/perf/stylesheets.test.ts; vitest otherwise answers every CSS import with an empty string.
    css: { include: [/\/src\/styles\/[\w-]+\.css/, /\/src\/client\/[\w-]+\.island\.css/] },
  },
};

// Checks of the source itself (test/node/): they parse it with a native parser, which runs in
// Node, not in workerd. `npx vitest run <file>` picks the right project for either kind.
const node = {
  extends: true,
  test: { name: 'node', environment: 'node', include: process.env.SNAPSHOTS ? [] : ['test/node/**/*.test.ts'] },
};

export default defineConfig({
  define: { FUZZ_TOTAL: JSON.stringify(FUZZ_TOTAL), HELD_OUT_MISSES: JSON.stringify(HELD_OUT_MISSES) },
  // `@/` is src/ (tsconfig.json `paths`; esbuild and wrangler read it from there).
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    projects: [workerd, node],
    // Two vitest workers (vitest's default on a 2-core machine is one), each a workerd running
    // its files one after another (`isolate: false` above); much of a file's time is waiting
    // (storage, the demo CMS, streams), which the other worker fills. Measured at load 4-8: one
    // worker 111 s, two 56 s, three 65 s for the workerd project.
    maxWorkers: 2,
    // A global option: a project's own is not read.
    onConsoleLog: (line: string) => (SHOW_LOGS || !line.startsWith('{"level":') ? undefined : false),
  },
});

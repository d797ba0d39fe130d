import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run inside workerd with the bindings of wrangler.toml. The demo upstream runs beside
// the site as an auxiliary worker (built JS: `npm run build:demo`), bound as UPSTREAM.
export default defineConfig({
  // `@/` is src/ (tsconfig.json `paths`; esbuild and wrangler read it from there).
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: { ENVIRONMENT: 'test' },
        workers: [
          {
            name: 'college-demo-upstream',
            modules: true,
            scriptPath: './dist/demo/index.js',
            compatibilityDate: '2026-08-15',
            compatibilityFlags: ['nodejs_compat'],
            kvNamespaces: ['ENQUIRIES'],
            bindings: { DEMO_DELAY_MS: '0' },
          },
        ],
      },
    }),
  ],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    globals: true,
  },
});

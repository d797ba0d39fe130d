import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser suite: Node runs Playwright against the site and demo started by global-setup.
export default defineConfig({
  // `@/` is src/ (tsconfig.json `paths`; esbuild and wrangler read it from there).
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

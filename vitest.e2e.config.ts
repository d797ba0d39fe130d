import { defineConfig } from 'vitest/config';

// The browser suite: Node runs Playwright against the site and demo started by global-setup.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

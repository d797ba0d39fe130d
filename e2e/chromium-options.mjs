// The system's Chromium and the flags it is launched with, for every tool that drives it: the
// browser suite and the audit (e2e/chromium.ts, through Playwright) and Lighthouse
// (bench/lighthouse.mjs, through chrome-launcher). Plain JavaScript, so that Node runs it as it
// is; tsconfig.node.json type-checks it with the rest of e2e/.

/** The system's Chromium (CHROMIUM_PATH, or chrome-launcher's CHROME_PATH), never a downloaded browser (docs/commands.md, `npm run test:e2e`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Headless, without a sandbox (it runs in containers) or a GPU, and without any traffic of its
 * own (QUIC, first-run, background networking, component updates, sync) that would disturb a
 * measurement or reach the internet; shared memory in /tmp, since /dev/shm is small in containers.
 * @type {readonly string[]}
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

import { startServers, BUNDLE_DIR } from './lib/servers.mjs';
import { writeFileSync } from 'node:fs';
const s = await startServers({ main: BUNDLE_DIR + '/index.js', vars: { CACHE_FRESH_SECONDS: '3600' } });
let html; for (let i = 0; i < 4; i++) html = await (await fetch(s.origin + (process.argv[2] ?? '/'))).text();
writeFileSync(process.argv[3], html);
await s.stop();

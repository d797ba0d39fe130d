import { startServers, BUNDLE_DIR } from './lib/servers.mjs';
const s = await startServers({ main: BUNDLE_DIR + '/index.js', vars: { CACHE_FRESH_SECONDS: '3600' } });
let html; for (let i = 0; i < 4; i++) html = await (await fetch(s.origin + (process.argv[2] ?? '/'))).text();
console.log(html.length, (html.match(/\$RC\(/g) ?? []).length, (html.match(/<template/g) ?? []).length);
await s.stop();

import { startServers, BUNDLE_DIR } from './lib/servers.mjs';
const s = await startServers({ main: BUNDLE_DIR + '/index.js', inspectorPort: 9329 });
console.log(await (await fetch('http://127.0.0.1:9329/json')).text());
await s.stop();

// The demo CMS k times over, as a worker of its own between the site and the demo (the bench's
// scale, DEMO_SCALE_FACTOR): the same scaled lists the tests at scale use
// (test/search/scaled-upstream.ts). It counts the CMS calls it answers (GET /__scaled/stats,
// POST /__scaled/reset): the bench checks each build step's.
import { scaledUpstream } from '../../test/search/scaled-upstream';

let upstream: { k: number; fetcher: Fetcher } | undefined;
const stats = { calls: 0 };

export default {
  fetch(request: Request, env: { DEMO_SCALE_FACTOR?: string }): Promise<Response> | Response {
    const { pathname } = new URL(request.url);
    if (pathname === '/__scaled/stats') return Response.json(stats);
    if (pathname === '/__scaled/reset') {
      stats.calls = 0;
      return Response.json(stats);
    }
    if (pathname.startsWith('/api/')) stats.calls++;
    const k = Math.max(1, Number(env.DEMO_SCALE_FACTOR) || 1);
    if (upstream?.k !== k) upstream = { k, fetcher: scaledUpstream(k) };
    return upstream.fetcher.fetch(request);
  },
};

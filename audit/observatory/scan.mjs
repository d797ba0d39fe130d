// Child process of audit/observatory.ts: runs the Mozilla HTTP Observatory's own scan() on each
// target and prints the results as JSON. A child, because Node reads NODE_EXTRA_CA_CERTS (the
// audit's throwaway certificate) only when it starts.
//
// scan() of @mdn/mdn-http-observatory 1.4.8 passes no options (port, path) to its retriever, so
// each target is given as "host:port/path", which the library turns into
// http://host:port/path and https://host:port/path exactly as written.
import { scan } from '@mdn/mdn-http-observatory';

const out = [];
for (const target of process.argv.slice(2)) {
  try {
    const result = await scan(target);
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => ({ name, result: t.result, modifier: t.scoreModifier }));
    out.push({ target, grade: result.scan.grade, score: result.scan.score, failed, status: result.scan.statusCode });
  } catch (err) {
    out.push({ target, error: err instanceof Error ? err.message : String(err) });
  }
}
process.stdout.write(JSON.stringify(out));

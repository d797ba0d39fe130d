// npm run audit [-- links html axe observatory]: the outside world's tools over the whole demo
// site (docs/commands.md "The audit"). With no argument all four parts run; name parts to run only those.
import { startSite } from '../e2e/site.ts';
import { checkAccessibility } from './axe.ts';
import { validateHtml } from './html.ts';
import { checkLinks } from './links.ts';
import { scoreHeaders } from './observatory.ts';
import { log, type PartResult, report } from './report.ts';

const PARTS = ['links', 'html', 'axe', 'observatory'] as const;
type Part = (typeof PARTS)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set<Part>(asked.length > 0 ? (asked as Part[]) : PARTS);
const started = Date.now();
// The whole audit has 15 minutes (it takes about 5); a hang must not hold CI.
const DEADLINE_MS = 15 * 60_000;
setTimeout(() => {
  console.error(`audit: not finished after ${DEADLINE_MS / 60_000} minutes, stopping`);
  process.exit(124);
}, DEADLINE_MS).unref();
const results: PartResult[] = [];

const failure = (tool: string, err: unknown): PartResult => ({
  tool,
  checked: 'did not finish',
  findings: [{ url: '-', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }],
  notes: [],
});

async function run(tool: string, body: () => Promise<PartResult>): Promise<void> {
  const t = Date.now();
  try {
    results.push(await body());
  } catch (err) {
    results.push(failure(tool, err));
  }
  log(tool, `done in ${Math.round((Date.now() - t) / 1000)} s`);
}

async function onLocalSite(): Promise<void> {
  let site: Awaited<ReturnType<typeof startSite>>;
  try {
    site = await startSite();
  } catch (err) {
    results.push(failure('site', err));
    return;
  }
  log('site', `site and demo CMS on ${site.origin}`);
  try {
    if (parts.has('links')) await run('links', () => checkLinks(site.origin));
    if (parts.has('html')) await run('html', () => validateHtml(site.origin));
    if (parts.has('axe')) await run('axe', () => checkAccessibility(site.origin));
  } finally {
    await site.close();
  }
}

if (parts.has('links') || parts.has('html') || parts.has('axe')) await onLocalSite();
if (parts.has('observatory')) await run('observatory', scoreHeaders);

process.exitCode = report(results, (Date.now() - started) / 1000) ? 0 : 1;

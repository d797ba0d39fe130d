// docs/SECURITY.md "Line breaks and controls in one-line fields": no visitor's text can break a
// log line or reorder how it reads. Every control, separator and bidi control is escaped in the
// line, and the parsed line holds the same text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { ORIGIN } from '../helpers';
import { send } from '../contact/helpers';

afterEach(() => vi.restoreAllMocks());

/** A raw control, separator or bidi control left in a line. */
const RAW = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

const RANGES: [range: string, text: string][] = [
  ['C0 CRLF', 'a\r\nlevel: "error"'],
  ['C0 NUL and ESC', '\u0000\u001b[2J'],
  ['DEL', '\u007f'],
  ['C1 NEL', 'a\u0085b'],
  ['C1 CSI', '\u009b31m'],
  ['line separator', 'a\u2028b'],
  ['paragraph separator', 'a\u2029b'],
  ['bidi override', 'gpj.\u202eexe'],
  ['bidi embedding', '\u202a\u202b\u202c\u202d'],
  ['bidi isolate', '\u2066\u2067\u2068\u2069'],
];

/** Every line the log writes while `run` runs, whichever console method it uses. */
async function linesOf(run: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
  await run();
  vi.restoreAllMocks();
  return lines;
}

describe('a log line', () => {
  it.each(RANGES)('%s: escaped in the line, the same text once parsed', async (_, text) => {
    const [line] = await linesOf(() => log('warn', 'test.controls', { path: `/en/${text}`, nested: { text } }));
    expect(line).toBeDefined();
    expect(line).not.toMatch(RAW);
    expect(JSON.parse(line!)).toEqual({ level: 'warn', event: 'test.controls', path: `/en/${text}`, nested: { text } });
  });

  it('a header a visitor sends (the webhook logs the client address it was refused for)', async () => {
    const lines = await linesOf(() =>
      send(
        new Request(`${ORIGIN}/api/revalidate`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.9\u0085\u009b2J\u00a0x' },
          body: '{"all":true}',
        }),
        { REVALIDATE_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}` },
      ),
    );
    const refused = lines.find((l) => l.includes('revalidate.refused'));
    expect(refused).toBeDefined();
    expect(refused).not.toMatch(RAW);
    expect(JSON.parse(refused!).ip).toBe('203.0.113.9\u0085\u009b2J\u00a0x');
  });
});

// docs/UPSTREAM.md §15: the enquiry reference a visitor can read out on the phone. Short, of
// unambiguous characters, named by the Hong Kong day; made by the site, sent to the CMS with the
// enquiry (the demo CMS keeps it beside its id), logged with the CMS's id, shown instead of it.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from '@/contact/reference';
import { api } from '../demo/helpers';
import { answer, envelope, fakeUpstream, postWith, valid, withToken } from './helpers';

const SAVE = '/api/subcontent/save';

afterEach(() => vi.restoreAllMocks());

describe('the enquiry reference', () => {
  it('is CHC, the day and month in Hong Kong, and four characters no one misreads', () => {
    const reference = newReference('2026-11-26');
    expect(reference).toMatch(/^CHC-2611-[2-9A-HJKMNP-Z]{4}$/);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(31);
  });

  it('draws every character of the alphabet, and draws again rather than favour the first ones', () => {
    // Bytes 248..255 would make the first eight characters likelier: they are skipped.
    const bytes = [255, 248, 0, 30, 31, 247];
    const fixed = (out: Uint8Array) => {
      out.set(bytes.splice(0, out.length).concat(new Array(out.length).fill(0)).slice(0, out.length));
      return out;
    };
    expect(newReference('2027-01-05', fixed)).toBe('CHC-0501-2Z2Z');
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) for (const ch of newReference('2026-11-26').slice(-4)) seen.add(ch);
    expect([...seen].sort().join('')).toBe(REFERENCE_ALPHABET);
  });

  it('is what the CMS is sent, what the visitor is shown, and logged with the CMS’s long id', async () => {
    const bodies: Record<string, unknown>[] = [];
    const upstream = fakeUpstream({
      [SAVE]: async (req) => {
        bodies.push((await req.json()) as Record<string, unknown>);
        return envelope({ id: '5d0c6a2e-8f3b-4d7e-9a41-2b6c1e0f7a93' });
      },
    });
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const res = await postWith(
      { UPSTREAM: upstream.fetcher, TODAY: '2026-11-26' },
      '/en/page/contact-us',
      withToken(valid),
      { encoding: 'json', json: true },
    );
    const { reference } = await answer(res);
    expect(reference).toMatch(/^CHC-2611-/);
    expect(bodies[0]?.reference).toBe(reference);
    const sent = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'enquiry.sent');
    expect(sent).toMatchObject({ reference, cmsId: '5d0c6a2e-8f3b-4d7e-9a41-2b6c1e0f7a93' });
  });

  it('is the same wherever the one enquiry is shown: the JSON and the page after a post without JavaScript', async () => {
    const bodies: Record<string, unknown>[] = [];
    const upstream = fakeUpstream({
      [SAVE]: async (req) => {
        bodies.push((await req.json()) as Record<string, unknown>);
        return envelope({ id: 'enq-2027-0045' });
      },
    });
    const res = await postWith({ UPSTREAM: upstream.fetcher }, '/en/page/contact-us', withToken(valid));
    const cookie = decodeURIComponent(res.headers.get('set-cookie')?.split(';')[0]?.split('=')[1] ?? '');
    expect(JSON.parse(cookie).reference).toBe(bodies[0]?.reference);
  });

  it('is kept by the demo CMS beside its id', async () => {
    const body = { ...valid, reference: 'CHC-2611-7Q4K' };
    const saved = await api<{ id: string }>(SAVE, { method: 'POST', body, lang: 'en' });
    const stored = await env.CACHE.get<Record<string, unknown>>(`enquiry:${saved.data.id}`, 'json');
    expect(stored).toMatchObject({ id: saved.data.id, reference: 'CHC-2611-7Q4K' });
  });
});

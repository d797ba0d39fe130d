import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NoticeListSchema } from '@/upstream/schemas';
import { WarnsumSchema } from '@/notices/weather';
import { demoFetch, type Envelope } from './helpers';

/** The demo's notices and its Observatory stand-in (in-process), against the site's schemas. */
async function notices(site: string, lang?: string) {
  const res = await demoFetch('/api/notice/active', { ...(lang ? { lang } : {}), headers: { site } });
  return (await res.json()) as Envelope;
}

async function post(path: string, body: unknown) {
  const res = await demoFetch(path, { method: 'POST', body });
  expect(res.status).toBe(200);
}

describe('demo: GET /api/notice/active', () => {
  it('serves none by default, in the envelope, as the contract says', async () => {
    const answer = await notices(`default-${crypto.randomUUID()}.example`);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual([]);
    expect(v.is(NoticeListSchema, answer.data)).toBe(true);
  });

  it.each(['emergency', 'warning', 'info'])('switches to a %s notice in three languages', async (level) => {
    const site = `switch-${crypto.randomUUID()}.example`;
    await post('/__demo/notices', { site, levels: [level], until: '2030-01-01T00:00:00+08:00' });
    const titles = await Promise.all(
      ['tc', 'cn', 'en'].map(async (lang) => (await notices(site, lang)).data[0]?.title),
    );
    expect(new Set(titles).size).toBe(3);
    const answer = await notices(site, 'en');
    expect(v.parse(NoticeListSchema, answer.data)).toEqual([
      expect.objectContaining({ level, until: '2030-01-01T00:00:00+08:00' }),
    ]);
  });

  it('answers "not found" when switched to a CMS without the call', async () => {
    const site = `missing-${crypto.randomUUID()}.example`;
    await post('/__demo/notices', { site, answer: 'missing' });
    expect((await notices(site)).code).toBe(404);
  });
});

describe("demo: the Observatory's stand-in", () => {
  it('answers the warning summary shape in each language, empty by default', async () => {
    const channel = crypto.randomUUID();
    const empty = await demoFetch(`/__demo/hko/weather.php?dataType=warnsum&lang=en&channel=${channel}`);
    expect(await empty.json()).toEqual({});
    await post('/__demo/hko', { channel, signals: ['TC8NE', 'WRAINB'], issued: '2026-09-15T14:40:00+08:00' });
    for (const lang of ['en', 'tc', 'sc']) {
      const res = await demoFetch(`/__demo/hko/weather.php?dataType=warnsum&lang=${lang}&channel=${channel}`);
      const body = v.parse(WarnsumSchema, await res.json());
      expect(Object.keys(body).sort()).toEqual(['WRAIN', 'WTCSGNL']);
      expect(body.WTCSGNL).toMatchObject({
        code: 'TC8NE',
        actionCode: 'ISSUE',
        issueTime: '2026-09-15T14:40:00+08:00',
      });
    }
  });
});

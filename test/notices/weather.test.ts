import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { resetIsolate } from '@/lib/isolate';
import { WEATHER_MAX_AGE_MS, WEATHER_MEMORY_MS } from '@/notices/weather';
import worker from '../../worker';
import { demo, get, noticesOf, site } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A site whose WEATHER_WARNINGS_URL is a stand-in of its own (a channel of the demo's). */
function weatherSite(vars: Partial<Env> = {}) {
  const channel = crypto.randomUUID();
  const s = site({ WEATHER_WARNINGS_URL: `/__demo/hko/weather.php?dataType=warnsum&channel=${channel}`, ...vars });
  return {
    ...s,
    /** The stand-in's state from now on. */
    observatory: (state: { signals?: string[]; mode?: string; issued?: string }) =>
      demo('/__demo/hko', { channel, ...state }),
    /** One run of the Cron Trigger (worker.ts `scheduled`). */
    async trigger() {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController(), s.env, ctx);
      await waitOnExecutionContext(ctx);
    },
  };
}

const ISSUED = '2026-09-15T14:40:00+08:00';

describe("the Observatory's warning signals", () => {
  it.each([
    ['tc', '', '八號東北烈風或暴風信號', '下午2:40', '2026年9月15日', '香港時間（UTC+8）', '/severe-weather'],
    ['sc', '/sc', '八号东北烈风或暴风信号', '14:40', '2026年9月15日', '香港时间（UTC+8）', '/sc/severe-weather'],
    [
      'en',
      '/en',
      'No. 8 Northeast Gale or Storm Signal',
      '2:40',
      '15 September 2026',
      'Hong Kong time (UTC+8)',
      '/en/severe-weather',
    ],
  ])(
    'raising No. 8 (%s): one line with the signal, its time and the arrangements page',
    async (_l, prefix, signal, time, date, zone, link) => {
      resetIsolate();
      const s = weatherSite();
      await s.observatory({ signals: ['TC8NE'], issued: ISSUED });
      await s.trigger();
      const { html } = await get(s.env, `${prefix}/campus-facilities`);
      const shown = noticesOf(html);
      expect(shown.map((n) => n.level)).toEqual(['weather']);
      for (const part of [signal, time, date, zone]) expect(shown[0]?.text).toContain(part);
      expect(html).toMatch(new RegExp(`<p class="site-notice__signal">[^]*?<a href="${link}">`));
      // It states the signal and links the rules; it never says on its own that classes are off.
      expect(shown[0]?.text).not.toMatch(/cancel|suspend|取消|停課|停课/i);
    },
  );

  it('raising No. 8 and the Black Rainstorm shows both, on kept pages too, without calling the Observatory', async () => {
    resetIsolate();
    const s = weatherSite();
    await get(s.env, '/en/campus-facilities');
    await s.observatory({ signals: ['TC8SE', 'WRAINB'], issued: ISSUED });
    await s.trigger();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + WEATHER_MEMORY_MS);
    const before = s.count('/__demo/hko/weather.php');
    const kept = await get(s.env, '/en/campus-facilities');
    expect(kept.how).toBe('memory');
    expect(s.count('/__demo/hko/weather.php')).toBe(before);
    const text = noticesOf(kept.html)[0]?.text ?? '';
    expect(text).toContain('No. 8 Southeast Gale or Storm Signal');
    expect(text).toContain('Black Rainstorm Warning Signal');
  });

  it('lowering them takes them off every page within a minute', async () => {
    resetIsolate();
    const s = weatherSite();
    await s.observatory({ signals: ['TC8NE', 'WRAINB'] });
    await s.trigger();
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toHaveLength(1);
    await s.observatory({ signals: [] });
    await s.trigger();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + WEATHER_MEMORY_MS);
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toEqual([]);
  });

  it('shows No. 3 and the thunderstorm warning only when the var lists them', async () => {
    const plain = weatherSite();
    await plain.observatory({ signals: ['TC3', 'WTS'] });
    await plain.trigger();
    expect(noticesOf((await get(plain.env, '/en/campus-facilities')).html)).toEqual([]);
    const listed = weatherSite({ WEATHER_WARNING_CODES: 'WTS' });
    await listed.observatory({ signals: ['TC3', 'WTS'] });
    await listed.trigger();
    const text = noticesOf((await get(listed.env, '/en/campus-facilities')).html)[0]?.text ?? '';
    expect(text).toContain('Thunderstorm Warning');
    expect(text).not.toContain('Tropical Cyclone');
  });

  it.each([
    ['malformed', 'malformed'],
    ['stale (an answer dated an hour ago)', 'stale'],
    ['failing', 'failing'],
  ])('a %s answer shows nothing and is logged', async (_name, mode) => {
    resetIsolate();
    const s = weatherSite();
    await s.observatory({ signals: ['TC8NE'], mode });
    const logs: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void logs.push(String(line)));
    vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(String(line)));
    await s.trigger();
    const { res, html } = await get(s.env, '/en/campus-facilities');
    expect(res.status).toBe(200);
    expect(noticesOf(html)).toEqual([]);
    expect(
      logs.some(
        (l) => l.includes('"weather.error"') && l.includes(`"reason":"${mode === 'failing' ? 'failed' : mode}"`),
      ),
    ).toBe(true);
  });

  it('a reading older than 30 minutes (the trigger stopped) shows nothing and is logged once', async () => {
    resetIsolate();
    const s = weatherSite();
    await s.observatory({ signals: ['TC8NE'] });
    await s.trigger();
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toHaveLength(1);
    const logs: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void logs.push(String(line)));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + WEATHER_MAX_AGE_MS + 1000);
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toEqual([]);
    expect(noticesOf((await get(s.env, '/en/news/list')).html)).toEqual([]);
    expect(logs.filter((l) => l.includes('"weather.stale"'))).toHaveLength(1);
  });

  it('is off with an empty WEATHER_WARNINGS_URL: the trigger asks nothing', async () => {
    const s = weatherSite({ WEATHER_WARNINGS_URL: '' });
    await s.observatory({ signals: ['TC8NE'] });
    await s.trigger();
    expect(s.count('/__demo/hko/weather.php')).toBe(0);
    expect(noticesOf((await get(s.env, '/en/campus-facilities')).html)).toEqual([]);
  });

  it('the arrangements page exists in the demo CMS in three languages', async () => {
    for (const [prefix, title] of [
      ['', '惡劣天氣下的安排'],
      ['/sc', '恶劣天气下的安排'],
      ['/en', 'Arrangements in Severe Weather'],
    ] as const) {
      const { res, html } = await get({ ...env } as Env, `${prefix}/severe-weather`);
      expect(res.status).toBe(200);
      expect(html).toContain(title);
    }
  });
});

describe('the weather vars', () => {
  const base = { ENVIRONMENT: 'production', SITE_DOMAIN: 'www.crescent-harbour.edu.example' };

  it('reads the URL, the codes and the alias', () => {
    const url = 'https://data.weather.gov.hk/weatherAPI/opendata/weather.php?dataType=warnsum';
    const { weather } = parseConfig({ ...base, WEATHER_WARNINGS_URL: url, WEATHER_WARNING_CODES: ' wts, WHOT ' });
    expect(weather).toEqual({ url, codes: ['WTS', 'WHOT'], arrangements: 'severe-weather' });
  });

  it.each([
    ['http in production', { WEATHER_WARNINGS_URL: 'http://data.weather.gov.hk/x?dataType=warnsum' }, 'url', undefined],
    ['not a URL', { WEATHER_WARNINGS_URL: 'weather.php' }, 'url', undefined],
    ['a code that is none', { WEATHER_WARNING_CODES: 'WTS,<b>' }, 'codes', []],
    ['an alias that is none', { WEATHER_ARRANGEMENTS_ALIAS: '../admin' }, 'arrangements', 'severe-weather'],
  ])('%s: logged once, the safe fallback', (_name, vars, field, fallback) => {
    resetIsolate();
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(String(line)));
    const { weather } = parseConfig({ ...base, ...vars });
    expect(weather[field as keyof typeof weather]).toEqual(fallback);
    expect(errors.join('\n')).toMatch(/"event":"config.invalid","name":"WEATHER_/);
  });
});

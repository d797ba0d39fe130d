import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { resetIsolate } from '@/lib/isolate';
import worker from '../../worker';
import { demo, get, site } from './helpers';

afterEach(() => vi.restoreAllMocks());

/** Made for the run: a deployed site refuses a token the repository writes down (docs/SECURITY.md). */
const TOKEN = `${crypto.randomUUID()}${crypto.randomUUID()}`;

describe('/healthz details: the notices and signals in force', () => {
  it('lists the CMS notices in force in each language and the signals the pages show', async () => {
    resetIsolate();
    const channel = crypto.randomUUID();
    const s = site({
      HEALTHZ_TOKEN: TOKEN,
      WEATHER_WARNINGS_URL: `/__demo/hko/weather.php?dataType=warnsum&channel=${channel}`,
    } as Partial<Env>);
    await s.notices({ levels: ['emergency'] });
    await demo('/__demo/hko', { channel, signals: ['TC8NE', 'WTS'] });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), s.env, ctx);
    await waitOnExecutionContext(ctx);
    const { res, html } = await get(s.env, '/healthz', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const body = JSON.parse(html);
    expect(body.notices.en).toEqual({
      source: 'ok',
      inForce: [
        { id: 'campus-closed', level: 'emergency', title: 'The campus is closed today', from: null, until: null },
      ],
    });
    expect(body.notices.tc.inForce[0].title).toBe('校園今日關閉');
    expect(body.weather).toMatchObject({ configured: true, error: null, inForce: ['TC8NE', 'WTS'], shown: ['TC8NE'] });
  });

  it('says when the CMS has no notices call', async () => {
    resetIsolate();
    const s = site({ HEALTHZ_TOKEN: TOKEN, WEATHER_WARNINGS_URL: '' } as Partial<Env>);
    await s.notices({ answer: 'missing' });
    const { html } = await get(s.env, '/healthz', { headers: { Authorization: `Bearer ${TOKEN}` } });
    const body = JSON.parse(html);
    expect(body.notices.sc).toEqual({ source: 'absent', inForce: [] });
    expect(body.weather).toEqual({ configured: false });
  });
});

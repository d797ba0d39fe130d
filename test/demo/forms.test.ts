import { env } from 'cloudflare:workers';
import demo from '../../demo/src/index';
import { api, demoEnv } from './helpers';

const valid = {
  name: 'Chan Tai Man',
  email: 'tm.chan@mail.example',
  subject: 'Open day',
  message: 'When is the next open day?',
};

describe('demo enquiry save', () => {
  it('stores a valid enquiry in KV and answers its id', async () => {
    const res = await api<{ id: string }>('/api/subcontent/save', { method: 'POST', body: valid, lang: 'en' });
    expect(res.code).toBe(200);
    expect(res.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await env.CACHE.get<Record<string, unknown>>(`enquiry:${res.data.id}`, 'json');
    expect(stored).toMatchObject({ ...valid, id: res.data.id, lang: 'en', site: 'www.crescent-harbour.edu.example' });
  });

  it('refuses missing fields, a bad e-mail, over-long text and non-JSON with code 400', async () => {
    const bad: unknown[] = [
      { ...valid, name: '' },
      { ...valid, subject: '   ' },
      { name: valid.name, email: valid.email, subject: valid.subject },
      { ...valid, email: 'not-an-email' },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, message: 'x'.repeat(5001) },
      { ...valid, email: 42 },
      'this is not json',
    ];
    for (const body of bad) {
      const res = await api('/api/subcontent/save', { method: 'POST', body });
      expect(res.code, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.data).toBeNull();
    }
  });
});

describe('demo captcha', () => {
  it('passes exactly the demo token', async () => {
    expect((await api('/api/recaptcha?token=demo-captcha-pass')).data).toEqual({ success: true });
    for (const q of ['?token=demo-captcha-fail', '?token=DEMO-CAPTCHA-PASS', '']) {
      const res = await api(`/api/recaptcha${q}`);
      expect(res.code).toBe(200);
      expect(res.data).toEqual({ success: false });
    }
  });
});

describe('demo stats and delay', () => {
  const stats = async () =>
    (await demo.fetch(new Request('http://demo/__demo/stats'), demoEnv())).json() as Promise<{
      calls: number;
      byPath: Record<string, number>;
    }>;

  it('counts every /api call by path, and resets', async () => {
    await demo.fetch(new Request('http://demo/__demo/reset', { method: 'POST' }), demoEnv());
    expect(await stats()).toEqual({ calls: 0, byPath: {} });
    await api('/api/menu/list');
    await api('/api/menu/list');
    await api('/api/article/news?pageNum=2');
    await api('/api/no/such/route');
    const after = await stats();
    expect(after.calls).toBe(4);
    expect(after.byPath).toEqual({ '/api/menu/list': 2, '/api/article/news': 1, '/api/no/such/route': 1 });
    await demo.fetch(new Request('http://demo/__demo/reset', { method: 'POST' }), demoEnv());
    expect((await stats()).calls).toBe(0);
  });

  it('waits DEMO_DELAY_MS, or x-demo-delay-ms, before answering', async () => {
    let started = Date.now();
    await demo.fetch(new Request('http://demo/api/home-slide/list'), { ...demoEnv(), DEMO_DELAY_MS: '120' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    started = Date.now();
    await api('/api/home-slide/list', { headers: { 'x-demo-delay-ms': '120' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});

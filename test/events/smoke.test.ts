import { expect, it } from 'vitest';
import { get, mainOf, textOf } from '../content/helpers';
const DAY = { TODAY: '2026-11-25' } as Partial<Env>;
it('smoke', async () => {
  const { res, html } = await get('/en/events', DAY);
  console.log(res.status, textOf(mainOf(html)).slice(0, 1500));
  const d = await get('/en/events/601', DAY);
  console.log(d.res.status, textOf(mainOf(d.html)).slice(0, 1500));
  console.log(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g.exec(d.html)?.[1]?.slice(0, 1500));
  expect(res.status).toBe(200);
});

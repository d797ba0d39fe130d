import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, within } from '@/cms/result';

afterEach(() => vi.restoreAllMocks());

describe('within', () => {
  it('hands back data that has settled already without setting a timer', async () => {
    const data = settle(Promise.resolve('menu'));
    await data;
    const timers = vi.spyOn(globalThis, 'setTimeout');
    expect(await within(data, 50)).toEqual({ ok: true, data: 'menu' });
    expect(timers).not.toHaveBeenCalled();
  });

  it('still gives up on data that has not come within the time', async () => {
    const never = settle(new Promise<string>(() => {}));
    expect(await within(never, 5)).toEqual({ ok: false });
  });

  it('waits for data that comes within the time', async () => {
    const soon = settle(new Promise<string>((resolve) => setTimeout(() => resolve('site'), 1)));
    expect(await within(soon, 1000)).toEqual({ ok: true, data: 'site' });
  });
});

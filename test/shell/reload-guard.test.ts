import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, guardedReload } from '@/client/reload-guard';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('reload guard (docs/REQUIREMENTS.md §9: 10000 ms)', () => {
  it('reloads once, then not again within the guard, then again after it', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(RELOAD_GUARD_MS).toBe(10000);
    expect(guardedReload(1_000_000, storage, reload)).toBe(true);
    expect(guardedReload(1_000_000 + 9_999, storage, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(guardedReload(1_000_000 + 10_000, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads when storage is unavailable (no way to stop a loop)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    let reloads = 0;
    expect(guardedReload(1, broken, () => void reloads++)).toBe(false);
    expect(reloads).toBe(0);
  });
});

/** docs/REQUIREMENTS.md §9 reload guard: at most one automatic reload per 10000 ms, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10000;
const KEY = 'chc:last-reload';

export function guardedReload(
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(KEY)) || 0;
  } catch {
    return false; // storage unavailable: never risk a loop
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

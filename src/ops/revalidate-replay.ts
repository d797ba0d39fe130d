// The revalidation webhook's memory of the calls it has applied (docs/SECURITY.md "Webhook
// replay"): a signed call is applied once. Its signature is remembered, in KV for every isolate
// and in this isolate's memory for the moment KV takes to show a write, until its timestamp has
// left the accepted window; after that the timestamp check alone refuses it.
import { memoryStore } from '@/lib/isolate';

/** How old a call's timestamp may be (seconds): time for the call to travel and be retried. */
export const MAX_AGE_SECONDS = 300;
/** How far a call's timestamp may be ahead of this clock (seconds): a small clock skew only. */
export const MAX_FUTURE_SECONDS = 30;

const KV_PREFIX = 'revalidate:used:';
/** KV refuses an expiry sooner than a minute from now. */
const KV_MIN_TTL_SECONDS = 60;
/** An entry's size as counted: the 64-character key, the number, the slot. */
const ENTRY_BYTES = 200;

/** Signatures this isolate has applied or is applying, with when they may be forgotten (ms). */
const used = memoryStore<number>('webhook-used', { maxBytes: 4096 * ENTRY_BYTES, maxEntries: 4096 });

/** Where a timestamp (Unix seconds) stands against the window at `nowMs`. */
export function timestampState(timestamp: number, nowMs: number): 'ok' | 'old' | 'future' {
  const now = nowMs / 1000;
  if (timestamp - now > MAX_FUTURE_SECONDS) return 'future';
  return now - timestamp > MAX_AGE_SECONDS ? 'old' : 'ok';
}

/** When a call with this timestamp can no longer pass the timestamp check (ms). */
const forgetAt = (timestamp: number): number => (timestamp + MAX_AGE_SECONDS + 1) * 1000;

function heldHere(signature: string): boolean {
  const until = used.get(signature);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  used.delete(signature);
  return false;
}

/**
 * Claims a verified signature for this call: false when it was applied already (here or, as KV
 * says, anywhere). A claim is taken synchronously after the KV read, so two copies of one call
 * arriving together in an isolate cannot both pass. A KV that cannot be read does not stop the
 * call: the isolate's memory and the timestamp window still bound a replay.
 */
export async function claim(env: Env, signature: string, timestamp: number): Promise<boolean> {
  if (heldHere(signature)) return false;
  const stored = await env.CACHE.get(KV_PREFIX + signature).catch(() => null);
  if (heldHere(signature)) return false;
  used.set(signature, forgetAt(timestamp), ENTRY_BYTES);
  return stored === null;
}

/** The call could not be applied: its sender may send it again. */
export function release(signature: string): void {
  used.delete(signature);
}

/** The call was applied: every isolate refuses it from now on, until its timestamp is too old. */
export async function remember(env: Env, signature: string, timestamp: number): Promise<void> {
  const ttl = Math.ceil((forgetAt(timestamp) - Date.now()) / 1000);
  await env.CACHE.put(KV_PREFIX + signature, String(timestamp), {
    expirationTtl: Math.max(ttl, KV_MIN_TTL_SECONDS),
  });
}

/**
 * HMAC-SHA256 signatures for the messages the CMS sends the site (the revalidation webhook,
 * preview links). Verification goes through `crypto.subtle.verify`, which compares in constant
 * time. Two secrets may be valid at once, so a secret can be rotated without downtime
 * (docs/OPERATIONS.md).
 */
import { toHex } from '@/lib/hash';

const encoder = new TextEncoder();

async function keyFor(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Text is signed as its UTF-8 bytes; bytes (a request body as it arrived) as they are. */
const bytesOf = (message: string | Uint8Array<ArrayBuffer>) =>
  typeof message === 'string' ? encoder.encode(message) : message;

/** The lowercase hex HMAC-SHA256 of `message` under `secret`. */
export async function sign(secret: string, message: string | Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(secret, 'sign'), bytesOf(message))));
}

/**
 * True when `signatureHex` is the HMAC-SHA256 of `message` under one of `secrets` (empty
 * secrets are ignored, so an unset second secret never matches anything).
 */
export async function verify(
  secrets: readonly (string | undefined)[],
  message: string | Uint8Array<ArrayBuffer>,
  signatureHex: string,
): Promise<boolean> {
  const signature = fromHex(signatureHex.trim());
  if (signature?.length !== 32) return false;
  const data = bytesOf(message);
  for (const secret of secrets) {
    if (!secret) continue;
    if (await crypto.subtle.verify('HMAC', await keyFor(secret, 'verify'), signature, data)) return true;
  }
  return false;
}

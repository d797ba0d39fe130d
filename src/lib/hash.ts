/** Lowercase hex of bytes (digests, signatures). */
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Hex of the SHA-256 of a text, whole or its first `bytes` bytes (versions, fingerprints, long keys). */
export async function sha256Hex(text: string, bytes = 32): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return toHex(digest.subarray(0, bytes));
}

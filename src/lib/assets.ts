import manifest from '@/generated/assets.json';

/** The content-hashed URL of a built asset (scripts/build-assets.mjs writes the manifest). */
export function asset(name: keyof typeof manifest | string): string {
  const url = (manifest as Record<string, string>)[name];
  if (!url) throw new Error(`asset not built: ${name}`);
  return url;
}

import en from '../locales/en.json';
import sc from '../locales/sc.json';
import tc from '../locales/tc.json';

const LOCALES = { tc, sc, en } as const;

/** A message of the site's locales/ by its key ('time.zone'), as the page in that language shows it. */
export function message(lang: keyof typeof LOCALES, key: string): string {
  let node: unknown = LOCALES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return node;
}

// Adds or updates messages in all three locale files at once, keeping them in step.
// usage: node scripts/i18n-add.mjs messages.json   where the file maps 'dotted.key' -> [tc, sc, en]
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const add = JSON.parse(readFileSync(process.argv[2], 'utf8'));
['tc', 'sc', 'en'].forEach((lang, i) => {
  const file = new URL(`../locales/${lang}.json`, import.meta.url);
  const table = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, values] of Object.entries(add)) {
    if (!Array.isArray(values) || values.length !== 3) throw new Error(`${key}: need [tc, sc, en]`);
    const parts = key.split('.');
    let node = table;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[/** @type {string} */ (parts.at(-1))] = values[i];
  }
  const tmp = new URL(`../locales/.${lang}.json.tmp`, import.meta.url);
  writeFileSync(tmp, `${JSON.stringify(table, null, 2)}\n`);
  renameSync(tmp, file);
});
console.log(`added ${Object.keys(add).length} messages`);

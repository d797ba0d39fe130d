// What the renderer alone costs: a page's markup, as the site sends it, rebuilt as a tree of plain
// elements (no components, no data) and rendered by React's renderToString, by hono/jsx, and by
// a plain string function over the same tree, in this Node. Tells how much of a full render a
// different server renderer could save (docs/PERFORMANCE.md "A fairer Astro page").
//
//   NODE_ENV=production npx node bench/renderers.mjs [--path /] [--no-build]
//
// NODE_ENV=production: React's development build costs several times its production one. Not
// part of npm test or npm run bench.
import { parseArgs } from 'node:util';
import { jsx as honoJsx } from 'hono/jsx';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server.node';
// The HTML elements without content or end tag: the sanitiser's list (Node runs the .ts as it is).
import { VOID } from '../src/security/sanitize-rules.ts';
import { BUNDLE_MAIN, buildAll, withServers } from './lib/servers.mjs';

const { values: opts } = parseArgs({
  options: { path: { type: 'string', default: '/' }, 'no-build': { type: 'boolean', default: false } },
});
if (process.env.NODE_ENV !== 'production')
  console.error('warning: NODE_ENV is not production, React runs its development build');

/** Elements whose content is kept as it is (JSON-LD, speculation rules, inline styles). */
const RAW = new Set(['script', 'style']);
const BOOLEAN = new Set(['async', 'hidden', 'open', 'required', 'disabled', 'defer', 'checked', 'novalidate']);
/** The attribute names React wants written its way, for the ones the site's pages use. */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  charset: 'charSet',
  hreflang: 'hrefLang',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  viewbox: 'viewBox',
  enterkeyhint: 'enterKeyHint',
  autocomplete: 'autoComplete',
  datetime: 'dateTime',
  maxlength: 'maxLength',
  inputmode: 'inputMode',
  referrerpolicy: 'referrerPolicy',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  checked: 'defaultChecked',
  value: 'defaultValue',
};
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (s) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e) => ENTITIES[e]);

/** @typedef {{ tag: string, attrs: Record<string, string>, children: Array<Element | string>, raw?: string }} Element */

/**
 * The element tree of a page React wrote: well-formed, attributes quoted, void elements known,
 * script and style content raw. Not a general HTML parser; enough for the site's own output.
 */
function parse(html) {
  /** @type {Element} */
  const root = { tag: '', attrs: {}, children: [] };
  const stack = [root];
  const tokens =
    /<!--[\s\S]*?-->|<\/([a-zA-Z0-9-]+)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
  let at = 0;
  for (let m = tokens.exec(html); m; m = tokens.exec(html)) {
    const top = stack[stack.length - 1];
    if (m.index > at) top.children.push(decode(html.slice(at, m.index)));
    at = tokens.lastIndex;
    if (m[0].startsWith('<!--')) continue;
    if (m[1]) {
      stack.pop();
      continue;
    }
    /** @type {Record<string, string>} */
    const attrs = {};
    for (const a of m[3].matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)) attrs[a[1]] = a[2] === undefined ? '' : decode(a[2]);
    /** @type {Element} */
    const element = { tag: m[2], attrs, children: [] };
    top.children.push(element);
    if (RAW.has(m[2])) {
      const end = html.indexOf(`</${m[2]}>`, at);
      element.raw = html.slice(at, end);
      at = end + m[2].length + 3;
      tokens.lastIndex = at;
    } else if (!VOID.has(m[2])) stack.push(element);
  }
  return root.children.find((c) => typeof c === 'object');
}

function reactTree(node) {
  if (typeof node === 'string') return node;
  const props = {};
  for (const [name, value] of Object.entries(node.attrs)) props[REACT_NAMES[name] ?? name] = BOOLEAN.has(name) || value;
  if (node.raw !== undefined)
    return createElement(node.tag, { ...props, dangerouslySetInnerHTML: { __html: node.raw } });
  return createElement(node.tag, props, ...node.children.map(reactTree));
}

function honoTree(node) {
  if (typeof node === 'string') return node;
  const props = {};
  for (const [name, value] of Object.entries(node.attrs)) props[name] = BOOLEAN.has(name) || value;
  if (node.raw !== undefined) return honoJsx(node.tag, { ...props, dangerouslySetInnerHTML: { __html: node.raw } });
  return honoJsx(node.tag, props, ...node.children.map(honoTree));
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (s) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]);
function stringOf(node) {
  if (typeof node === 'string') return escaped(node);
  let attrs = '';
  for (const [name, value] of Object.entries(node.attrs))
    attrs += BOOLEAN.has(name) ? ` ${name}` : ` ${name}="${escaped(value)}"`;
  if (node.raw !== undefined) return `<${node.tag}${attrs}>${node.raw}</${node.tag}>`;
  if (VOID.has(node.tag)) return `<${node.tag}${attrs}/>`;
  let inner = '';
  for (const child of node.children) inner += stringOf(child);
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

if (!opts['no-build']) buildAll({ quiet: true });
const html = await withServers({ main: BUNDLE_MAIN, vars: { CACHE_FRESH_SECONDS: '3600' } }, async (s) => {
  const res = await fetch(s.origin + opts.path);
  if (res.status !== 200) throw new Error(`${opts.path}: ${res.status}`);
  return (await res.text()).replace(/^<!DOCTYPE html>/i, '');
});
const tree = parse(html);
if (!tree) throw new Error(`${opts.path}: no element in the page`);
let elements = 0;
/** @param {Element | string} node */
const count = (node) => {
  if (typeof node === 'string') return;
  elements++;
  node.children.forEach(count);
};
count(tree);

// Each renders a tree it builds itself, every time, as a page render does.
const cases = {
  "React's renderToString": () => renderToString(reactTree(tree)),
  'hono/jsx, toString()': () => honoTree(tree).toString(),
  'a string function': () => stringOf(tree),
};
console.log(`${opts.path}: ${elements} elements, ${html.length} characters (Node ${process.version})`);
console.log('| renderer | µs a page (median of 7 runs of 1,000) | characters out |');
console.log('| --- | ---: | ---: |');
for (const [name, render] of Object.entries(cases)) {
  let out = '';
  for (let i = 0; i < 2000; i++) out = render();
  const runs = [];
  for (let r = 0; r < 7; r++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 1000; i++) out = render();
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  runs.sort((a, b) => a - b);
  console.log(`| ${name} | ${runs[3].toFixed(0)} | ${String(out).length} |`);
}

// The scanner behind test/node/hand-written-paths.test.ts: it parses a source file with a real
// parser (SWC's, the syntax tree of TypeScript and TSX) and reads every string the code spells:
// each string literal, each text part of a template literal (head, middle, tail) and each
// string concatenation ('/news/' + id), whatever it sits in (JSX attributes, object keys,
// literal types). Comments are not code, so a path in a comment is never read.
import { parseSync } from '@swc/core';

/** A string expression as the code spells it: its text parts, and null where a value is put in. */
type Part = string | null;

export interface Patterns {
  /** Paths without :params ('/news/list'): the text must not be one, nor one followed by ?, # or a value. */
  fixed: readonly string[];
  /** The fixed start of each path with a :param ('/news/'): the text must not go on from it. */
  starts: readonly string[];
  /** Language prefixes ('/sc', '/en'): a path behind one is still the path. */
  prefixes: readonly string[];
}

export interface Scan {
  /** Every string literal and template text part in the file's syntax tree. */
  found: number;
  /** Those the check below read. */
  examined: number;
  /** Each hand-written path: the text read and the line it starts on. */
  hits: { text: string; line: number }[];
}

/** A node of SWC's tree, walked generically (by its `type` and its properties). */
type Node = any;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The nodes just below `node`, in any property (through arrays and SWC's untyped wrappers). */
function children(node: Node): Node[] {
  const out: Node[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) collect(item);
    else if (isNode(value)) out.push(value);
    // A wrapper without a type: a call's { spread, expression }, a method's function, ...
    else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) collect(inner);
  };
  for (const [key, value] of Object.entries(node)) if (key !== 'span') collect(value);
  return out;
}

const TEMPLATES = new Set(['TemplateLiteral', 'TsTemplateLiteralType', 'TplLitType']);

/**
 * The parser's own count: every StringLiteral and TemplateElement anywhere in the tree, found
 * by walking every value of every object (not the check's way through it), so a kind of node
 * the check does not step into shows up as a literal not examined.
 */
function count(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + count(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const type = (value as Node).type;
  let n = type === 'StringLiteral' || type === 'TemplateElement' ? 1 : 0;
  for (const child of Object.values(value)) n += count(child);
  return n;
}

function text(element: Node): string {
  return typeof element.cooked === 'string' ? element.cooked : String(element.raw ?? '');
}

/** Whether `part` (followed by a value put in when `open`) spells one of the paths. */
function spells(part: string, open: boolean, patterns: Patterns): boolean {
  const prefix = patterns.prefixes.find((p) => part === p || part.startsWith(`${p}/`));
  const path = prefix ? part.slice(prefix.length) || '/' : part;
  return (
    patterns.fixed.some(
      (p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}#`) || (open && path.startsWith(p)),
    ) || patterns.starts.some((p) => path.startsWith(p) && (path.length > p.length || open))
  );
}

export function scan(source: string, file: string, patterns: Patterns): Scan {
  // SWC's spans count from the start of everything it has parsed in this process: a leading
  // empty statement marks where this file starts.
  const module = parseSync(`;${source}`, { syntax: 'typescript', tsx: file.endsWith('.tsx'), comments: false });
  const base = (module.body[0]?.span.start ?? 0) + 1;
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (node: Node): number => {
    const at = (node.span?.start ?? base) - base;
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? 0) <= at) line++;
    return line + 1;
  };

  const examined = new Set<Node>();
  const hits: Scan['hits'] = [];

  /** The parts of a string expression; the literals in it are marked as read. */
  function parts(node: Node, into: Part[]): void {
    if (node.type === 'StringLiteral') {
      examined.add(node);
      into.push(node.value);
    } else if (TEMPLATES.has(node.type)) {
      const values = node.expressions ?? node.types ?? [];
      node.quasis.forEach((quasi: Node, i: number) => {
        examined.add(quasi);
        into.push(text(quasi));
        if (i < values.length) {
          into.push(null);
          visit(values[i]);
        }
      });
    } else if (node.type === 'BinaryExpression' && node.operator === '+') {
      parts(node.left, into);
      parts(node.right, into);
    } else if (node.type === 'ParenthesisExpression') parts(node.expression, into);
    else {
      into.push(null);
      visit(node);
    }
  }

  function check(node: Node): void {
    const list: Part[] = [];
    parts(node, list);
    // Adjacent text parts are one text ('/news/' + 'list').
    const joined: Part[] = [];
    for (const part of list) {
      const last = joined.length - 1;
      if (part !== null && typeof joined[last] === 'string') joined[last] += part;
      else joined.push(part);
    }
    joined.forEach((part, i) => {
      if (part !== null && spells(part, joined[i + 1] === null, patterns))
        hits.push({ text: part, line: lineOf(node) });
    });
  }

  function stringy(node: Node): boolean {
    if (node.type === 'StringLiteral' || TEMPLATES.has(node.type)) return true;
    if (node.type === 'ParenthesisExpression') return stringy(node.expression);
    return node.type === 'BinaryExpression' && node.operator === '+' && (stringy(node.left) || stringy(node.right));
  }

  function visit(node: Node): void {
    if (stringy(node)) check(node);
    else for (const child of children(node)) visit(child);
  }

  visit(module);
  return { found: count(module), examined: examined.size, hits };
}

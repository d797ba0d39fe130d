import { escapeControls } from '@/lib/controls';

/**
 * Structured JSON logs: one object per line, so Workers Logs can index every field.
 * Errors are flattened to name, message and cause; stacks go to the log, never to a page.
 * A visitor's text (a path, a header, a search) may be in a field: JSON escapes the C0 controls,
 * and every other control, separator and bidi control is escaped too (`\u2028`, `\u202e`…), so
 * no field can break the line or reorder how a reader of the logs sees it; the parsed line holds
 * the same text (docs/SECURITY.md "Line breaks and controls in one-line fields").
 */
export type Level = 'info' | 'warn' | 'error';

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = escapeControls(JSON.stringify({ level, event, ...fields }, replaceErrors));
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

function replaceErrors(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, cause: value.cause, stack: value.stack };
  }
  return value;
}

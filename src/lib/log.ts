/**
 * Structured JSON logs: one object per line, so Workers Logs can index every field.
 * Errors are flattened to name, message and cause; stacks go to the log, never to a page.
 */
export type Level = 'info' | 'warn' | 'error';

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields }, replaceErrors);
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

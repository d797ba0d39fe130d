// iCalendar (RFC 5545) text: components and properties in, a calendar file out. Only what the
// writer alone can get right lives here: text escaping (§3.3.11), CRLF line ends and folding at
// 75 octets without splitting a UTF-8 character (§3.1). What goes into a calendar (events, key
// dates, the Hong Kong time zone) is src/cms/calendars.ts.

export interface IcsProperty {
  name: string;
  /** Parameters (TZID, VALUE), written as given: their values are the writer's own constants. */
  params?: Record<string, string>;
  /** The value as it is written: TEXT values must go through icsText first. */
  value: string;
}

export interface IcsComponent {
  name: string;
  props: readonly (IcsProperty | undefined)[];
  children?: readonly IcsComponent[];
}

/** The most octets of a line, without its CRLF (RFC 5545 §3.1). */
export const LINE_OCTETS = 75;

const encoder = new TextEncoder();
const octets = (s: string): number => encoder.encode(s).length;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break
 * written as \n, and the control characters the grammar does not allow left out.
 */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/**
 * One content line folded into lines of at most 75 octets, each continuation starting with the
 * one space that counts among its octets; a character (a code point, all its UTF-8 bytes, a
 * surrogate pair whole) is never split.
 */
export function foldLine(line: string): string[] {
  if (octets(line) <= LINE_OCTETS) return [line];
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char);
    if (size + n > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += n;
  }
  lines.push(current);
  return lines;
}

function contentLine({ name, params, value }: IcsProperty): string {
  const p = params ? Object.entries(params).map(([k, v]) => `;${k}=${v}`) : [];
  return `${name}${p.join('')}:${value}`;
}

function linesOf(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.props.flatMap((p) => (p ? [contentLine(p)] : [])),
    ...(component.children ?? []).flatMap(linesOf),
    `END:${component.name}`,
  ];
}

/** The calendar file: every line folded, each ended by CRLF (the last one too). */
export function icsFile(calendar: IcsComponent): string {
  return `${linesOf(calendar).flatMap(foldLine).join('\r\n')}\r\n`;
}

/** 'YYYY-MM-DD' → DATE 'YYYYMMDD'. */
export const icsDate = (day: string): string => day.replaceAll('-', '');

/** An instant as a UTC DATE-TIME: '20261205T060000Z'. */
export const icsUtc = (at: number): string => `${new Date(at).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A wall-clock time 'YYYY-MM-DDTHH:MM:SS' as a local DATE-TIME (with a TZID): '20261205T140000'. */
export const icsLocal = (clock: string): string => clock.slice(0, 19).replace(/[-:]/g, '');

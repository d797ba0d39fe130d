// How one variable of the Worker's configuration is read (src/lib/config.ts assembles them):
// its schema, and the fallback it takes when set but wrong, logged once per isolate as
// `config.invalid` (docs/OPERATIONS.md). Secrets are refused when weak or published.
import * as v from 'valibot';
import { onIsolateReset } from '@/lib/isolate';
import { log } from '@/lib/log';
import { secretProblem } from '@/lib/secrets';

export type Vars = Record<string, unknown>;

/** Set, trimmed, non-empty text; anything else counts as unset. */
export const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());

export function integer(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** An http(s) origin or base URL with no query or fragment; https outside local development. */
export function baseUrl(local: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.url('must be an absolute URL'),
    v.check((s) => (local ? /^https?:\/\//i : /^https:\/\//i).test(s), local ? 'must be http(s)' : 'must be https'),
    v.check((s) => !/[?#]/.test(s), 'must have no query or fragment'),
    v.transform((s) => s.replace(/\/+$/, '')),
  );
}

/** A calendar day that exists: 'YYYY-MM-DD'. */
export const Day = v.pipe(
  v.string(),
  v.trim(),
  v.isoDate('must be a YYYY-MM-DD date'),
  v.check((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real day'),
);

export const Hostname = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a host name',
  ),
);

/** Problems already logged in this isolate: each is written once, not once per request. */
const reported = new Set<string>();
onIsolateReset('config-reports', () => reported.clear());

export function report(name: string, problem: string, fallback: string): void {
  const key = `${name}|${problem}|${fallback}`;
  if (reported.has(key)) return;
  reported.add(key);
  log('error', 'config.invalid', { name, problem, fallback });
}

/**
 * The parsed value of `vars[name]`, or `fallback` (logged) when it is set but fails `schema`.
 * An unset or empty value is `unset`, which is not an error unless `required` says so.
 */
export function read<T>(
  vars: Vars,
  name: string,
  schema: v.GenericSchema<string, T>,
  fallback: T,
  options: { required?: string; describe?: string } = {},
): T {
  const raw = vars[name];
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (options.required) report(name, options.required, options.describe ?? String(fallback));
    return fallback;
  }
  const parsed = v.safeParse(schema, typeof raw === 'string' ? raw : String(raw));
  if (parsed.success) return parsed.output;
  report(name, parsed.issues[0].message, options.describe ?? String(fallback));
  return fallback;
}

export function optionalText(vars: Vars, name: string): string | undefined {
  return read<string | undefined>(vars, name, Text, undefined, { describe: 'unset' });
}

/**
 * A secret: in staging and production at least 32 bytes and none the project publishes
 * (src/lib/secrets.ts, docs/SECURITY.md "Weak or published secrets"); a bad one is
 * `config.invalid` and counts as unset, so what it guards stays shut.
 */
export function secretText(deployed: boolean, schema: v.GenericSchema<string, string> = Text) {
  return deployed
    ? v.pipe(
        schema,
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? secretProblem(dataset.value) : undefined;
          if (problem) addIssue({ message: problem });
        }),
      )
    : schema;
}

export function optionalSecret(vars: Vars, name: string, deployed: boolean, schema?: v.GenericSchema<string, string>) {
  return read<string | undefined>(vars, name, secretText(deployed, schema), undefined, { describe: 'unset' });
}

/** A secret someone must not guess: long random text (`openssl rand -hex 32`). */
export const Token = v.pipe(Text, v.minLength(32, 'must be at least 32 characters'));

export function secrets(vars: Vars, name: string, deployed: boolean): string[] {
  return [optionalSecret(vars, name, deployed), optionalSecret(vars, `${name}_PREVIOUS`, deployed)].filter(
    (s): s is string => !!s,
  );
}

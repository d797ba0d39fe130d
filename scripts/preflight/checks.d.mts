// Types of checks.mjs, for the tests (test/operations/preflight.test.ts).
export const BUNDLE_BUDGET_GZIP_BYTES: number;
export interface PreflightFacts {
  environment: string;
  config: {
    kv_namespaces?: { binding: string; id?: string }[];
    d1_databases?: { binding: string; database_name?: string; database_id?: string }[];
    triggers?: { crons?: string[] };
    vars?: Record<string, unknown>;
  };
  secrets: string[];
  /** Values of the worker's secrets, where the deploy holds them (by name). */
  secretValues?: Record<string, string | undefined>;
  bundleGzipBytes: number;
  budget?: number;
}
export function preflightProblems(facts: PreflightFacts): string[];
export function kib(bytes: number): string;

// Every test file's D1 database starts with the migrations applied (vitest.config.ts), as a
// deployed one does after `wrangler d1 migrations apply`.
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.SEARCH_DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);

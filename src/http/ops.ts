// The health check's and the revalidation webhook's answers (what they say: src/ops/).
import type { Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { healthAnswer } from '@/ops/healthz';
import { MAX_WEBHOOK_BYTES, refusal, revalidation, type WebhookAnswer } from '@/ops/revalidate';
import type { AppContext, AppEnv } from '@/types';

/** GET /healthz (src/ops/healthz.ts). */
export const healthz: Handler<AppEnv> = async (c) => {
  const answer = await healthAnswer(c.get('scope'), c.req.header('Authorization'));
  return c.json(answer.body, answer.status, answer.headers);
};

const json = (c: AppContext, answer: WebhookAnswer) =>
  c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });

/** POST /api/revalidate (src/ops/revalidate.ts), its body bounded: the revalidate row's handlers (src/app.tsx). */
export const revalidateWebhook = [
  bodyLimit({
    maxSize: MAX_WEBHOOK_BYTES,
    onError: (c) =>
      json(c as AppContext, refusal((c as AppContext).get('scope'), c.req.raw, 413, 'size', 'body too large')),
  }),
  (async (c) =>
    json(
      c,
      await revalidation(c.get('scope'), c.req.raw, async () => new Uint8Array(await c.req.arrayBuffer())),
    )) satisfies Handler<AppEnv>,
] as const;

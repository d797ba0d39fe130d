// The Worker: the app (src/app.tsx) with every page of routes/, and the Cron Trigger that builds
// the site index a bounded step at a time (src/search/build/step.ts). Nothing in src/ imports
// routes/: the pages sit on top of the library they use, and this file puts the two together.
// The default export is the app itself (tests call its fetch) with `scheduled` beside it.
import { createApp } from '@/app';
import { buildStep } from '@/search/build/step';
import { routes } from './routes';

const app = createApp(routes);

const scheduled: ExportedHandlerScheduledHandler<Env> = (_controller, env, ctx) => {
  ctx.waitUntil(buildStep(env));
};

export default Object.assign(app, { scheduled });

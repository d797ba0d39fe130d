// The Worker: the app (src/app.tsx) with every page of routes/, and the Cron Trigger that builds
// the site index a bounded step at a time (src/search/build/step.ts). Nothing in src/ imports
// routes/: the pages sit on top of the library they use, and this file puts the two together.
// The default export is the app itself (tests call its fetch) with `scheduled` beside it.
import { createApp } from '@/app';
import { buildStep } from '@/search/build/step';
import { routes } from './routes';

const app = createApp(routes);

/** One build step per trigger; the runtime waits for it (it never throws: failures are logged). */
const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env) => {
  await buildStep(env);
};

export default Object.assign(app, { scheduled });

// The Worker: the app (src/app.tsx) with every page of routes/, and the Cron Trigger that builds
// the site index a bounded step at a time (src/search/build/step.ts) and reads the Observatory's
// warning signals (src/notices/weather.ts). Nothing in src/ imports
// routes/: the pages sit on top of the library they use, and this file puts the two together.
// The default export is the app itself (tests call its fetch) with `scheduled` beside it.
import { createApp } from '@/app';
import { buildStep } from '@/search/build/step';
import { pageIndexers } from '@/render/route';
import { readWeather } from '@/notices/weather';
import { routes } from './routes';

const app = createApp(routes);
/** Each page's own description of its search document, for the index build (src/search/page-index.ts). */
const PAGE_INDEXERS = pageIndexers(routes);

/** One build step and one reading of the Observatory per trigger; the runtime waits for both (neither throws: failures are logged). */
const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env) => {
  await Promise.all([buildStep(env, PAGE_INDEXERS), readWeather(env)]);
};

export default Object.assign(app, { scheduled });

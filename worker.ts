// The Worker: the app (src/app.tsx) with every page of routes/. Nothing in src/ imports routes/:
// the pages sit on top of the library they use, and this file puts the two together.
import { createApp } from '@/app';
import { routes } from './routes';

export default createApp(routes);

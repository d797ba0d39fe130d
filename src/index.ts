import { routes } from '../routes';
import { createApp } from './app';

export default createApp(routes);

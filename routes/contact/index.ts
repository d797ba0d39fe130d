import type { RouteDef } from '../../src/render/route';
import { contactUs } from './contact-us';

export const contactRoutes: RouteDef[] = [contactUs];

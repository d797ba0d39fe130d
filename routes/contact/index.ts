import type { RouteDef } from '@/render/route';
import { contactUs } from './contact-us';

export const contactRoutes: RouteDef[] = [contactUs];

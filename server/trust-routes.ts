import 'server-only';
import type { RouteTable } from './http/types';
import { reportRoutes } from './reports/routes';
import { reviewRoutes } from './reviews/routes';
import { contactRoutes } from './contact/routes';
import { faqRoutes } from './faq/routes';
import { enquiryRoutes } from './enquiries/routes';
import { leadRoutes } from './leads/routes';
import { adminRoutes } from './admin/routes';
import { alertRoutes } from './alerts/routes';

// Issue 12's slice of the route table (trust and leads), spread once into server/routes.ts.
export const trustRoutes: RouteTable = {
  ...reportRoutes, ...reviewRoutes, ...contactRoutes, ...faqRoutes, ...enquiryRoutes, ...leadRoutes, ...adminRoutes, ...alertRoutes,
};

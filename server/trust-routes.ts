import 'server-only';
import type { RouteTable } from './http/types';
import { mountRoutes } from './http/route-table';
import { reportRoutes } from './reports/routes';
import { reviewRoutes } from './reviews/routes';
import { contactRoutes } from './contact/routes';
import { faqRoutes } from './faq/routes';
import { enquiryRoutes } from './enquiries/routes';
import { leadRoutes } from './leads/routes';
import { adminRoutes } from './admin/routes';
import { alertRoutes } from './alerts/routes';

// The trust and leads slice of the route table, mounted once in server/routes.ts.
export const trustRoutes: RouteTable = mountRoutes({
  reportRoutes, reviewRoutes, contactRoutes, faqRoutes, enquiryRoutes, leadRoutes, adminRoutes, alertRoutes,
});

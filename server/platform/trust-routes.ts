import 'server-only';
import type { RouteTable } from './http/types';
import { mountRoutes } from './http/route-table';
import { reportRoutes } from '../trust/reports/routes';
import { reviewRoutes } from '../trust/reviews/routes';
import { contactRoutes } from '../trust/contact/routes';
import { faqRoutes } from '../trust/faq/routes';
import { enquiryRoutes } from '../trust/enquiries/routes';
import { leadRoutes } from '../trust/leads/routes';
import { adminRoutes } from '../trust/admin/routes';
import { alertRoutes } from '../messaging/alerts/routes';

// The trust and leads slice of the route table, mounted once in server/platform/routes.ts.
export const trustRoutes: RouteTable = mountRoutes({
  reportRoutes, reviewRoutes, contactRoutes, faqRoutes, enquiryRoutes, leadRoutes, adminRoutes, alertRoutes,
});

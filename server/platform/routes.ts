import 'server-only';
import { createDispatcher } from './http/dispatch';
import type { RouteTable } from './http/types';
import { mountRoutes } from './http/route-table';
import { authRoutes } from '../accounts/auth/routes';
import { devRoutes } from './dev/routes';
import { userRoutes } from '../accounts/users/routes';
import { emailRoutes } from '../accounts/users/email-routes';
import { privacyRoutes } from '../trust/privacy/routes';
import { profileRoutes } from '../trust/profiles/routes';
import { uploadRoutes } from '../listings/uploads/routes';
import { bookmarkRoutes } from '../trust/bookmarks/routes';
import { callbackRoutes } from '../trust/callbacks/routes';
import { settingsRoutes } from '../accounts/settings/routes';
import { opsRoutes } from './ops/routes';
import { newsletterRoutes } from '../messaging/newsletter/routes';
import { searchRoutes } from '../catalog/search/routes';
import { postingRoutes } from '../listings/posting/routes';
import { planRoutes } from '../money/plans/routes';
import { paymentRoutes } from '../money/payments/routes';
import { mediaRoutes } from '../listings/media/routes';
import { trustRoutes } from './trust-routes';
import { pgRoutes } from '../listings/pgs/routes';
import { projectRoutes } from '../listings/projects/routes';
import { importRoutes } from '../listings/imports/routes';
import { grievanceRoutes } from '../trust/grievances/routes';
import { compareRoutes } from '../catalog/compare/routes';
import { historyRoutes } from '../catalog/history/routes';
import { consentRoutes } from '../accounts/consent/routes';
import { insightsRoutes } from '../catalog/insights/routes';
import { mapRoutes } from '../catalog/map/routes';
import { reraRoutes } from '../accounts/rera/routes';

// The route table: every SPEC §7 call at its exact path and method, mounted from
// each domain's routes.ts (this file and trust-routes.ts are the only modules
// that import every domain). A path missing here answers 404 with the fail envelope;
// a method and path claimed twice stops the server at start (mountRoutes).
export const routeTable: RouteTable = mountRoutes({
  searchRoutes,
  authRoutes,
  grievanceRoutes,
  consentRoutes,
  devRoutes,
  userRoutes,
  emailRoutes,
  privacyRoutes,
  profileRoutes,
  uploadRoutes,
  bookmarkRoutes,
  callbackRoutes,
  settingsRoutes,
  opsRoutes,
  newsletterRoutes,
  postingRoutes,
  planRoutes,
  paymentRoutes,
  mediaRoutes,
  trustRoutes,
  pgRoutes,
  projectRoutes,
  importRoutes,
  compareRoutes,
  historyRoutes,
  insightsRoutes,
  mapRoutes,
  reraRoutes,
});

export const dispatch = createDispatcher(routeTable);

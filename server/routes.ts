import 'server-only';
import { createDispatcher } from './http/dispatch';
import type { RouteTable } from './http/types';
import { mountRoutes } from './http/route-table';
import { authRoutes } from './auth/routes';
import { devRoutes } from './dev/routes';
import { userRoutes } from './users/routes';
import { emailRoutes } from './users/email-routes';
import { privacyRoutes } from './privacy/routes';
import { profileRoutes } from './profiles/routes';
import { uploadRoutes } from './uploads/routes';
import { bookmarkRoutes } from './bookmarks/routes';
import { callbackRoutes } from './callbacks/routes';
import { settingsRoutes } from './settings/routes';
import { opsRoutes } from './ops/routes';
import { newsletterRoutes } from './newsletter/routes';
import { searchRoutes } from './search/routes';
import { postingRoutes } from './posting/routes';
import { planRoutes } from './plans/routes';
import { paymentRoutes } from './payments/routes';
import { mediaRoutes } from './media/routes';
import { trustRoutes } from './trust-routes';
import { pgRoutes } from './pgs/routes';
import { projectRoutes } from './projects/routes';
import { importRoutes } from './imports/routes';
import { grievanceRoutes } from './grievances/routes';
import { compareRoutes } from './compare/routes';
import { historyRoutes } from './history/routes';
import { consentRoutes } from './consent/routes';
import { insightsRoutes } from './insights/routes';
import { mapRoutes } from './map/routes';
import { reraRoutes } from './rera/routes';

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

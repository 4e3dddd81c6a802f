import 'server-only';
import { createDispatcher } from './http/dispatch';
import type { RouteTable } from './http/types';
import { authRoutes } from './auth/routes';
import { devRoutes } from './dev/routes';
import { userRoutes } from './users/routes';
import { mailRoutes } from './mail/routes';
import { uploadRoutes } from './uploads/routes';
import { bookmarkRoutes } from './bookmarks/routes';
import { callbackRoutes } from './callbacks/routes';
import { settingsRoutes } from './settings/routes';
import { systemRoutes } from './system/routes';
import { newsletterRoutes } from './newsletter/routes';
import { searchRoutes } from './search/routes';
import { postingRoutes } from './posting/routes';
import { planRoutes } from './plans/routes';
import { paymentRoutes } from './payments/routes';
import { mediaRoutes } from './media/routes';
import { trustRoutes } from './trust-routes';
import { pgRoutes } from './pgs/routes';
import { projectRoutes } from './projects/routes';
import { grievanceRoutes } from './grievances/routes';

// The route table: the SPEC §7 calls built so far, each at its exact path and
// method (calls of domains still to come are absent). Each domain owns its
// slice; a path missing here answers 404 with the fail envelope.
export const routeTable: RouteTable = {
  ...searchRoutes,
  ...authRoutes,
  ...grievanceRoutes,
  ...devRoutes,
  ...userRoutes,
  ...mailRoutes,
  ...uploadRoutes,
  ...bookmarkRoutes,
  ...callbackRoutes,
  ...settingsRoutes,
  ...systemRoutes,
  ...newsletterRoutes,
  ...postingRoutes,
  ...planRoutes,
  ...paymentRoutes,
  ...mediaRoutes,
  ...trustRoutes,
  ...pgRoutes,
  ...projectRoutes,
};

export const dispatch = createDispatcher(routeTable);

import 'server-only';
import type { RouteTable } from '../../platform/http/types';
import {
  analytics, autocomplete, createView, home, listingSearch, pgSearch, viewedProperties,
} from './handlers';

// SPEC §7 search, home, views and analytics calls (all POST). The dispatcher
// strips the trailing slash of /api/search/auto-complete/?page_no=n.
export const searchRoutes: RouteTable = {
  'POST /api/search/residential-property-search-v2': listingSearch('residential'),
  'POST /api/search/commercial-property-search-v2': listingSearch('commercial'),
  'POST /api/search/agriculture-property-search-v2': listingSearch('agriculture'),
  'POST /api/search/pg-search-v2': pgSearch,
  'POST /api/search/auto-complete': autocomplete,
  'POST /api/home/fetch-home-related-property': home,
  'POST /api/public/create-viewedProperty': createView,
  'POST /api/viewedProperty/viewed-properties-list': viewedProperties,
  'POST /api/analytics/create': analytics,
};

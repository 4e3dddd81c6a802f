import 'server-only';
import * as yup from 'yup';
import type { RouteTable } from '../../platform/http/types';
import { authed, requireSession } from '../../accounts';
import { itemRefFields } from './items';
import { pageNo } from './paging';
import { savedList, toggleBookmark } from './service';

const bookmarkBody = yup.object(itemRefFields);

// SPEC §7 "Bookmarks and views". The messages are the toast texts of SPEC §7.
export const bookmarkRoutes: RouteTable = {
  'POST /api/property/bookmark/create-bookmarks': authed(bookmarkBody, async (user, body) => {
    const data = await toggleBookmark(user.id, body.property_type, body.property_id);
    return { data, message: data.is_deleted ? 'Property removed successfully' : 'Property saved successfully' };
  }),
  'POST /api/property/bookmark/saved-properties': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await savedList(user.id, pageNo(ctx)), message: 'Saved properties' };
  },
};

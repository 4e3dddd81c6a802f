import 'server-only';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { publicUserBody } from '../../accounts';
import { publicUserDetails } from './details';

export const profileRoutes: RouteTable = {
  'POST /api/public/featch-user-details': async (ctx) => {
    const { user_id } = await validate(publicUserBody, await ctx.json());
    return { data: await publicUserDetails(user_id), message: 'User details' };
  },
};

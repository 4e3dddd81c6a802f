import 'server-only';
import type { RouteTable } from '../http/types';
import { validate } from '../http/validate';
import { requireSession } from '../auth/session';
import { initialRegisterBody, publicUserBody, roleTypeBody } from './schemas';
import { initialRegister, profileBundle, publicUserDetails, updateRoleType } from './service';

export const userRoutes: RouteTable = {
  'POST /api/user/intial-register': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(initialRegisterBody, await ctx.json());
    return { data: await initialRegister(user.id, body), message: 'Registered successfully' };
  },
  'POST /api/user/fetch-my-profile': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await profileBundle(user), message: 'Profile fetched' };
  },
  'POST /api/user/update-role-type': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { role_type } = await validate(roleTypeBody, await ctx.json());
    return { data: await updateRoleType(user, role_type), message: 'Role updated' };
  },
  'POST /api/public/featch-user-details': async (ctx) => {
    const { user_id } = await validate(publicUserBody, await ctx.json());
    return { data: await publicUserDetails(user_id), message: 'User details' };
  },
};

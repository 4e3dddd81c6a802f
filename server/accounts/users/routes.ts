import 'server-only';
import type { Handler, RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireActiveSession, requireAllowed, requireSession } from '../auth/session';
import {
  builderProfileBody, builderRegisterServerBody, initialRegisterBody, profileBody, roleTypeBody,
} from './schemas';
import { initialRegister, myProfile, updateRoleType } from './service';
import { createBuilderRegister, updateBuilderProfile, updateProfile } from './profile';

/** Buyer and agent/owner edits share the body; only the allowed roles differ. */
const personProfile = (which: 'buyer' | 'agent'): Handler => async (ctx) => {
  // Names and pictures are public: a banned user may not change them.
  const { user } = await requireAllowed(ctx, 'profile.update', { form: which });
  const body = await validate(profileBody, await ctx.json());
  return { data: await updateProfile(user, body), message: 'Profile updated successfully' };
};

export const userRoutes: RouteTable = {
  'POST /api/user/intial-register': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const body = await validate(initialRegisterBody, await ctx.json());
    return { data: await initialRegister(user.id, body), message: 'Registered successfully', code: 'registered' };
  },
  'POST /api/user/fetch-my-profile': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myProfile(user), message: 'Profile fetched' };
  },
  'POST /api/user/update-role-type': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { role_type } = await validate(roleTypeBody, await ctx.json());
    return { data: await updateRoleType(user, role_type), message: 'Role updated' };
  },
  'POST /api/user/update-buyer-profile': personProfile('buyer'),
  'POST /api/user/update-agent-profile': personProfile('agent'),
  'POST /api/user/update-builder-profile': async (ctx) => {
    const { user } = await requireAllowed(ctx, 'profile.update', { form: 'builder' });
    const body = await validate(builderProfileBody, await ctx.json());
    return { data: await updateBuilderProfile(user, body), message: 'Profile updated successfully' };
  },
  'POST /api/user/create-builder-register': async (ctx) => {
    const { user } = await requireAllowed(ctx, 'builder.register');
    const body = await validate(builderRegisterServerBody, await ctx.json());
    return { data: await createBuilderRegister(user, body), message: 'Builder registered successfully' };
  },
};

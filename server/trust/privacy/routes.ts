import 'server-only';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireSession } from '../../accounts';
import { ACCESS_COOKIE } from '@/lib/constants';
import { deleteAccountSchema } from '@/lib/consent/purposes';
import { deleteAccount } from './erase';
import { myData } from './my-data';

// Privacy reads and erases what every context keeps about one person, so it
// sits above them (trust context) instead of inside accounts.
export const privacyRoutes: RouteTable = {
  // DPDP rights: a copy of everything kept, and erasure (a banned user may use both).
  'GET /api/user/my-data': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myData(user), message: 'Your data' };
  },
  'POST /api/user/delete-account': async (ctx) => {
    const { user, claims } = await requireSession(ctx);
    const { phone_number } = await validate(deleteAccountSchema, await ctx.json());
    return { data: await deleteAccount(user, phone_number, claims), message: 'Your account is deleted',
      setCookies: [{ name: ACCESS_COOKIE, value: '', maxAge: 0 }] };
  },
};

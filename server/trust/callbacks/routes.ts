import 'server-only';
import * as yup from 'yup';
import { personName, phoneNumber } from '@/lib/validation/auth';
import type { Handler, RouteTable } from '../../platform/http/types';
import { requireSession } from '../../accounts';
import { activeAuthed } from '../leads/active-user';
import { itemRefFields } from '../bookmarks/items';
import { pageNo } from '../bookmarks/paging';
import { createCallback, myRequests, receivedRequests } from './service';

const optionalText = (name: string, max: number) =>
  yup.string().typeError(`${name} must be text`).trim().max(max, `${name} must be at most ${max} characters`).nullable().optional();

// SPEC §5 texts for the name ('Required', 'Enter a valid name') and phone number.
const callbackBody = yup.object({
  ...itemRefFields,
  name: personName,
  phone_number: phoneNumber,
  preferred_time: optionalText('preferred_time', 100),
  message: optionalText('message', 1000),
});

// A trust call: banned or unverified callers may not reach posters.
const create: Handler = activeAuthed(callbackBody, async (user, body) =>
  ({ data: await createCallback(user.id, body), message: 'Callback requested successfully' }));

export const callbackRoutes: RouteTable = {
  'POST /api/user/request-callback/create': create,
  // The same call under the path of SPEC §7 "Reports and leads".
  'POST /api/requestCallBack/create-requestCallBack': create,
  'POST /api/user/request-callback/findAll': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myRequests(user.id, pageNo(ctx, await ctx.json())), message: 'Requested callbacks' };
  },
  'GET /api/user/my-property/fetch-request-callback': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await receivedRequests(user.id, pageNo(ctx)), message: 'Callback requests received' };
  },
};

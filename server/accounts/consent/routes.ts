import 'server-only';
import { unsubscribeSchema, withdrawSchema } from '@/lib/consent/purposes';
import type { Unsubscribed } from '@/lib/contract';
import { requireSession } from '../auth/session';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { consentsOf, withdrawConsent, withdrawPurpose } from './service';
import { readUnsubscribeToken } from './unsubscribe';
import { unsubscribeSubscriber } from './newsletter';

export const consentRoutes: RouteTable = {
  'GET /api/user/consents': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await consentsOf(user.id), message: 'Your consents' };
  },
  // One step: the withdrawal and the end of its processing commit together.
  'POST /api/user/consents/withdraw': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { consent_id } = await validate(withdrawSchema, await ctx.json());
    return { data: await withdrawConsent(user.id, consent_id), message: 'Consent withdrawn. We have stopped at once.', code: 'consent_withdrawn' };
  },
  // From a mail's unsubscribe link: no session needed, the signed token names the user and purpose.
  'POST /api/consent/unsubscribe': async (ctx) => {
    const { token } = await validate(unsubscribeSchema, await ctx.json());
    const link = await readUnsubscribeToken(token);
    if ('subscriberId' in link) await unsubscribeSubscriber(link.subscriberId);
    else await withdrawPurpose(link.userId, link.purpose);
    return { data: { purpose: link.purpose } satisfies Unsubscribed, message: 'You are unsubscribed. No more of these mails will be sent.' };
  },
};

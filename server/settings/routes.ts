import 'server-only';
import * as yup from 'yup';
import type { RouteTable } from '../http/types';
import { validate } from '../http/validate';
import { requireSession } from '../auth/session';
import { giveConsent, withdrawPurpose } from '../consent/service';
import { getDb } from '../db/client';
import { updateNotificationSettings } from './service';

// The switches that are consents (alerts by SMS or e-mail, the newsletter): turning one on
// records the consent, turning it off withdraws it (server/consent), so both lists agree.
const CONSENT_OF = { sms_alerts: 'alerts_sms', email_alerts: 'alerts_email', newsletter: 'newsletter' } as const;

// strict: "false" or 0 are refused rather than guessed; a settings toggle sends real booleans.
const flag = (name: string) => yup.boolean().strict().typeError(`${name} must be true or false`)
  .nonNullable(`${name} must be true or false`).optional();

const settingsBody = yup.object({
  sms_alerts: flag('sms_alerts'),
  email_alerts: flag('email_alerts'),
  in_app_alerts: flag('in_app_alerts'),
  whatsapp_alerts: flag('whatsapp_alerts'),
  newsletter: flag('newsletter'),
});

export const settingsRoutes: RouteTable = {
  'POST /api/user/settings/update-notification': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(settingsBody, await ctx.json());
    for (const [key, purpose] of Object.entries(CONSENT_OF) as [keyof typeof CONSENT_OF, (typeof CONSENT_OF)[keyof typeof CONSENT_OF]][]) {
      if (body[key] === true) await giveConsent(await getDb(), user.id, purpose, 'settings');
      if (body[key] === false) await withdrawPurpose(user.id, purpose);
    }
    return { data: await updateNotificationSettings(user.id, body), message: 'Notification settings updated' };
  },
};

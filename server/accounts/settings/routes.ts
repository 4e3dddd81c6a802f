import 'server-only';
import * as yup from 'yup';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireSession } from '../auth/session';
import { updateNotificationSettings } from './service';
import { saveLanguage } from './language';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

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

const languageBody = yup.object({
  language: yup.string().oneOf([...LOCALES], `language must be one of ${LOCALES.join(', ')}`)
    .required('language is required'),
});

export const settingsRoutes: RouteTable = {
  // The language switcher, signed in: the pick follows the user to alerts and to a new device.
  'POST /api/user/settings/language': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(languageBody, await ctx.json());
    await saveLanguage(user.id, body.language as Locale);
    return { data: { language: body.language }, message: 'Language saved' };
  },
  'POST /api/user/settings/update-notification': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(settingsBody, await ctx.json());
    // Turning a consent switch on or off gives or withdraws that consent (server/accounts/settings/service.ts).
    return { data: await updateNotificationSettings(user.id, body), message: 'Notification settings updated', code: 'notification_settings_updated' };
  },
};

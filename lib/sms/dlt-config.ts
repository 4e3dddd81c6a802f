// A real SMS gateway in India delivers only DLT-registered traffic: the principal
// entity id and the header (sender id) travel with every message. A production
// server with a gateway and without them would send texts that operators drop,
// OTPs included, so it refuses to start and names the setting.

import { LOCALES } from '../i18n/locales';
import { inLanguage, SMS_TEMPLATES } from './templates';

type Env = Record<string, string | undefined>;

export function smsDltRefusal(env: Env): string | null {
  if (!env.SMS_GATEWAY_URL) return null;
  if (!/^\d{12,30}$/.test(env.SMS_DLT_ENTITY_ID ?? '')) {
    return 'Refusing to start: SMS_GATEWAY_URL is set but SMS_DLT_ENTITY_ID (the DLT principal entity id, digits) is not.';
  }
  if (!/^[A-Z]{6}$/.test(env.SMS_SENDER_ID ?? '')) {
    return 'Refusing to start: SMS_GATEWAY_URL is set but SMS_SENDER_ID is not a 6-letter DLT header (e.g. GHRBZR).';
  }
  // Every text in every language: a visitor on a Hindi page is sent the Hindi OTP.
  const missing = Object.values(SMS_TEMPLATES).flatMap((t) => LOCALES.map((l) => inLanguage(t, l)))
    .find((t) => !dltTemplateId(t.key, env));
  if (missing) {
    return `Refusing to start: SMS_GATEWAY_URL is set but SMS_DLT_TEMPLATE_${missing.key.toUpperCase()} ` +
      '(the DLT template id of that text, digits) is not.';
  }
  return null;
}

/** The operator's template id for a template key, from SMS_DLT_TEMPLATE_<KEY>. */
export function dltTemplateId(key: string, env: Env = process.env): string | null {
  const v = env[`SMS_DLT_TEMPLATE_${key.toUpperCase()}`]?.trim();
  return v && /^\d{12,30}$/.test(v) ? v : null;
}

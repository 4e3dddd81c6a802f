import 'server-only';
import { configuredSiteUrl } from '@/lib/site';
import { dltTemplateId } from '@/lib/sms/dlt-config';
import type { Locale } from '@/lib/i18n/locales';
import { inLanguage, renderSms, SMS_TEMPLATES, type SmsTemplateName, type SmsValues } from '@/lib/sms/templates';
import { smsSender, type DltParts } from './sender';

export type SmsMessage = { text: string; dlt: DltParts };

/** A template's text in a language and the DLT fields its gateway call carries. */
export function smsMessage<N extends SmsTemplateName>(name: N, values: SmsValues<N>, locale: Locale = 'en'): SmsMessage {
  const t = inLanguage(SMS_TEMPLATES[name], locale);
  const vars = values as Record<string, string>;
  const text = renderSms(t, vars, configuredSiteUrl() ?? 'http://localhost:3000');
  return {
    text,
    dlt: {
      templateId: dltTemplateId(t.key),
      entityId: process.env.SMS_DLT_ENTITY_ID ?? null,
      header: process.env.SMS_SENDER_ID ?? null,
      variables: vars,
    },
  };
}

export async function sendSms<N extends SmsTemplateName>(phoneNumber: string, name: N, values: SmsValues<N>, locale: Locale = 'en') {
  const m = smsMessage(name, values, locale);
  await smsSender().send(phoneNumber, m.text, m.dlt);
}

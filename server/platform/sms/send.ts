import 'server-only';
import { configuredSiteUrl } from '@/lib/site';
import { dltTemplateId } from '@/lib/sms/dlt-config';
import { renderSms, SMS_TEMPLATES, type SmsTemplateName, type SmsValues } from '@/lib/sms/templates';
import { smsSender, type DltParts } from './sender';

export type SmsMessage = { text: string; dlt: DltParts };

/** A template's text and the DLT fields its gateway call carries. */
export function smsMessage<N extends SmsTemplateName>(name: N, values: SmsValues<N>): SmsMessage {
  const t = SMS_TEMPLATES[name];
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

export async function sendSms<N extends SmsTemplateName>(phoneNumber: string, name: N, values: SmsValues<N>) {
  const m = smsMessage(name, values);
  await smsSender().send(phoneNumber, m.text, m.dlt);
}

import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { smsOutbox } from '../db/schema';
import { demoModeRefusal, demoOpen } from '@/lib/demo-mode';

/** What a DLT-scrubbing gateway needs besides the text (lib/sms/templates.ts). */
export type DltParts = {
  templateId: string | null;
  entityId: string | null;
  header: string | null;
  variables: Record<string, string>;
};

export interface SmsSender {
  readonly demo: boolean;
  send(phoneNumber: string, message: string, dlt: DltParts): Promise<void>;
}

/** Keeps texts in a table so a new user can log in with no SMS account. */
class OutboxSender implements SmsSender {
  readonly demo = true;
  async send(phoneNumber: string, message: string) {
    const db = await getDb();
    await db.insert(smsOutbox).values({ phoneNumber, message });
  }
}

/**
 * A plain HTTP SMS gateway: POSTs JSON {to, message, sender, template_id,
 * entity_id, variables} to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN as a bearer
 * token. Most Indian gateways accept this shape through a small adapter; the DLT
 * fields are what operators scrub each message against.
 */
class HttpGatewaySender implements SmsSender {
  readonly demo = false;
  constructor(private url: string, private token: string | undefined) {}
  async send(phoneNumber: string, message: string, dlt: DltParts) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({
        to: `+91${phoneNumber}`, message, sender: dlt.header,
        template_id: dlt.templateId, entity_id: dlt.entityId, variables: dlt.variables,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

let sender: SmsSender | undefined;
let senderUrl: string | undefined;

export function smsSender(): SmsSender {
  const url = process.env.SMS_GATEWAY_URL;
  // Rebuilt when the setting changes (tests switch gateways within one process).
  if (sender && senderUrl === url) return sender;
  senderUrl = url;
  if (url) {
    sender = new HttpGatewaySender(url, process.env.SMS_GATEWAY_TOKEN);
  } else {
    const refusal = process.env.NODE_ENV === 'production' ? demoModeRefusal(process.env) : null;
    if (refusal) throw new Error(refusal);
    sender = new OutboxSender();
  }
  return sender;
}

export function isDemoSms(): boolean {
  return !process.env.SMS_GATEWAY_URL && demoOpen(process.env);
}

export async function readOutbox(phoneNumber: string, limit = 20) {
  const db = await getDb();
  return db.select({ id: smsOutbox.id, message: smsOutbox.message, created_at: smsOutbox.createdAt })
    .from(smsOutbox).where(and(eq(smsOutbox.phoneNumber, phoneNumber)))
    .orderBy(desc(smsOutbox.id)).limit(limit);
}

import 'server-only';
import type { Db } from '../../platform/db/client';
import { mailOutbox, smsOutbox } from '../../platform/db/schema';
import { mailSender } from '../../platform/mail/sender';
import type { SmsMessage } from '../../platform/sms/send';
import { smsSender } from '../../platform/sms/sender';

type Tx = Pick<Db, 'insert'>;
export type Message =
  | { channel: 'email'; to: string; subject: string; text: string }
  | ({ channel: 'sms'; to: string } & SmsMessage);

/**
 * Sends one alert through the product's senders. The demo senders' outbox row
 * is written with the worker's transaction (the same row OutboxSender writes),
 * so the message and its "sent" mark commit together: exactly once. A real
 * gateway (SMTP_URL / SMS_GATEWAY_URL) is called inside the transaction: if
 * the process dies after the gateway accepted a message and before the commit,
 * that one message is sent again on the retry (at least once; docs/search-and-filters.md).
 */
export async function deliver(tx: Tx, m: Message) {
  if (m.channel === 'sms') {
    const s = smsSender();
    if (s.demo) await tx.insert(smsOutbox).values({ phoneNumber: m.to, message: m.text });
    else await s.send(m.to, m.text, m.dlt);
  } else {
    const s = mailSender();
    if (s.demo) await tx.insert(mailOutbox).values({ email: m.to.toLowerCase(), subject: m.subject, body: m.text });
    else await s.send({ to: m.to, subject: m.subject, text: m.text });
  }
}

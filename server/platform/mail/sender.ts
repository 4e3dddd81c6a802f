import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import { demoOpen } from '@/lib/demo-mode';

// Same pattern as server/platform/sms/sender.ts: an interface, a demo outbox that needs no
// mail account, and a real sender chosen by the environment.

export type Mail = { to: string; subject: string; text: string };

export interface MailSender {
  readonly demo: boolean;
  send(mail: Mail): Promise<void>;
}

/** Keeps mails in a table, readable at GET /api/dev/mail-outbox?email= in demo mode. */
class OutboxSender implements MailSender {
  readonly demo = true;
  async send(mail: Mail) {
    const db = await getDb();
    await db.insert(mailOutbox).values({ email: mail.to.toLowerCase(), subject: mail.subject, body: mail.text });
  }
}

/** SMTP through nodemailer; SMTP_URL like smtps://user:pass@smtp.example.com:465. */
class SmtpSender implements MailSender {
  readonly demo = false;
  private transport: Promise<Transporter> | undefined;
  constructor(private url: string, private from: string) {}

  private open(): Promise<Transporter> {
    // Loaded on first use only: the demo never needs the library.
    this.transport ??= import('nodemailer').then((m) => {
      // Under some bundlers the CommonJS module arrives wrapped in `default`.
      const create = m.createTransport ?? m.default.createTransport;
      return create(this.url, { from: this.from });
    });
    return this.transport;
  }

  async send(mail: Mail) {
    const t = await this.open();
    await t.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

let sender: MailSender | undefined;

export function mailSender(): MailSender {
  if (sender) return sender;
  const url = process.env.SMTP_URL;
  if (url) {
    sender = new SmtpSender(url, process.env.MAIL_FROM || 'GharBazaar <no-reply@gharbazaar.in>');
  } else {
    if (process.env.NODE_ENV === 'production' && process.env.DEMO_MODE !== '1') {
      throw new Error('No mail server is configured (SMTP_URL). Set DEMO_MODE=1 to run production with the demo outbox.');
    }
    sender = new OutboxSender();
  }
  return sender;
}

export function isDemoMail(): boolean {
  return !process.env.SMTP_URL && demoOpen(process.env);
}

export async function readMailOutbox(email: string, limit = 20) {
  const db = await getDb();
  return db.select({ id: mailOutbox.id, subject: mailOutbox.subject, body: mailOutbox.body, created_at: mailOutbox.createdAt })
    .from(mailOutbox).where(eq(mailOutbox.email, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id)).limit(limit);
}

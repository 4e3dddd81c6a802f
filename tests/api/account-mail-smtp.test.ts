import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerifications, mailOutbox } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';

// With SMTP_URL set, codes leave through nodemailer. A minimal SMTP server
// (plain, no auth) on a local port records what arrives.
const received: string[] = [];
const server = net.createServer((sock) => {
  let inData = false;
  let data = '';
  sock.write('220 test ESMTP\r\n');
  sock.on('data', (buf) => {
    for (const line of buf.toString('utf8').split('\r\n').filter((l, i, a) => l !== '' || i < a.length - 1)) {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(data);
          data = '';
          sock.write('250 OK queued\r\n');
        } else data += `${line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') sock.write('250 test\r\n');
      else if (verb === 'DATA') {
        inData = true;
        sock.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') sock.end('221 bye\r\n');
      else if (verb === 'RCPT' && line.includes('reject@')) sock.write('550 no such user\r\n');
      else sock.write('250 OK\r\n');
    }
  });
});

const t = useTestDb();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise((resolve) => server.close(resolve));
});

describe('SMTP mail sender', () => {
  it('sends the verification code by SMTP and keeps nothing in the demo outbox', async () => {
    const { token } = await accountUser(t.db, 'buyer', { email: 'smtp-user@example.in' });
    const r = await call('POST', '/profile/send-verify-email', {}, { token });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: smtp-user@example.in/i);
    const code = received[0].match(/\b(\d{6}) is your code/)?.[1];
    expect(code).toBeDefined();
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    expect((await call('POST', '/profile/verify-email', { code }, { token })).body.data.user.email_verified).toBe(true);
  });

  it('answers 503 when the mail server refuses, and the failed code does not count', async () => {
    const { id, token } = await accountUser(t.db, 'buyer', { email: 'reject@example.in' });
    const r = await call('POST', '/profile/send-verify-email', {}, { token });
    expect(r.http).toBe(503);
    expect(r.body.message).toBe('Could not send the e-mail. Please try again later.');
    expect(await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, id))).toEqual([]);
    expect((await call('POST', '/profile/send-verify-email', {}, { token })).http).toBe(503); // no 30 s wait imposed
  });
});

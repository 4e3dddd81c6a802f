import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { smsOutbox } from '@/server/platform/db/schema';
import { call } from './api';

let phoneSeq = 0;
/** A fresh phone number per call so rate limits of one test never touch another. */
export function newPhone(): string {
  phoneSeq += 1;
  return `98${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(5, '0')}`;
}

export async function lastOtp(phone: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone))
    .orderBy(desc(smsOutbox.id)).limit(1);
  const m = row?.message.match(/\b(\d{4})\b/);
  if (!m) throw new Error(`no OTP sent to ${phone}`);
  return m[1];
}

/** Logs a phone in through the real calls; registers it when a name is given. */
export async function loginAs(phone = newPhone(), opts: { name?: string; ip?: string } = {}) {
  const ip = opts.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const login = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip });
  if (login.http !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const otp = await lastOtp(phone);
  const verify = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: login.body.data.otp_token, otp }, { ip });
  if (verify.http !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
  const token: string = verify.body.data.accessToken;
  if (opts.name) {
    const reg = await call('POST', '/api/user/intial-register', { name: opts.name }, { token });
    if (reg.http !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  }
  return { phone, token, userId: verify.body.data.user.id as number };
}

import 'server-only';
import { AppError } from '@/lib/app-error';
import type { RouteTable } from '../http/types';
import { isDemoSms, readOutbox } from '../sms/sender';
import { isDemoMail, readMailOutbox } from '../mail/sender';

// Demo-mode only: with a real SMS gateway configured these paths do not exist.
export const devRoutes: RouteTable = {
  'GET /api/dev/sms-outbox': async (ctx) => {
    if (!isDemoSms()) throw new AppError('not_found', 'No such endpoint: GET /api/dev/sms-outbox');
    const phone = ctx.query('phone') ?? '';
    if (!/^\d{10}$/.test(phone)) throw new AppError('validation', 'Please enter the valid phone number');
    const rows = await readOutbox(phone);
    return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), message: 'Demo SMS outbox' };
  },
  // Same idea for mail: with SMTP_URL set the path does not exist.
  'GET /api/dev/mail-outbox': async (ctx) => {
    if (!isDemoMail()) throw new AppError('not_found', 'No such endpoint: GET /api/dev/mail-outbox');
    const email = (ctx.query('email') ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      throw new AppError('validation', 'email must be a valid email!');
    }
    const rows = await readMailOutbox(email);
    return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), message: 'Demo mail outbox' };
  },
};

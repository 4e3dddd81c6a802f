import 'server-only';
import { AppError } from '@/lib/app-error';
import type { ContactReceived } from '@/lib/contract';
import { contactSchema } from '@/lib/trust/schemas';
import { getDb } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';
import { Throttle } from '../../platform/http/throttle';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';

// The /contact-us form: open to visitors; 5 messages an hour per IP keep a loop out.
export const contactThrottle = new Throttle('contact-us', 5, 3_600_000);

export const contactRoutes: RouteTable = {
  'POST /api/contactUs/create-contactUs': async (ctx) => {
    const b = await validate(contactSchema, await ctx.json());
    if (!(await contactThrottle.take(ctx.ip))) {
      throw new AppError('rate_limited', 'You have sent several messages already. Please try again in an hour.');
    }
    const db = await getDb();
    const [row] = await db.insert(contactMessages).values({
      source: 'contact-us', name: b.name, email: b.email.toLowerCase(), phoneNumber: b.phone_number || null,
      subject: b.subject || null, message: b.message,
    }).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return { data: { id: row.id, created_at: row.createdAt.toISOString() } satisfies ContactReceived, message: 'Thank you for writing to us. We will reply within one working day.' };
  },
};

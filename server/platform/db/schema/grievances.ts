import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people';

// Complaints under the E-Commerce Rules: acknowledged at once by e-mail, resolved
// within one month. Kept after the account is gone (the user id is cleared), as the
// record of how a complaint was handled.
export const grievances = pgTable('grievances', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  resolution: text('resolution'),
  // The language of the page it was filed from: the acknowledgement and the reply are written in it.
  locale: text('locale'),
}, (t) => [index('grievances_open_idx').on(t.resolvedAt, t.dueAt)]);

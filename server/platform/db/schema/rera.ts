import { pgTable, integer, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';

// An agent's own RERA registration (RERA s. 9: agents register with the state authority and
// s. 10 makes them quote the number). One per agent: the state they registered in and the number,
// checked per state like project numbers (lib/projects/rera-agents.ts). Leaves with the account.
export const agentRera = pgTable('agent_rera', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  number: text('number').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

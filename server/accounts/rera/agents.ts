import 'server-only';
import type { AgentReraApi } from '@/lib/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { normaliseAgentRera, type AgentReraInput } from '@/lib/projects/rera-agents';
import { reraAuthority } from '@/lib/projects/rera';
import { getDb, type Db } from '../../platform/db/client';
import { agentRera, users, type User } from '../../platform/db/schema';
import { authorize } from '../../platform/http/authorize';

// An agent's RERA registration: entered on their profile, quoted wherever the agent
// meets the public: the detail pages of their listings, their public profile and the leads they get.

/** The API contract's shape (lib/contract/leads.ts). */
export type AgentRera = AgentReraApi;


const shape = (r: { state: string; number: string }): AgentRera => ({ state: r.state, number: r.number, ...reraAuthority(r.state) });

/**
 * The agents' registrations by user id (users without one are absent). Only users who are agents
 * now: a registration is quoted as the agent's, so one who became an owner or builder quotes none.
 * Read-side rather than deleted on a role change, so no role-changing path can forget it, and an
 * agent who switches back finds the number as entered.
 */
export async function agentReraOf(db: Db, userIds: number[]): Promise<Map<number, AgentRera>> {
  if (!userIds.length) return new Map();
  const rows = await db.select({ userId: agentRera.userId, state: agentRera.state, number: agentRera.number }).from(agentRera)
    .innerJoin(users, and(eq(users.id, agentRera.userId), eq(users.roleType, 'agent')))
    .where(inArray(agentRera.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, shape(r)]));
}

/** The same registration for a query that already reads the user (a left join on agent_rera). */
export const agentReraShape = (role: string, r: { state: string | null; number: string | null }): AgentRera | null =>
  (role === 'agent' && r.state && r.number ? shape({ state: r.state, number: r.number }) : null);

export async function myAgentRera(user: User): Promise<AgentRera | null> {
  return (await agentReraOf(await getDb(), [user.id])).get(user.id) ?? null;
}

/** One upsert: a refused body (400) has changed nothing. */
export async function setAgentRera(user: User, body: AgentReraInput): Promise<AgentRera> {
  authorize(user, 'rera.register');
  const db = await getDb();
  const values = { state: body.state, number: normaliseAgentRera(body.number), updatedAt: new Date() };
  const [row] = await db.insert(agentRera).values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: agentRera.userId, set: values }).returning();
  return shape(row);
}

export async function removeAgentRera(user: User): Promise<{ removed: boolean }> {
  const db = await getDb();
  const gone = await db.delete(agentRera).where(eq(agentRera.userId, user.id)).returning();
  return { removed: gone.length > 0 };
}

import 'server-only';
import type { Db } from '../db/client';
import { agentRera, builderAccounts, users, type NewUser } from '../db/schema';
import { BUILDER_LOGO } from './images';
import { COMPANY_ROLES, companyName, emailFor, personName, profileBlurb } from './people';
import { pickCity, pickLocality, type Places } from './places';
import { streamFor, type Rng } from './random';
import { seedAgentRera } from './rera';

// Demo people. Phones are 90000xxxxx: one reserved-looking block, so demo
// accounts are easy to spot and never collide with the fixed demo users.

export type Role = 'owner' | 'agent' | 'builder' | 'buyer';

/** Log in with these (OTP goes to the SMS outbox in development). */
export const DEMO_USERS: { role: Role; phone: string; name: string; company?: string }[] = [
  { role: 'owner', phone: '9000000001', name: 'Ramesh Gowda' },
  { role: 'agent', phone: '9000000002', name: 'Priya Sharma' },
  { role: 'builder', phone: '9000000003', name: 'Arjun Reddy', company: 'Sunrise Developers Pvt Ltd' },
  { role: 'buyer', phone: '9000000004', name: 'Ananya Iyer' },
];
const FIRST_GENERATED = 11; // 9000000005..10 stay free for hand-made test accounts
const PHONE_BLOCK = 100_000;

export type UserCounts = Record<Role, number>;

/** Roughly one owner per 25 listings; capped so every phone fits in the 90000xxxxx block. */
export function userCounts(listings: number): UserCounts {
  const n = (per: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(listings / per)));
  return { owner: n(25, 20, 40_000), agent: n(60, 10, 20_000), builder: n(400, 6, 3_000), buyer: n(50, 20, 20_000) };
}

export type SeededUsers = Record<Role, number[]> & { total: number };

function phone(n: number): string {
  return String(9_000_000_000 + n);
}

export async function seedUsers(db: Db, seed: number, places: Places, counts: UserCounts, now: Date): Promise<SeededUsers> {
  const rng = streamFor(seed, 'users');
  const plan: { role: Role; demo?: (typeof DEMO_USERS)[number] }[] = DEMO_USERS.map((d) => ({ role: d.role, demo: d }));
  for (const role of ['owner', 'agent', 'builder', 'buyer'] as Role[]) {
    for (let i = 0; i < counts[role]; i++) plan.push({ role });
  }
  if (plan.length - DEMO_USERS.length + FIRST_GENERATED > PHONE_BLOCK) throw new Error('Too many demo users for the phone block');
  const out: SeededUsers = { owner: [], agent: [], builder: [], buyer: [], total: 0 };
  const size = 1000;
  for (let i = 0; i < plan.length; i += size) {
    const chunk = plan.slice(i, i + size);
    const rows = chunk.map((p, j) => userRow(rng, places, p.role, p.demo, i + j, now));
    await db.transaction(async (tx) => {
      const ids = await tx.insert(users).values(rows.map((r) => r.user)).returning({ id: users.id });
      const builders = rows.flatMap((r, j) => (r.builder ? [{ ...r.builder, userId: ids[j].id }] : []));
      if (builders.length) await tx.insert(builderAccounts).values(builders);
      // RERA s. 9-10: every agent is registered in their city's state and quotes the number.
      const registered = rows.flatMap((r, j) => {
        const reg = chunk[j].role === 'agent' ? seedAgentRera(r.user.cityName!, ids[j].id) : null;
        return reg ? [{ userId: ids[j].id, ...reg, updatedAt: r.user.createdAt }] : [];
      });
      if (registered.length) await tx.insert(agentRera).values(registered);
      ids.forEach((r, j) => out[chunk[j].role].push(r.id));
    });
  }
  out.total = plan.length;
  return out;
}

function userRow(rng: Rng, places: Places, role: Role, demo: (typeof DEMO_USERS)[number] | undefined, index: number, now: Date) {
  const c = pickCity(rng, places);
  const area = pickLocality(rng, c, false);
  const generated = personName(rng, c.city);
  const [first, ...rest] = (demo?.name ?? generated.full).split(' ');
  const name = { first, last: rest.join(' '), full: demo?.name ?? generated.full };
  const n = demo ? Number(demo.phone) - 9_000_000_000 : FIRST_GENERATED + index - DEMO_USERS.length;
  const created = new Date(now.getTime() - rng.int(90, 420) * 86_400_000);
  const user: NewUser = {
    phoneNumber: phone(n), phoneVerified: true, isRegistered: true, roleType: role,
    name: name.full, email: emailFor(name, n), emailVerified: rng.chance(0.6),
    description: role === 'agent' || role === 'builder' ? profileBlurb(rng, role, c.city) : null,
    cityArea: area.name, cityName: c.city, cityLat: area.lat, cityLong: area.lng,
    createdAt: created, updatedAt: created,
  };
  const builder = role === 'builder'
    ? {
        companyName: demo?.company ?? companyName(rng), companyRole: rng.pick(COMPANY_ROLES),
        companyLogo: BUILDER_LOGO, phoneNumber: phone(n), description: user.description,
        profileCompleted: true, createdAt: created,
      }
    : undefined;
  return { user, builder };
}

import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { isValidRera } from '@/lib/projects/rera';
import { isValidAgentRera } from '@/lib/projects/rera-agents';
import { CITIES } from '../../catalog/places/cities';

// RERA numbers of the demo: each city's projects, homes under construction and agents carry a
// number in their state authority's shape (lib/projects/rera-states.ts), made from the row's id,
// never from the random streams, so adding them moved no other seeded fact. Templates:
// {Y4}/{Y2} a registration year 2018-2023, {S<k>} a k-digit serial, {M3} a second 3-digit part.

type Templates = { project: string; layout?: string; agent: string };

const BY_CITY: Record<string, Templates> = {
  Bengaluru: { project: 'PRM/KA/RERA/1251/309/PR/{Y2}0415/{S6}', agent: 'PRM/KA/RERA/1251/309/AG/{Y2}0611/{S6}' },
  Mysuru: { project: 'PRM/KA/RERA/1259/324/PR/{Y2}0822/{S6}', agent: 'PRM/KA/RERA/1259/324/AG/{Y2}0905/{S6}' },
  Mumbai: { project: 'P51800{S6}', agent: 'A51800{S6}' },
  Pune: { project: 'P52100{S6}', agent: 'A52100{S6}' },
  Hyderabad: { project: 'P024000{S5}', agent: 'A024000{S5}' },
  Chennai: { project: 'TN/29/Building/{S4}/{Y4}', layout: 'TN/29/Layout/{S4}/{Y4}', agent: 'TN/Agent/{S4}/{Y4}' },
  Visakhapatnam: { project: 'P030400{S5}', agent: 'A030400{S5}' },
  'New Delhi': { project: 'DLRERA{Y4}P{S4}', agent: 'DLRERA{Y4}A{S4}' },
  Ahmedabad: { project: 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA{S5}/1507{Y2}', agent: 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA{S5}/1106{Y2}' },
  Gurgaon: { project: 'RC/REP/HARERA/GGM/{S3}/{M3}/{Y4}/{S2}', agent: 'RC/HARERA/GGM/{Y4}/{S3}' },
};

const STATE_OF = new Map(CITIES.map((c) => [c.name, c.state]));

const year = (id: number) => 2018 + (id % 6);

function fill(template: string, id: number): string {
  const y = year(id);
  return template.replace('{Y4}', String(y)).replace('{Y2}', String(y % 100).padStart(2, '0'))
    .replace('{M3}', String((id * 7) % 1000).padStart(3, '0'))
    .replace(/\{S(\d)\}/g, (_, k: string) => String(id % 10 ** Number(k)).padStart(Number(k), '0'));
}

/** A seeded project's number and state (null for a city without a template). */
export function seedProjectRera(city: string, id: number, layout: boolean): { number: string; state: string } | null {
  const t = BY_CITY[city];
  const state = STATE_OF.get(city);
  if (!t || !state) return null;
  const number = fill(layout && t.layout ? t.layout : t.project, id);
  if (!isValidRera(number, state)) throw new Error(`seed: ${number} is not a valid ${state} RERA number`);
  return { number, state };
}

/** A seeded agent's registration (null for a city without a template). */
export function seedAgentRera(city: string, userId: number): { state: string; number: string } | null {
  const t = BY_CITY[city];
  const state = STATE_OF.get(city);
  if (!t || !state) return null;
  const number = fill(t.agent, userId);
  if (!isValidAgentRera(number, state)) throw new Error(`seed: ${number} is not a valid ${state} agent RERA number`);
  return { state, number };
}

/** The same template in SQL over a row's `id` (the bulk load's homes under construction). */
function fillSql(template: string): SQL {
  const id = sql.raw('id');
  let out = sql`${template}::text`;
  out = sql`replace(${out}, '{Y4}', (2018 + ${id} % 6)::text)`;
  out = sql`replace(${out}, '{Y2}', lpad(((2018 + ${id} % 6) % 100)::text, 2, '0'))`;
  out = sql`replace(${out}, '{M3}', lpad(((${id}::bigint * 7) % 1000)::text, 3, '0'))`;
  for (const k of [2, 3, 4, 5, 6]) out = sql`replace(${out}, ${`{S${k}}`}, lpad((${id} % ${10 ** k})::text, ${k}, '0'))`;
  return out;
}

/**
 * Homes for sale under construction are sold in registered projects: each gets its city's project
 * number. `run` is the bulk writer's (inside the load's transaction); answers the rows changed.
 */
export async function numberSeededHomes(run: (q: SQL) => Promise<number>) {
  let n = 0;
  for (const [city, t] of Object.entries(BY_CITY)) {
    fill(t.project, 1); // a template typo fails here, not in SQL
    n += await run(sql`update listings set rera_number = ${fillSql(t.project)}
      where city = ${city} and post_type = 'sale' and construction_status = 'under_construction'`);
  }
  return n;
}

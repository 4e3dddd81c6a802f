import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from './card-query';

// City suggestions come from the product's cities and from the distinct city
// names of localities (districts outside the product's cities). Those distinct
// names (~700) cost a full index scan to list, so they are kept in memory per
// database for a few minutes; matching then happens here.

const TTL_MS = 5 * 60_000;
const MAX_CITIES = 10;

type Entry = { at: number; names: Promise<{ name: string; rank: number }[]> };
const cache = new WeakMap<Db, Entry>();

async function load(db: Db) {
  const found = await rows(db, sql`
    select name, min(rank)::int as rank from (
      select name, sort_order as rank from cities
      union all
      select distinct city_name as name, 100000 as rank from localities
    ) n group by name`);
  return found.map((r) => ({ name: String(r.name), rank: Number(r.rank) }));
}

function allCityNames(db: Db) {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.names;
  const names = load(db);
  cache.set(db, { at: Date.now(), names });
  names.catch(() => cache.delete(db));
  return names;
}

/** Forget cached names (after an import of localities or cities). */
export function forgetCityNames(db: Db) {
  cache.delete(db);
}

/**
 * Names starting with q (or with a word starting with q: "delhi" -> "New
 * Delhi"); the chosen city first, then product cities by their order, then A-Z.
 */
export async function matchingCities(db: Db, q: string, chosen: string): Promise<string[]> {
  const names = await allCityNames(db);
  const chosenLower = chosen.toLowerCase();
  const scored = [];
  for (const n of names) {
    const lower = n.name.toLowerCase();
    const tier = lower.startsWith(q) ? 0 : lower.includes(` ${q}`) ? 1 : -1;
    if (tier >= 0) scored.push({ ...n, tier, chosen: lower === chosenLower ? 0 : 1 });
  }
  scored.sort((a, b) => a.chosen - b.chosen || a.tier - b.tier || a.rank - b.rank || a.name.localeCompare(b.name));
  return scored.slice(0, MAX_CITIES).map((s) => s.name);
}

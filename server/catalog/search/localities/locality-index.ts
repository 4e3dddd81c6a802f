import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb, type Db } from '../../../platform/db/client';
import { readDataVersion } from '../../../platform/db/data-version';
import { cities, localities } from '../../../platform/db/schema';
import { familyKey, parentKeys } from '../../places/locality-family';
import { trigramSequence } from './trigrams';
import { outsideRequest } from '../../../platform/system/outside-request';

// India's ~150k localities, held in server memory for autocomplete. A
// keystroke must answer within a few ms; through SQL every query paid the
// planner and, on embedded PGlite (WebAssembly), 20-40 ms for the trigram
// and word-prefix lookups. Memory: ~40 MB for all of India.
//
// Entries are sorted by (lower-cased name, id) in code-unit order, so an
// entry's position is its rank in the autocomplete's name order and "sort by
// name" is "sort by position". The copy is tied to the data_versions counter
// of 'localities': every use reads the counter (a primary-key lookup) and a
// changed counter means a reload, awaited, so nobody sees stale names after
// an import.

export type LocalityIndex = {
  size: number;
  ids: Int32Array;
  names: string[];
  lowers: string[];
  /** City of each entry, as a position in cityNames. */
  cityOf: Int32Array;
  cityNames: string[];
  cityPos: Map<string, number>;
  /** Every city name (product cities and localities' cities), lower-cased, with its display rank. */
  cityList: { name: string; lower: string; rank: number }[];
  lat: Float64Array;
  lng: Float64Array;
  /**
   * Family key -> the entries it covers besides the exact name: blocks, stages
   * and phases under their parents' keys, spelling variants under their own
   * key (server/catalog/places/locality-family.ts). Plain names are not in it.
   */
  families: Map<string, Int32Array>;
  /** Entry positions per city, ascending (= name order). */
  byCity: Int32Array[];
  /** Every name's tail after a space ("gandhi nagar" -> "nagar"), sorted, and its entry. */
  suffixes: string[];
  suffixOwner: Int32Array;
  trigramIds: Map<string, number>;
  /** Entry i's trigram sequence is seq[seqStart[i] .. seqStart[i + 1]). */
  seqStart: Int32Array;
  seq: Int32Array;
  /** Entry i's distinct trigrams: distinct[distinctStart[i] .. distinctStart[i + 1]). */
  distinctStart: Int32Array;
  distinct: Int32Array;
  /** Entries holding trigram t: post[postStart[t] .. postStart[t + 1]), each once. */
  postStart: Int32Array;
  post: Int32Array;
  /** Scratch space for one query at a time (queries run synchronously). */
  stamp: Uint32Array;
  queryMask: Uint8Array;
  generation: number;
};

type Row = { id: number; name: string; lower: string; city: string; lat: number | null; lng: number | null };

const byName = (a: Row, b: Row) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : a.id - b.id);

function cityTables(rows: Row[]) {
  const cityPos = new Map<string, number>();
  const cityNames: string[] = [];
  const cityOf = new Int32Array(rows.length);
  const members: number[][] = [];
  rows.forEach((r, i) => {
    let c = cityPos.get(r.city);
    if (c === undefined) {
      c = cityNames.push(r.city) - 1;
      cityPos.set(r.city, c);
      members.push([]);
    }
    cityOf[i] = c;
    members[c].push(i);
  });
  return { cityPos, cityNames, cityOf, byCity: members.map((m) => Int32Array.from(m)) };
}

function suffixTable(lowers: string[]) {
  const tails: { s: string; owner: number }[] = [];
  lowers.forEach((name, owner) => {
    for (let at = name.indexOf(' '); at >= 0; at = name.indexOf(' ', at + 1)) {
      if (at + 1 < name.length) tails.push({ s: name.slice(at + 1), owner });
    }
  });
  tails.sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : a.owner - b.owner));
  return { suffixes: tails.map((t) => t.s), suffixOwner: Int32Array.from(tails, (t) => t.owner) };
}

function trigramTables(lowers: string[]) {
  const trigramIds = new Map<string, number>();
  const seqStart = new Int32Array(lowers.length + 1);
  const distinctStart = new Int32Array(lowers.length + 1);
  const seqParts: number[] = [];
  const distinctParts: number[] = [];
  const perTrigram: number[] = [];
  const seen = new Set<number>();
  lowers.forEach((name, i) => {
    seqStart[i] = seqParts.length;
    distinctStart[i] = distinctParts.length;
    seen.clear();
    for (const t of trigramSequence(name)) {
      let id = trigramIds.get(t);
      if (id === undefined) {
        id = trigramIds.size;
        trigramIds.set(t, id);
        perTrigram.push(0);
      }
      seqParts.push(id);
      if (!seen.has(id)) {
        seen.add(id);
        distinctParts.push(id);
        perTrigram[id] += 1;
      }
    }
  });
  seqStart[lowers.length] = seqParts.length;
  distinctStart[lowers.length] = distinctParts.length;
  const distinct = Int32Array.from(distinctParts);
  const postStart = new Int32Array(perTrigram.length + 1);
  for (let t = 0; t < perTrigram.length; t++) postStart[t + 1] = postStart[t] + perTrigram[t];
  const fill = postStart.slice(0, -1);
  const post = new Int32Array(postStart[perTrigram.length]);
  for (let i = 0; i < lowers.length; i++) {
    for (let k = distinctStart[i]; k < distinctStart[i + 1]; k++) post[fill[distinct[k]]++] = i;
  }
  return { trigramIds, seqStart, seq: Int32Array.from(seqParts), distinctStart, distinct, postStart, post };
}

function familyTable(names: string[], lowers: string[]): Map<string, Int32Array> {
  const members = new Map<string, number[]>();
  const add = (key: string, e: number) => {
    const list = members.get(key);
    if (list) list.push(e);
    else members.set(key, [e]);
  };
  names.forEach((name, e) => {
    const parents = parentKeys(name);
    const key = familyKey(name);
    if (parents.length || key !== lowers[e]) add(key, e);
    for (const p of parents) add(p, e);
  });
  return new Map([...members].map(([k, list]) => [k, Int32Array.from(list)]));
}

const OTHER_CITY_RANK = 100_000;

function cityList(names: string[], productCities: Map<string, number>) {
  return [...new Set([...productCities.keys(), ...names])].map((name) => ({
    name, lower: name.toLowerCase(), rank: productCities.get(name) ?? OTHER_CITY_RANK,
  }));
}

export function buildLocalityIndex(input: Row[], productCities: Map<string, number>): LocalityIndex {
  const rows = [...input].sort(byName);
  const lowers = rows.map((r) => r.lower);
  const cities = cityTables(rows);
  const trigrams = trigramTables(lowers);
  return {
    size: rows.length,
    ids: Int32Array.from(rows, (r) => r.id),
    names: rows.map((r) => r.name),
    lowers,
    ...cities,
    cityList: cityList(cities.cityNames, productCities),
    lat: Float64Array.from(rows, (r) => r.lat ?? NaN),
    lng: Float64Array.from(rows, (r) => r.lng ?? NaN),
    families: familyTable(rows.map((r) => r.name), lowers),
    ...suffixTable(lowers),
    ...trigrams,
    stamp: new Uint32Array(rows.length),
    queryMask: new Uint8Array(trigrams.trigramIds.size),
    generation: 0,
  };
}

async function loadLocalityIndex(db: Db): Promise<LocalityIndex> {
  const [rows, cityRows] = await Promise.all([
    db.select({
      id: localities.id, name: localities.name, lower: localities.nameLower, city: localities.cityName,
      lat: localities.lat, lng: localities.lng,
    }).from(localities),
    db.select({ name: cities.name, rank: cities.sortOrder }).from(cities).orderBy(asc(cities.sortOrder)),
  ]);
  return buildLocalityIndex(rows, new Map(cityRows.map((c) => [c.name, c.rank])));
}

type Entry = { version: number; index: Promise<LocalityIndex> };
const cache = new WeakMap<Db, Entry>();

/** The current in-memory index of the database's localities. */
export async function localityIndex(db: Db): Promise<LocalityIndex> {
  const version = await readDataVersion(db, 'localities');
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.index;
  // Kept for the process: loaded outside the request that asked first (server/platform/system/outside-request.ts).
  const entry: Entry = { version, index: outsideRequest(() => loadLocalityIndex(db)) };
  cache.set(db, entry);
  entry.index.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.index;
}

let warmed = false;

/**
 * Starts loading the index in the background, once per process (from the
 * first page a fresh server renders), so the first visitor's first keystroke
 * (the location dialog of a first visit) does not wait the 1-3 s load.
 * Errors surface on real use instead.
 */
export function warmLocalityIndex(): void {
  if (warmed) return;
  warmed = true;
  outsideRequest(() => getDb().then(localityIndex).catch(() => undefined));
}

import 'server-only';
import { getDb } from '../../../platform/db/client';
import { parentKeys } from '../../places/locality-family';
import { localityIndex, type LocalityIndex } from './locality-index';
import { familyNames } from './locality-expand';
import { cityVariants } from './location';

// The area a locality name stands for in figures: a block, stage or phase folds
// into its top parent when the city knows that parent's family ("Koramangala I
// Block" -> Koramangala), and an area covers what search covers when it is chosen
// (the name, its spelling variants and its blocks: locality-expand.ts). The one
// place that decides which listings a locality's median is taken over.

export type LocalityArea = {
  /** The area's name as shown ("Koramangala"). */
  name: string;
  /** The lower-cased locality names a listing of the area may carry. */
  names: string[];
};

/** The first `tokens` words of a name, as written ("JP Nagar III Phase", 2 -> "JP Nagar"). */
function leadingWords(name: string, tokens: number): string {
  return name.replace(/\./g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, tokens).join(' ');
}

/** The shown name of a family key in a city: the postal name when one is spelt exactly so. */
function shownName(ix: LocalityIndex, key: string, fallback: string, cities: string[]): string {
  const inCities = new Set(cities.map((c) => ix.cityPos.get(c)).filter((c) => c !== undefined));
  for (const c of inCities) {
    for (const e of ix.byCity[c!]) if (ix.lowers[e] === key) return ix.names[e];
  }
  return fallback;
}

export function areaOf(ix: LocalityIndex, city: string, locality: string): LocalityArea {
  const cities = city ? cityVariants([city]) : [];
  const own = locality.trim().toLowerCase();
  const top = parentKeys(locality).at(-1);
  if (top) {
    const covered = familyNames(ix, top, cities);
    if (covered.length > 1) {
      const name = shownName(ix, top, leadingWords(locality.trim(), top.split(' ').length), cities);
      return { name, names: [...new Set([...familyNames(ix, name, cities), ...covered, own])] };
    }
  }
  return { name: locality.trim(), names: [...new Set([...familyNames(ix, locality, cities), own])] };
}

/** The area of a locality of a city (a listing's, a page's). */
export async function localityArea(city: string, locality: string): Promise<LocalityArea> {
  return areaOf(await localityIndex(await getDb()), city, locality);
}

/** The areas of several localities of one city, reading the index once. */
export async function localityAreas(city: string, localities: string[]): Promise<LocalityArea[]> {
  const ix = await localityIndex(await getDb());
  return localities.map((l) => areaOf(ix, city, l));
}

/** The names several spellings of one place cover together (an insights page's names). */
export async function areaNames(city: string, spellings: string[]): Promise<string[]> {
  const ix = await localityIndex(await getDb());
  const cities = city ? cityVariants([city]) : [];
  return [...new Set(spellings.flatMap((s) => [...familyNames(ix, s, cities), s.trim().toLowerCase()]))];
}

import type { DetailKind } from '../detail-url';

/** Issue 20 map search: one pin or cluster; a cluster has count > 1 and no id. */
export type MapCell = { lat: number; lng: number; count: number; kind?: DetailKind; id?: number; price?: number | null };
export type MapResult = { cells: MapCell[]; inBox: number; unlocated: number };

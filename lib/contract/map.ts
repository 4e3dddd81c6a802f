import type { DetailKind } from '../detail-url';

/** Map search: one pin or cluster; a cluster has count > 1 and no id. */
export type MapCell = { lat: number; lng: number; count: number; kind?: DetailKind; id?: number; price?: number | null };
/** unlocated: the search's items without coordinates, at most 10,000 (then unlocatedCapped: "10,000+"). */
export type MapResult = { cells: MapCell[]; inBox: number; unlocated: number; unlocatedCapped: boolean };

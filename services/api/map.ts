import { post, type CallOptions } from '@/services/http';
import type { Card } from '@/lib/card';
import type { Box } from '@/lib/map/geo';
import type { SearchKind } from './search';

// Issue 20 map search (not in the SPEC): pins and clusters in a box, a pin's card.

export type MapCell = { lat: number; lng: number; count: number; kind?: Card['kind']; id?: number; price?: number | null };
export type MapResult = { cells: MapCell[]; inBox: number; unlocated: number };

export const mapSearch = (body: { group: SearchKind; search: object; bbox: Box; zoom: number }, opts?: CallOptions) =>
  post<MapResult>('/api/map/search', body, opts);

export const mapCard = (kind: Card['kind'], id: number, opts?: CallOptions) => post<Card>('/api/map/card', { kind, id }, opts);

import { post, type CallOptions } from '@/services/http';
import type { Card, MapCell, MapResult } from '@/lib/contract';
import type { Box } from '@/lib/map/geo';
import type { SearchKind } from './search';

// Map search (not in the SPEC): pins and clusters in a box, a pin's card.

export type { MapCell, MapResult };

export const mapSearch = (body: { group: SearchKind; search: object; bbox: Box; zoom: number }, opts?: CallOptions) =>
  post<MapResult>('/api/map/search', body, opts);

export const mapCard = (kind: Card['kind'], id: number, opts?: CallOptions) => post<Card>('/api/map/card', { kind, id }, opts);

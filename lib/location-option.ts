// A picked place as the location pickers and search URLs carry it. Here, not in
// services/, because lib/search-route.ts (shared with the server) reads it too.

export type LocationValue = { city: string; locality: string; id?: string | number; lat?: number | null; lng?: number | null };
export type LocationOption = { label: string; value: LocationValue };

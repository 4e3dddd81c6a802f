import type { Handler, RouteTable } from './types';

const KEY = /^(GET|POST|PUT|PATCH|DELETE) (\/(?:[^/\s]+(?:\/[^/\s]+)*)?)$/;

/**
 * One route table from each domain's table, named by the key it is passed under
 * (`mountRoutes({ searchRoutes, authRoutes })`). Spreading objects would let a
 * later table silently take a method and path from an earlier one, so building
 * the table throws when two entries claim the same one, or when a key is one
 * the dispatcher could never match (it looks up "METHOD /path" with the path
 * normalised: no trailing or doubled slash).
 */
export function mountRoutes(tables: Record<string, RouteTable>): RouteTable {
  const out: RouteTable = {};
  const owner = new Map<string, string>();
  for (const [name, table] of Object.entries(tables)) {
    for (const [key, handler] of Object.entries(table)) {
      if (!KEY.test(key)) throw new Error(`Route "${key}" in ${name} is not "METHOD /path" with a normalised path`);
      const first = owner.get(key);
      if (first) throw new Error(`Route "${key}" is claimed by both ${first} and ${name}`);
      owner.set(key, name);
      out[key] = handler;
    }
  }
  return out;
}

/**
 * A table from computed "METHOD /path" entries (one or more per category), for mountRoutes:
 * Object.fromEntries would let a later entry silently replace an earlier one with the same key.
 */
export function routeEntries(name: string, entries: Iterable<readonly [string, Handler]>): RouteTable {
  const out: RouteTable = {};
  for (const [key, handler] of entries) {
    if (Object.hasOwn(out, key)) throw new Error(`Route "${key}" is claimed twice in ${name}`);
    out[key] = handler;
  }
  return out;
}

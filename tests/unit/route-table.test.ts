// The route table is built by mountRoutes: two domains claiming one method and path,
// or a key the dispatcher could never match, stop the table from being built.
import { describe, expect, it } from 'vitest';
import { mountRoutes, routeEntries } from '@/server/platform/http/route-table';
import type { Handler } from '@/server/platform/http/types';

const a: Handler = async () => ({ data: 'a' });
const b: Handler = async () => ({ data: 'b' });

describe('mountRoutes', () => {
  it('joins the tables, each entry keeping its own handler', () => {
    const t = mountRoutes({ aRoutes: { 'POST /api/a': a, 'GET /api/x': a }, bRoutes: { 'POST /api/b': b, 'POST /api/x': b } });
    expect(Object.keys(t).sort()).toEqual(['GET /api/x', 'POST /api/a', 'POST /api/b', 'POST /api/x']);
    expect(t['GET /api/x']).toBe(a);
    expect(t['POST /api/x']).toBe(b);
  });

  it('throws, naming both tables, when two claim the same method and path', () => {
    expect(() => mountRoutes({ aRoutes: { 'POST /api/a': a }, bRoutes: { 'GET /api/a': b }, cRoutes: { 'POST /api/a': b } }))
      .toThrow('Route "POST /api/a" is claimed by both aRoutes and cRoutes');
  });

  it.each(['POST /api/a/', 'POST //api/a', 'post /api/a', 'POST api/a', 'POST  /api/a', 'FETCH /api/a', '/api/a'])(
    'throws on a key the dispatcher cannot match: %j', (key) => {
      expect(() => mountRoutes({ aRoutes: { [key]: a } })).toThrow(/is not "METHOD \/path"/);
    });

  it('refuses a computed entry given twice, where Object.fromEntries would keep the last', () => {
    expect(routeEntries('editRoutes', [['POST /api/a', a], ['POST /api/b', b]])).toEqual({ 'POST /api/a': a, 'POST /api/b': b });
    expect(() => routeEntries('editRoutes', [['POST /api/a', a], ['POST /api/a', b]]))
      .toThrow('Route "POST /api/a" is claimed twice in editRoutes');
  });

  // It imports every domain: allow for a slow, shared machine.
  it('builds the real table: no method and path is claimed twice', { timeout: 120_000 }, async () => {
    const { routeTable } = await import('@/server/platform/routes');
    const keys = Object.keys(routeTable);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toContain('POST /api/search/residential-property-search-v2');
  });
});

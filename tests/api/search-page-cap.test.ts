import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';

// Counts stop at 10,000, so do pages: 500 of 20. Without a login anyone could
// ask for page 100,000 and make the database walk the whole index.
useTestDb();

describe('search paging cap', () => {
  it('answers page 500 and refuses page 501 with a clear 400', async () => {
    const last = await call('POST', '/api/search/residential-property-search-v2', { city: 'Mysuru', page: 500 });
    expect(last.http).toBe(200);
    const past = await call('POST', '/api/search/residential-property-search-v2', { city: 'Mysuru', page: 501 });
    expect(past.http).toBe(400);
    expect(past.body.message).toBe('page must be at most 500');
    const far = await call('POST', '/api/search/pg-search-v2', { city: 'Mysuru', page: 100000 });
    expect(far.http).toBe(400);
  });

  it('stops sooner with a bigger page size: never past the 10,000th result', async () => {
    const ok = await call('POST', '/api/search/commercial-property-search-v2', { city: 'Mysuru', page: 200, limit: 50 });
    expect(ok.http).toBe(200);
    const past = await call('POST', '/api/search/commercial-property-search-v2', { city: 'Mysuru', page: 201, limit: 50 });
    expect(past.http).toBe(400);
    expect(past.body.message).toBe('page is past the last page: results stop at 10,000');
  });
});

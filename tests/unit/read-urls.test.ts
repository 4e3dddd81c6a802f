import { describe, expect, it } from 'vitest';
import { readUrls, readUrlsRefusal } from '@/lib/env/read-urls';
import { configRefusals } from '@/lib/env/refusals';

const primary = 'postgres://app@10.0.0.1:5432,10.0.0.2:5432/gb?target_session_attrs=read-write';

describe('DATABASE_READ_URLS', () => {
  it('splits on spaces and on commas that start a new URL', () => {
    expect(readUrls({ DATABASE_READ_URLS: 'postgres://a@10.0.0.2:6432/gb, postgresql://a@10.0.0.3/gb postgres://a@10.0.0.4/gb' }))
      .toEqual(['postgres://a@10.0.0.2:6432/gb', 'postgresql://a@10.0.0.3/gb', 'postgres://a@10.0.0.4/gb']);
    expect(readUrls({})).toEqual([]);
  });

  it('refuses read URLs without a primary, a host list, another scheme, and a window not longer than the lag bound', () => {
    expect(readUrlsRefusal({ DATABASE_READ_URLS: 'postgres://a@10.0.0.2/gb' })).toMatch(/needs DATABASE_URL/);
    expect(readUrlsRefusal({ DATABASE_URL: primary, DATABASE_READ_URLS: 'mysql://a@10.0.0.2/gb' })).toMatch(/is not a postgres:\/\/ URL/);
    expect(readUrlsRefusal({ DATABASE_URL: primary, DATABASE_READ_URLS: 'postgres://a:secret@10.0.0.2/gb' })).toBeNull();
    expect(readUrlsRefusal({ DATABASE_URL: primary, DATABASE_READ_URLS: 'postgres://a@10.0.0.2:5432,10.0.0.3:5432/gb' })).toMatch(/one host each/);
    expect(readUrlsRefusal({ DATABASE_URL: primary, DATABASE_READ_URLS: 'postgres://a@10.0.0.2/gb', DB_REPLICA_MAX_LAG_MS: '5000' }))
      .toMatch(/DB_READ_OWN_WRITES_MS \(5000\) must be longer than DB_REPLICA_MAX_LAG_MS \(5000\)/);
    // In every environment, not production only: a wrong database layout fails in development too.
    expect(configRefusals({ NODE_ENV: 'development', DATABASE_READ_URLS: 'postgres://a@10.0.0.2/gb' })).toEqual([expect.stringMatching(/needs DATABASE_URL/)]);
    expect(configRefusals({ DB_REPLICA_MAX_LAG_MS: 'soon' })).toEqual([expect.stringMatching(/^DB_REPLICA_MAX_LAG_MS must be a whole number/)]);
  });
});

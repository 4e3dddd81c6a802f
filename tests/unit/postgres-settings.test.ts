// The committed settings file is what the generator writes, and its derivations follow the machine.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configFile, databaseStatements, settingsFor } from '@/deploy/postgresql/settings.mjs';

const value = (s: { name: string; value: string }[], name: string) => s.find((x) => x.name === name)?.value;

describe('PostgreSQL settings for a machine', () => {
  it('deploy/postgresql/gharbazaar.conf is the generator output for 16 GB and 4 cores', () => {
    expect(fs.readFileSync('deploy/postgresql/gharbazaar.conf', 'utf8')).toBe(configFile({ memoryGb: 16, cores: 4 }));
  });

  it('derives memory settings from the machine size', () => {
    const s16 = settingsFor({ memoryGb: 16, cores: 4 });
    expect(value(s16, 'shared_buffers')).toBe('4096MB');
    expect(value(s16, 'effective_cache_size')).toBe('12288MB');
    expect(value(s16, 'work_mem')).toBe('40MB');
    expect(value(s16, 'random_page_cost')).toBe('1.1');
    expect(value(settingsFor({ memoryGb: 64, cores: 16 }), 'shared_buffers')).toBe('16384MB');
    expect(() => settingsFor({ memoryGb: 0, cores: 2 })).toThrow(/memoryGb/);
  });

  it('only settings a database can carry become ALTER DATABASE statements', () => {
    const st = databaseStatements('h_x', { memoryGb: 16, cores: 4 });
    expect(st).toContain("ALTER DATABASE h_x SET random_page_cost = '1.1'");
    expect(st.some((x) => /shared_buffers|max_connections|autovacuum/.test(x))).toBe(false);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, intSetting, settingProblem } from '@/lib/env/schema';
import { assertConfig, configRefusals } from '@/lib/env/refusals';

const CODE = ['server', 'lib', 'app', 'components', 'services', 'store', 'middleware.ts', 'instrumentation.ts', 'next.config.ts'];

function files(p: string): string[] {
  if (statSync(p).isFile()) return [p];
  return readdirSync(p).flatMap((f) => files(path.join(p, f))).filter((f) => /\.(ts|tsx|mjs)$/.test(f));
}

const settingsRead = () => {
  const out = new Map<string, string>();
  for (const f of CODE.flatMap(files)) {
    for (const m of readFileSync(f, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|\benv\.([A-Z][A-Z0-9_]{2,})\b/g)) out.set(m[1] ?? m[2], f);
  }
  return out;
};

describe('the environment schema', () => {
  it('declares every setting the code reads, and every one in .env.example', () => {
    const undeclared = [...settingsRead()].filter(([name]) => !(name in SETTINGS)).map(([name, f]) => `${name} (${f})`);
    expect(undeclared).toEqual([]);
    const example = readFileSync('.env.example', 'utf8').split('\n').map((l) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(l)?.[1]).filter(Boolean);
    expect(example.filter((name) => !(name! in SETTINGS))).toEqual([]);
  });

  it('names each wrong setting with what it must be, all at once', () => {
    const problems = configRefusals({ PG_POOL_MAX: 'ten', TRUST_PROXY_HOPS: '-1', SITE_URL: 'www.example.in', PAYMENT_PROVIDER: 'paytm', COMPRESS: 'no' });
    // In the schema's order, each with the form it must have and what it is for.
    expect(problems).toEqual([
      'PG_POOL_MAX must be a whole number from 1 to 500 (connections per server process (default 10)), got "ten"',
      'SITE_URL must be a http:// or https:// URL (canonical origin of the site), got "www.example.in"',
      'TRUST_PROXY_HOPS must be a whole number from 0 to 5 (proxies in front whose X-Forwarded-For is trusted), got "-1"',
      'PAYMENT_PROVIDER must be one of sandbox, razorpay, stripe (payment gateway), got "paytm"',
      'COMPRESS must be one of on, off (off: the app does not compress (a proxy does)), got "no"',
    ]);
  });

  it('hides a URL password in its message, and checks secrets for length', () => {
    expect(settingProblem('DATABASE_URL', 'mysql://app:hunter2@db/x')).toBe(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (PostgreSQL; unset, the embedded PGlite database in DATA_DIR), got "mysql://app:***@db/x"');
    expect(settingProblem('DATABASE_URL', 'postgres://app@db1:5432,db2:5432/gharbazaar?target_session_attrs=read-write')).toBeNull();
    expect(settingProblem('JWT_SECRET', 'short')).toMatch(/^JWT_SECRET must be at least 32 characters/);
    expect(settingProblem('JWT_SECRET', 'x'.repeat(32))).toBeNull();
  });

  it('in production adds the rules between settings, and refuses with every problem listed', () => {
    const demo = { NODE_ENV: 'production', DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox', SITE_URL: 'https://www.example.in' };
    expect(configRefusals(demo)).toEqual([]);
    const bad = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', SITE_URL: 'https://www.example.in', PG_POOL_MAX: '0' };
    const problems = configRefusals(bad);
    expect(problems[0]).toMatch(/^PG_POOL_MAX must be a whole number/);
    expect(problems.some((p) => /demo SMS sender/.test(p))).toBe(true);
    expect(problems.some((p) => /PAYMENT_PROVIDER/.test(p))).toBe(true);
    expect(() => assertConfig(bad)).toThrow(new RegExp(`^Refusing to start: ${problems.length} setting problem`));
  });

  it('gives readers the number, or the default when unset', () => {
    expect(intSetting('PG_POOL_MAX', 10, {})).toBe(10);
    expect(intSetting('PG_POOL_MAX', 10, { PG_POOL_MAX: '25' })).toBe(25);
    expect(intSetting('PG_POOL_MAX', 10, { PG_POOL_MAX: '' })).toBe(10);
  });
});

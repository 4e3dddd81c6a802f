import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedRefusal } from '@/lib/demo-mode';

// Issue 21.5: the demo seed on a production database made accounts on real
// 90000xxxxx numbers (whoever owns one logs in by a real SMS) and a paid demo plan
// with a GST invoice for money never received.
describe('the demo seed on a production configuration', () => {
  it('is refused when production, a real SMS gateway, mail server or payment gateway is configured, unless DEMO_MODE=1', () => {
    for (const env of [{ NODE_ENV: 'production' }, { SMS_GATEWAY_URL: 'https://sms.example/api' }, { SMTP_URL: 'smtps://u:p@mail.example' },
      { PAYMENT_PROVIDER: 'razorpay' }, { PAYMENT_PROVIDER: 'stripe' }]) {
      expect(seedRefusal(env)).toMatch(/^Refusing to seed demo data.*DEMO_MODE=1/);
      expect(seedRefusal({ ...env, DEMO_MODE: '1' })).toBeNull();
    }
    expect(seedRefusal({})).toBeNull();
    expect(seedRefusal({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox' })).toBeNull();
  });

  it('`scripts/seed.ts` with a real SMS gateway exits before touching the database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gb-seed-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMS_GATEWAY_URL: 'https://sms.example/api' };
    delete env.DEMO_MODE;
    const r = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--listings', '10'], { env, encoding: 'utf8', timeout: 60_000 });
    const files = readdirSync(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toMatch(/Refusing to seed demo data/);
    expect(files).toEqual([]);
  }, 70_000);
});

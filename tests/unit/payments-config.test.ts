import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { configuredProvider, paymentRefusal, sandboxOpen } from '@/lib/payments-config';
import { DLT_ENV, GRIEVANCE_ENV } from '../helpers/production-env';

const SELLER = { SELLER_NAME: 'GharBazaar Technologies Pvt Ltd', SELLER_ADDRESS: 'Koramangala, Bengaluru', SELLER_GSTIN: '29AAGCB7383J1Z4' };
const PROD = { NODE_ENV: 'production' };

describe('payment settings of a production server (issue 21.1)', () => {
  it('refuses no gateway, an unknown one, or the sandbox without DEMO_MODE=1, naming PAYMENT_PROVIDER', () => {
    for (const env of [{}, { DEMO_MODE: '1' }, { PAYMENT_PROVIDER: 'sandbox' }, { PAYMENT_PROVIDER: 'paytm' }]) {
      expect(paymentRefusal({ ...PROD, ...env })).toMatch(/^Refusing to start .*PAYMENT_PROVIDER/);
    }
    expect(paymentRefusal({ ...PROD, DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox' })).toBeNull();
  });

  it('needs the gateway keys and the real seller for invoices before taking money', () => {
    expect(paymentRefusal({ ...PROD, PAYMENT_PROVIDER: 'razorpay', ...SELLER })).toBe(
      'Refusing to start: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET (see .env.example).');
    expect(paymentRefusal({ ...PROD, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toMatch(/SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN/);
    expect(paymentRefusal({ ...PROD, PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp', RAZORPAY_KEY_SECRET: 's', ...SELLER })).toBeNull();
    expect(paymentRefusal({ ...PROD, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', ...SELLER })).toBeNull();
  });

  it('opens the sandbox in production only with DEMO_MODE=1 and PAYMENT_PROVIDER=sandbox; development keeps it as the default', () => {
    expect(sandboxOpen({ ...PROD })).toBe(false);
    expect(sandboxOpen({ ...PROD, DEMO_MODE: '1' })).toBe(false);
    expect(sandboxOpen({ ...PROD, PAYMENT_PROVIDER: 'sandbox' })).toBe(false);
    expect(sandboxOpen({ ...PROD, DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox' })).toBe(true);
    expect(configuredProvider({ ...PROD })).toBeNull();
    expect(sandboxOpen({ NODE_ENV: 'development' })).toBe(true);
    expect(sandboxOpen({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'razorpay' })).toBe(false);
  });

  it('next.config refuses the production server the issue started', () => {
    const saved = { ...process.env };
    try {
      delete process.env.DEMO_MODE;
      delete process.env.PAYMENT_PROVIDER;
      Object.assign(process.env, { SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SITE_URL: 'https://www.gharbazaar.in' });
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/PAYMENT_PROVIDER/);
      Object.assign(process.env, { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live', RAZORPAY_KEY_SECRET: 'x', ...SELLER, ...DLT_ENV, ...GRIEVANCE_ENV });
      expect(() => config(PHASE_PRODUCTION_SERVER)).not.toThrow();
    } finally {
      process.env = saved;
    }
  });

  it('`npm start` (node dist/server.mjs) exits before listening, naming PAYMENT_PROVIDER', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gb-serve-'));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SITE_URL: 'https://www.gharbazaar.in', DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
    delete env.DEMO_MODE;
    delete env.PAYMENT_PROVIDER;
    const port = 3190 + Math.floor(Math.random() * 8);
    expect(spawnSync(process.execPath, ['scripts/build-server.mjs']).status).toBe(0);
    const child = spawn(process.execPath, ['dist/server.mjs', '-p', String(port), '-H', '127.0.0.1'], { env });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => { child.kill('SIGTERM'); resolve(null); }, 30_000);
      child.on('exit', (c) => { clearTimeout(timer); resolve(c); });
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(code, out).toBe(1);
    expect(out).toMatch(/Refusing to start in production without a payment gateway \(PAYMENT_PROVIDER is not set\)/);
    expect(out).not.toMatch(/ready on/);
  }, 40_000);
});

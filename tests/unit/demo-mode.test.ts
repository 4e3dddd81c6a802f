import { describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { DLT_ENV, GRIEVANCE_ENV } from '../helpers/production-env';

describe('production start with the demo SMS sender', () => {
  it('refuses without DEMO_MODE=1 or a gateway, and says what to set', () => {
    const saved = { ...process.env };
    try {
      delete process.env.DEMO_MODE;
      delete process.env.SMS_GATEWAY_URL;
      // A demo pays in the sandbox, asked for by name (issue 21.1, tests/unit/payments-config.test.ts).
      process.env.PAYMENT_PROVIDER = 'sandbox';
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/SMS_GATEWAY_URL.*DEMO_MODE=1/);
      expect(() => config(PHASE_PRODUCTION_BUILD)).not.toThrow();
      process.env.DEMO_MODE = '1';
      expect(config(PHASE_PRODUCTION_SERVER).serverExternalPackages).toContain('@electric-sql/pglite');
      delete process.env.DEMO_MODE;
      process.env.SMS_GATEWAY_URL = 'http://127.0.0.1:9/sms';
      // A real production also names its origin (canonical links never come from Host).
      delete process.env.SITE_URL;
      delete process.env.SITE_HOSTS;
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/without SITE_URL/);
      process.env.SITE_URL = 'https://www.gharbazaar.in';
      // Outside demo mode the sandbox is refused too: a real gateway with the real seller.
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/PAYMENT_PROVIDER/);
      Object.assign(process.env, { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'x',
        SELLER_NAME: 'GharBazaar Technologies Pvt Ltd', SELLER_ADDRESS: 'Koramangala, Bengaluru', SELLER_GSTIN: '29AAGCB7383J1Z4' });
      // A real gateway delivers only DLT-registered texts: the entity, header and template ids are named.
      delete process.env.SMS_DLT_ENTITY_ID;
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/SMS_DLT_ENTITY_ID/);
      Object.assign(process.env, DLT_ENV);
      // The E-Commerce Rules: a named grievance officer with an e-mail address.
      delete process.env.GRIEVANCE_OFFICER_NAME;
      expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(/GRIEVANCE_OFFICER_NAME/);
      Object.assign(process.env, GRIEVANCE_ENV);
      expect(() => config(PHASE_PRODUCTION_SERVER)).not.toThrow();
    } finally {
      process.env = saved;
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoModeRefusal } from '@/lib/demo-mode';
import { siteUrlRefusal } from '@/lib/site';
import { paymentRefusal } from '@/lib/payments-config';

// .env.example set DEMO_MODE=1: copied to production, it published every OTP
// at /api/dev/sms-outbox. The template must be safe as it stands.
const template = Object.fromEntries(readFileSync('.env.example', 'utf8').split('\n')
  .filter((l) => /^[A-Z_]+=/.test(l))
  .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1).replace(/^"|"$/g, '')]));

describe('.env.example', () => {
  it('leaves demo mode off', () => {
    expect(template.DEMO_MODE).toBe('');
    expect(template.TRUST_PROXY_HOPS).toBe('0');
  });

  it('as copied, refuses to start production until a real SMS gateway and SITE_URL are configured', () => {
    expect(demoModeRefusal(template)).toMatch(/Refusing to start/);
    expect(siteUrlRefusal(template)).toMatch(/SITE_URL/);
    expect(demoModeRefusal({ ...template, SMS_GATEWAY_URL: 'https://sms.example/api' })).toBeNull();
    // PAYMENT_PROVIDER=sandbox as copied, without DEMO_MODE=1: no free plans (issue 21.1).
    expect(paymentRefusal({ ...template, NODE_ENV: 'production' })).toMatch(/PAYMENT_PROVIDER/);
  });

  it('is what npm run demo does not need: the demo turns demo mode on itself', () => {
    expect(readFileSync('scripts/quickstart.mjs', 'utf8')).toMatch(/DEMO_MODE: process\.env\.DEMO_MODE \?\? '1'/);
  });
});

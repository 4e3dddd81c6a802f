// Which payment gateway a server may use. The in-app sandbox grants plans (and
// issues GST invoices) for money nobody paid, so a production server runs it only
// when asked twice (DEMO_MODE=1 and PAYMENT_PROVIDER=sandbox); otherwise it needs a
// real gateway with its keys, or it refuses to start (next.config.ts), the way the
// demo SMS sender does. Pure: next.config, the server and the tests share it.
type Env = Record<string, string | undefined>;

const PRODUCTION = (env: Env) => env.NODE_ENV === 'production';

/** The gateway for new orders: PAYMENT_PROVIDER, else the sandbox outside production, else none. */
export function configuredProvider(env: Env): string | null {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return PRODUCTION(env) ? null : 'sandbox';
}

/** The sandbox checkout page and /api/payments/sandbox/pay exist only when this holds. */
export function sandboxOpen(env: Env): boolean {
  if (!PRODUCTION(env)) return configuredProvider(env) === 'sandbox';
  return env.DEMO_MODE === '1' && env.PAYMENT_PROVIDER === 'sandbox';
}

const GATEWAY_KEYS: Record<string, string[]> = {
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  stripe: ['STRIPE_SECRET_KEY'],
};
// A real gateway takes real money: its invoices must name the real seller, not the demo company.
const SELLER_KEYS = ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN'];

/** Why a production server must not start with these payment settings, or null. */
export function paymentRefusal(env: Env): string | null {
  const p = env.PAYMENT_PROVIDER ?? '';
  if (p === 'sandbox' && env.DEMO_MODE === '1') return null;
  const keys = GATEWAY_KEYS[p];
  if (!keys) {
    return `Refusing to start in production without a payment gateway (PAYMENT_PROVIDER is ${p ? `"${p}"` : 'not set'}): ` +
      'set PAYMENT_PROVIDER=razorpay (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET) or PAYMENT_PROVIDER=stripe (STRIPE_SECRET_KEY). ' +
      'The in-app sandbox grants plans without payment: it runs only with DEMO_MODE=1 and PAYMENT_PROVIDER=sandbox.';
  }
  const missing = [...keys, ...SELLER_KEYS].filter((k) => !env[k]);
  return missing.length
    ? `Refusing to start: PAYMENT_PROVIDER=${p} needs ${missing.join(', ')} (see .env.example).`
    : null;
}

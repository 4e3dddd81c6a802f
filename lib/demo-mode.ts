// Production with the demo SMS/mail outboxes would hand OTPs to anyone who asks:
// it must be asked for explicitly (DEMO_MODE=1), or a real gateway configured.
export function demoModeRefusal(env: Record<string, string | undefined>): string | null {
  if (env.SMS_GATEWAY_URL || env.DEMO_MODE === '1') return null;
  return 'Refusing to start in production with the demo SMS sender: set SMS_GATEWAY_URL ' +
    '(see .env.example) or DEMO_MODE=1 to run a demo on purpose.';
}

/**
 * The demo outboxes (/api/dev/*-outbox) open only outside production or in a
 * production demo asked for with DEMO_MODE=1: never because a gateway is merely missing.
 */
export function demoOpen(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_MODE === '1';
}

/**
 * The seed makes demo accounts on real-looking mobile numbers (90000xxxxx), a paid
 * demo plan with a GST invoice, and --reset wipes product data: on a server that
 * looks like production (NODE_ENV=production, a real SMS gateway, mail server or
 * payment gateway) it runs only as a demo asked for with DEMO_MODE=1.
 */
export function seedRefusal(env: Record<string, string | undefined>): string | null {
  const real = env.NODE_ENV === 'production' || !!env.SMS_GATEWAY_URL || !!env.SMTP_URL
    || env.PAYMENT_PROVIDER === 'razorpay' || env.PAYMENT_PROVIDER === 'stripe';
  if (!real || env.DEMO_MODE === '1') return null;
  return 'Refusing to seed demo data into what looks like production (NODE_ENV=production, SMS_GATEWAY_URL, ' +
    'SMTP_URL or a real PAYMENT_PROVIDER is set): demo users log in on real phone numbers and a demo plan is ' +
    'invoiced. Set DEMO_MODE=1 to seed a demo on purpose.';
}

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

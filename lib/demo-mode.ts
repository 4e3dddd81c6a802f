// Production with the demo SMS/mail outboxes would hand OTPs to anyone who asks:
// it must be asked for explicitly (DEMO_MODE=1), or a real gateway configured.
export function demoModeRefusal(env: Record<string, string | undefined>): string | null {
  if (env.SMS_GATEWAY_URL || env.DEMO_MODE === '1') return null;
  return 'Refusing to start in production with the demo SMS sender: set SMS_GATEWAY_URL ' +
    '(see .env.example) or DEMO_MODE=1 to run a demo on purpose.';
}

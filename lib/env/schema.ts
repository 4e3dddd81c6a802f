// Every setting the app reads from its environment, declared once: its form and what it
// is for. configRefusals() (lib/env/refusals.ts) checks each value against its form, then
// the rules that tie settings together, and a production server refuses to start naming
// every setting that is wrong. A test holds every `process.env` read in the code to this list.
export type Env = Record<string, string | undefined>;

type Form =
  | { type: 'int'; min: number; max?: number }
  | { type: 'url'; protocols: string[] }
  | { type: 'oneOf'; values: string[] }
  | { type: 'text' }
  | { type: 'secret'; minLength?: number };

export type Setting = Form & { about: string; /** Set by Node, Next or the launchers, not by an operator. */ platform?: true };

const int = (min: number, about: string, max?: number): Setting => ({ type: 'int', min, max, about });
const url = (protocols: string[], about: string): Setting => ({ type: 'url', protocols, about });
const oneOf = (values: string[], about: string): Setting => ({ type: 'oneOf', values, about });
const text = (about: string): Setting => ({ type: 'text', about });
const secret = (about: string, minLength?: number): Setting => ({ type: 'secret', minLength, about });
const onOff = (about: string) => oneOf(['on', 'off'], about);
const platform = (s: Setting): Setting => ({ ...s, platform: true });

export const SETTINGS = {
  // Data
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'PostgreSQL; unset, the embedded PGlite database in DATA_DIR'),
  DATA_DIR: text('folder of the embedded database and local uploads (default ./data)'),
  PG_POOL_MAX: int(1, 'connections per server process (default 10)', 500),
  DB_FAILOVER_WAIT_MS: int(0, 'how long a request waits for a new primary (default 20000)', 600_000),
  DATABASE_READ_URLS: text('read replicas, postgres:// URLs separated by spaces or commas; unset, reads use DATABASE_URL'),
  DATABASE_DIRECT_URL: url(['postgres:', 'postgresql:'], 'PostgreSQL without the pooler, for LISTEN and migrations; unset, DATABASE_URL'),
  DB_REPLICA_MAX_LAG_MS: int(0, 'a replica further behind than this leaves the read set (default 2000)', 600_000),
  DB_READ_OWN_WRITES_MS: int(0, 'after a write, that session reads from the primary this long (default 5000)', 600_000),
  REDIS_URL: url(['redis:', 'rediss:'], 'Redis for rate limits shared by a fleet; unset, PostgreSQL counts them'),
  REDIS_KEY_PREFIX: text('prefix of every Redis key (default gb:)'),
  S3_BUCKET: text('bucket for photos and documents; unset, DATA_DIR/uploads'),
  S3_ENDPOINT: url(['http:', 'https:'], 'S3-compatible endpoint (unset: AWS)'),
  S3_REGION: text('S3 region'),
  S3_ACCESS_KEY_ID: secret('S3 access key id'),
  S3_SECRET_ACCESS_KEY: secret('S3 secret key'),
  S3_PUBLIC_URL: url(['http:', 'https:'], 'public base URL (CDN) of the bucket; unset, the app serves stored files'),
  // Site and security
  SITE_URL: url(['http:', 'https:'], 'canonical origin of the site'),
  SITE_HOSTS: text('comma list of host[:port] a request may name'),
  NEXT_PUBLIC_API_BASE_URL: text('API origin the browser calls, built into the client (default: the page\'s own)'),
  TRUST_PROXY_HOPS: int(0, 'proxies in front whose X-Forwarded-For is trusted', 5),
  COOKIE_SECURE: oneOf(['0', '1'], '1: Secure cookies even over plain HTTP'),
  JWT_SECRET: secret('token signing secret, the same on every server', 32),
  BAN_HASH_SECRET: secret('key of the banned numbers\' hashes, the same on every server', 32),
  METRICS_TOKEN: secret('bearer token for /metrics'),
  DEMO_MODE: oneOf(['', '0', '1'], '1: demo outboxes and the payment sandbox in production, on purpose'),
  // Messages
  SMS_GATEWAY_URL: url(['http:', 'https:'], 'SMS gateway; unset, the demo outbox'),
  SMS_GATEWAY_TOKEN: secret('SMS gateway token'),
  SMS_SENDER_ID: text('DLT sender id (header)'),
  SMS_DLT_ENTITY_ID: text('DLT principal entity id'),
  SMS_DLT_TEMPLATE_OTP: text('DLT template id of the OTP text'),
  SMS_DLT_TEMPLATE_ALERT_ONE: text('DLT template id of a one-listing alert'),
  SMS_DLT_TEMPLATE_ALERT_DIGEST: text('DLT template id of an alert digest'),
  SMS_DLT_TEMPLATE_OTP_HI: text('DLT template id of the Hindi OTP text'),
  SMS_DLT_TEMPLATE_ALERT_ONE_HI: text('DLT template id of a one-listing alert in Hindi'),
  SMS_DLT_TEMPLATE_ALERT_DIGEST_HI: text('DLT template id of an alert digest in Hindi'),
  SMS_DLT_TEMPLATE_OTP_KN: text('DLT template id of the Kannada OTP text'),
  SMS_DLT_TEMPLATE_ALERT_ONE_KN: text('DLT template id of a one-listing alert in Kannada'),
  SMS_DLT_TEMPLATE_ALERT_DIGEST_KN: text('DLT template id of an alert digest in Kannada'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'mail server; unset, the demo mail outbox'),
  MAIL_FROM: text('From address of e-mails'),
  OTP_SENDS_PER_IP_PER_HOUR: int(1, 'OTP texts an address may ask for in an hour'),
  OTP_SENDS_GLOBAL_PER_HOUR: int(1, 'OTP texts the whole site may send in an hour'),
  OTP_FAILED_VERIFY_ALARM: int(1, 'site-wide wrong codes in 10 minutes that raise the alarm'),
  // Money
  PAYMENT_PROVIDER: oneOf(['sandbox', 'razorpay', 'stripe'], 'payment gateway'),
  RAZORPAY_KEY_ID: secret('Razorpay key id'),
  RAZORPAY_KEY_SECRET: secret('Razorpay key secret'),
  RAZORPAY_WEBHOOK_SECRET: secret('Razorpay webhook secret'),
  STRIPE_SECRET_KEY: secret('Stripe secret key'),
  STRIPE_PUBLISHABLE_KEY: text('Stripe publishable key'),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: text('Stripe publishable key, built into the client'),
  STRIPE_WEBHOOK_SECRET: secret('Stripe webhook secret'),
  SANDBOX_PAYMENT_SECRET: secret('signs the in-app sandbox checkout'),
  SELLER_NAME: text('seller on GST invoices'),
  SELLER_ADDRESS: text('seller address on GST invoices'),
  SELLER_GSTIN: text('seller GSTIN'),
  SELLER_STATE: text('seller state (place of supply; default Karnataka)'),
  GRIEVANCE_OFFICER_NAME: text('grievance officer (IT Rules 2021, DPDP)'),
  GRIEVANCE_OFFICER_DESIGNATION: text('grievance officer designation'),
  GRIEVANCE_OFFICER_EMAIL: text('grievance officer e-mail'),
  GRIEVANCE_OFFICER_PHONE: text('grievance officer phone'),
  // Uploads and work
  UPLOAD_QUOTA_FILES_PER_DAY: int(1, 'files a user may upload a day'),
  UPLOAD_QUOTA_BYTES_PER_DAY: int(1, 'bytes a user may upload a day'),
  JOBS: onOff('off: this server runs no background jobs'),
  ALERTS_WORKER: onOff('off: this server sends no saved-search alerts'),
  ALERTS_INTERVAL_MS: int(1000, 'how often the alert job runs'),
  ALERT_MATCH_CACHE: int(1, 'compiled alert filters kept in memory'),
  BULK_WORKERS: int(1, 'parallel writers of the bulk loader', 64),
  BULK_MAINTENANCE_MEM: text('maintenance_work_mem of the bulk loader (default 256MB)'),
  GEONAMES_FILE: text('GeoNames India postal file for the place tables'),
  PIN_CENTROID_FILE: text('PIN centre table for the place tables'),
  // The production server (server/platform/runtime/serve.ts)
  COMPRESS: onOff('off: the app does not compress (a proxy does)'),
  PAGE_CACHE: onOff('off: no page cache'),
  WARM_UP: onOff('off: /api/ready says yes before the first render'),
  REQUEST_LOG: onOff('off: no request log lines (metrics stay)'),
  PORT: platform(int(1, 'listening port', 65535)),
  HOSTNAME: platform(text('listening address')),
  NODE_ENV: platform(oneOf(['development', 'production', 'test'], 'Node environment')),
  NEXT_RUNTIME: platform(text('set by Next')),
  NEXT_PHASE: platform(text('set by Next')),
  NEXT_DIST_DIR: platform(text('build folder (default .next)')),
} satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;

/** What is wrong with one value, in words naming the setting, or null. */
export function settingProblem(name: SettingName, value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const s: Setting = SETTINGS[name];
  switch (s.type) {
    case 'int': {
      const n = Number(value);
      if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < s.min || (s.max !== undefined && n > s.max)) {
        return `${name} must be a whole number from ${s.min}${s.max !== undefined ? ` to ${s.max}` : ' up'} (${s.about}), got "${value}"`;
      }
      return null;
    }
    case 'url': {
      // The scheme and a non-empty rest: PostgreSQL's multi-host form (h1:5432,h2:5432) is no WHATWG URL.
      const scheme = /^([a-z][a-z0-9+.-]*:)\/\/\S+$/i.exec(value.trim())?.[1].toLowerCase();
      if (!scheme || !s.protocols.includes(scheme)) return `${name} must be a ${s.protocols.map((p) => `${p}//`).join(' or ')} URL (${s.about}), got "${redactUrl(value)}"`;
      return null;
    }
    case 'oneOf':
      return s.values.includes(value) ? null : `${name} must be one of ${s.values.filter(Boolean).join(', ')} (${s.about}), got "${value}"`;
    case 'secret':
      return s.minLength && value.length < s.minLength ? `${name} must be at least ${s.minLength} characters (${s.about})` : null;
    default:
      return null;
  }
}

/** A URL with its password hidden, for messages. */
function redactUrl(value: string): string {
  return value.replace(/\/\/([^:/@]+):[^@/]+@/, '//$1:***@');
}

/** A whole-number setting's value, or its default when unset or empty (a wrong value has refused the start). */
export function intSetting(name: SettingName, fallback: number, env: Env = process.env): number {
  const v = env[name];
  return v === undefined || v === '' || settingProblem(name, v) ? fallback : Number(v);
}

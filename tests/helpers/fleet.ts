// Shared by the fleet tests (tests/fleet): where PostgreSQL is, which database
// names and ports a run may use, and small HTTP helpers against real servers.

/** The PostgreSQL server for fleet tests: FLEET_PG_URL, else DATABASE_URL, else the local one. */
export function pgServerUrl(): string {
  return process.env.FLEET_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Databases a fleet run creates start with this (FLEET_DB_PREFIX, default "fleet"). */
export function dbPrefix(): string {
  return (process.env.FLEET_DB_PREFIX || 'fleet').toLowerCase();
}

/** First port of the range a fleet run uses (FLEET_BASE_PORT, default 3141): nginx, servers, s3rver, proxies. */
export function basePort(): number {
  return Number(process.env.FLEET_BASE_PORT || 3141);
}

export type Answer = { http: number; body: { status?: string; message?: string; data?: any } };

export async function api(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try { parsed = JSON.parse(text); } catch { parsed = { message: text.slice(0, 200) }; }
  return { http: res.status, body: parsed };
}

/** Ports of a fleet run: FLEET_LB_PORT (nginx), FLEET_SERVER_PORT (first app server), FLEET_S3_PORT. */
export function fleetPorts() {
  return {
    port: Number(process.env.FLEET_LB_PORT || 8141),
    serverPort: Number(process.env.FLEET_SERVER_PORT || 3141),
    s3Port: Number(process.env.FLEET_S3_PORT || 4141),
  };
}

/** Logs a phone in through `base` with the real OTP calls (demo SMS outbox); returns the token. */
export async function loginThrough(base: string, phone: string, headers: Record<string, string> = {}): Promise<string> {
  const login = await api(base, 'POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, headers);
  if (login.http !== 200) throw new Error(`login failed: ${login.http} ${JSON.stringify(login.body)}`);
  const outbox = await api(base, 'GET', `/api/dev/sms-outbox?phone=${phone}`, undefined, headers);
  const code = String(outbox.body.data?.[0]?.message ?? '').match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no OTP in the demo outbox for ${phone}: ${JSON.stringify(outbox.body)}`);
  const verify = await api(base, 'POST', '/api/user/auth/VerifyOtp', { otp_token: login.body.data.otp_token, otp: code }, headers);
  if (verify.http !== 200) throw new Error(`verify failed: ${verify.http} ${JSON.stringify(verify.body)}`);
  return verify.body.data.accessToken as string;
}

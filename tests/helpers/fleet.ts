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

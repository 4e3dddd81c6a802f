// DATABASE_READ_URLS: the read replicas, one postgres:// URL each, separated by spaces
// or by commas (a comma starts a new URL only where a scheme follows, so a reader of
// this setting and a person writing it agree). Each names one server: a replica is
// chosen by the app (server/platform/db/replicas.ts), not by libpq's host list.
import { intSetting, type Env } from './schema';

const SCHEME = /^postgres(?:ql)?:\/\//i;

/** The read URLs in order, or [] when unset. */
export function readUrls(env: Env = process.env): string[] {
  const v = env.DATABASE_READ_URLS?.trim();
  if (!v) return [];
  return v.split(/\s+|,(?=\s*postgres(?:ql)?:\/\/)/i).map((u) => u.trim()).filter(Boolean);
}

/** How far behind (ms) a replica may be and stay in the read set. */
export const replicaMaxLagMs = (env: Env = process.env) => intSetting('DB_REPLICA_MAX_LAG_MS', 2000, env);
/** How long after a write that session reads from the primary. */
export const readOwnWritesMs = (env: Env = process.env) => intSetting('DB_READ_OWN_WRITES_MS', 5000, env);

/** What is wrong with the read replica settings, or null. */
export function readUrlsRefusal(env: Env): string | null {
  const urls = readUrls(env);
  if (!urls.length) return null;
  if (!env.DATABASE_URL) return 'DATABASE_READ_URLS needs DATABASE_URL (the primary): the embedded database has no replicas';
  for (const u of urls) {
    const hosts = /^postgres(?:ql)?:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(u)?.[1];
    if (!SCHEME.test(u) || !hosts) return `DATABASE_READ_URLS: "${u.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}" is not a postgres:// URL`;
    if (hosts.includes(',')) return 'DATABASE_READ_URLS: give each replica its own URL (one host each), not a host list';
  }
  // A session reads from the primary until every replica left in the read set has its write.
  if (readOwnWritesMs(env) <= replicaMaxLagMs(env)) {
    return `DB_READ_OWN_WRITES_MS (${readOwnWritesMs(env)}) must be longer than DB_REPLICA_MAX_LAG_MS (${replicaMaxLagMs(env)}): a user could miss their own write`;
  }
  return null;
}

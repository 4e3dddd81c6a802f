// The process's Prometheus metrics (prom-client), shared by the Node server
// (server/platform/runtime/serve.ts records requests and page cache answers) and the app's own
// code inside Next's bundle (OTP texts, pool and alert queue figures read at
// scrape time). Kept on globalThis so both sides fill one registry even if the
// module is loaded twice; prom-client is a server external (next.config.ts).
import client from 'prom-client';

const KEY = Symbol.for('gharbazaar.metrics');

function build() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'gharbazaar_process_' });
  const opts = (name, help, labelNames = []) => ({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    requests: new client.Counter(opts('gharbazaar_http_requests_total', 'HTTP requests answered, by route and status', ['method', 'route', 'status'])),
    duration: new client.Histogram({
      ...opts('gharbazaar_http_request_duration_seconds', 'Time to answer, by route', ['method', 'route']),
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    pageCache: new client.Counter(opts('gharbazaar_page_cache_total', 'Signed-out page cache answers', ['result'])),
    poolInUse: new client.Gauge(opts('gharbazaar_db_pool_in_use', 'PostgreSQL pool connections checked out')),
    poolIdle: new client.Gauge(opts('gharbazaar_db_pool_idle', 'PostgreSQL pool connections idle')),
    poolWaiting: new client.Gauge(opts('gharbazaar_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection')),
    replicaLag: new client.Gauge(opts('gharbazaar_db_replica_lag_seconds', 'How far each read replica is behind the primary (time since the last replayed commit, 0 when caught up)', ['replica'])),
    replicaInReadSet: new client.Gauge(opts('gharbazaar_db_replica_in_read_set', '1 while a read replica answers and is within DB_REPLICA_MAX_LAG_MS', ['replica'])),
    alertQueue: new client.Gauge(opts('gharbazaar_alert_queue_depth', 'Alert work not done yet', ['stage'])),
    otpSent: new client.Counter(opts('gharbazaar_otp_texts_sent_total', 'OTP texts handed to the SMS sender')),
    otpWrong: new client.Gauge(opts('gharbazaar_otp_failed_verifies', 'Wrong OTP codes site-wide', ['window'])),
    otpAlarm: new client.Gauge(opts('gharbazaar_otp_failed_verify_alarm', '1 when wrong OTP codes in 10 minutes reach the alarm threshold')),
    inFlight: new client.Gauge(opts('gharbazaar_http_in_flight', 'Requests being answered now')),
    searchComputed: new client.Counter(opts('gharbazaar_search_page_computed_total', 'Search pages\' results computed (data cache misses), by group', ['group'])),
  };
}

/** The one set of metrics of this process. */
export function metrics() {
  globalThis[KEY] ??= build();
  return globalThis[KEY];
}

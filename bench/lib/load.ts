// HTTP measurements with autocannon, loopback only. Every response time is
// recorded (autocannon's histogram has no p95) and summarised by stats.ts.
import autocannon from 'autocannon';
import { CpuTracker, type CpuSource } from './cpu';
import { summarise } from './stats';
import type { HttpFigures } from './types';

export type Req = { method: 'GET' | 'POST'; path: string; body?: unknown };

export type RunSpec = {
  id: string;
  label: string;
  base: string;
  /** One request, or several the connections rotate through. */
  requests: Req[];
  /** Each request goes out once, across all connections (else every connection rotates through all of them). */
  unique?: boolean;
  connections: number;
  seconds: number;
  /** Status counted as a good answer (default: any 2xx). */
  expectStatus?: number;
  /** The server side's processes, for CPU per request. */
  cpu?: CpuSource[];
};

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

// Pages are asked for as a browser does: HTML, gzip accepted.
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

function toAutocannon(r: Req) {
  return r.body === undefined
    ? { method: r.method, path: r.path, headers: PAGE_HEADERS }
    : { method: r.method, path: r.path, headers: JSON_HEADERS, body: JSON.stringify(r.body) };
}

/** One autocannon request that hands out the next of `reqs` to whichever connection asks. */
function oneEach(reqs: Req[]) {
  let next = 0;
  return { ...toAutocannon(reqs[0]), setupRequest: (r: object) => ({ ...r, ...toAutocannon(reqs[next++ % reqs.length]) }) };
}

export async function measure(spec: RunSpec): Promise<{ figures: HttpFigures; latencies: number[] }> {
  const latencies: number[] = [];
  let unexpected = 0;
  const tracker = spec.cpu ? new CpuTracker(spec.cpu) : null;
  tracker?.start();
  const sampler = tracker ? setInterval(() => tracker.sample(), 250) : null;
  const started = Date.now();
  const instance = autocannon({
    url: spec.base,
    connections: spec.connections,
    duration: spec.seconds,
    requests: spec.unique ? [oneEach(spec.requests)] : spec.requests.map(toAutocannon),
    timeout: 30,
    // A slow server gives slow figures, not a stopped run.
    bailout: 1000,
  });
  // The returned object is both the run's EventEmitter and a promise of its result.
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (spec.expectStatus ? status === spec.expectStatus : status >= 200 && status < 300) latencies.push(ms);
    else unexpected++;
  });
  const result = await instance;
  if (sampler) clearInterval(sampler);
  const cpuMs = tracker ? tracker.elapsed() : null;
  const seconds = (result.finish && result.start)
    ? (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000
    : (Date.now() - started) / 1000;
  const figures: HttpFigures = {
    id: spec.id,
    label: spec.label,
    connections: spec.connections,
    seconds,
    errors: result.errors + result.timeouts,
    // Answers with another status than the expected one (non-2xx unless told).
    non2xx: unexpected,
    ...summarise(latencies, seconds),
  };
  const answered = latencies.length + unexpected;
  figures.cpuMsPerReq = cpuMs !== null && answered > 0 ? cpuMs / answered : null;
  return { figures, latencies };
}

export type Check = { ok: boolean; status: number; bytes: number; results: number | null; message?: string; body?: string; firstUrl?: string };

/**
 * One request before the measurement: the endpoint must answer 200 (and
 * status 'success' for the API), and the number of results is kept so the
 * report shows the searches are not empty.
 */
export async function check(base: string, r: Req, kind: 'search' | 'autocomplete' | 'page' | 'map', expectStatus?: number): Promise<Check> {
  const res = await fetch(new URL(r.path, base), {
    method: r.method,
    headers: r.body === undefined ? { accept: 'text/html' } : JSON_HEADERS,
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  const bytes = Buffer.byteLength(text);
  if (expectStatus) {
    return { ok: res.status === expectStatus, status: res.status, bytes, results: null,
      message: res.status === expectStatus ? undefined : `HTTP ${res.status}, expected ${expectStatus}` };
  }
  if (kind === 'page') {
    const m = text.match(/data-testid="result-count"[^>]*>([\d,]+) results?</);
    return { ok: res.status === 200, status: res.status, bytes, results: m ? Number(m[1].replace(/,/g, '')) : null,
      message: res.status === 200 ? undefined : `HTTP ${res.status}`, body: text };
  }
  let json: { status?: string; message?: string; data?: Record<string, unknown> } = {};
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: res.status, bytes, results: null, message: `HTTP ${res.status}, not JSON` };
  }
  const ok = res.status === 200 && json.status === 'success';
  const d = json.data ?? {};
  const results = kind === 'search' ? Number(d.total ?? 0)
    : kind === 'map' ? Number(d.inBox ?? 0)
    : (Array.isArray(d.locality) ? d.locality.length : 0) + (Array.isArray(d.city) ? d.city.length : 0);
  const first = Array.isArray(d.data) ? (d.data[0] as { url?: unknown } | undefined) : undefined;
  return { ok, status: res.status, bytes, results, message: ok ? undefined : `HTTP ${res.status}: ${json.message ?? ''}`,
    firstUrl: typeof first?.url === 'string' ? first.url : undefined };
}

/** A few sequential requests so JIT, caches and the first plan are warm before timing. */
export async function warm(base: string, reqs: Req[], times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    for (const r of reqs) {
      await fetch(new URL(r.path, base), {
        method: r.method,
        headers: r.body === undefined ? { accept: 'text/html' } : JSON_HEADERS,
        body: r.body === undefined ? undefined : JSON.stringify(r.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      }).then((res) => res.arrayBuffer()).catch(() => undefined);
    }
  }
}

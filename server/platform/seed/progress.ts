import 'server-only';

// Progress lines for long seeds: one per 10% (or per 15 s on slow runs), so a
// million rows print a dozen lines, not a thousand.

export type Progress = {
  tick(what: string, done: number, total: number): void;
  step<T>(what: string, run: () => Promise<T>): Promise<T>;
  log(msg: string): void;
};

export function createProgress(log: (msg: string) => void = () => {}): Progress {
  const last = new Map<string, { at: number; pct: number }>();
  let stepStarted = Date.now();
  return {
    log,
    tick(what, done, total) {
      const now = Date.now();
      const prev = last.get(what) ?? { at: stepStarted, pct: 0 };
      last.set(what, prev);
      const pct = Math.floor((done / total) * 100);
      if (done === total || pct - prev.pct >= 10 || now - prev.at >= 15_000) {
        const secs = (now - stepStarted) / 1000;
        const rate = secs > 0 ? ` (${Math.round(done / secs)}/s)` : '';
        log(`  ${what}: ${done}/${total} ${pct}%${rate}`);
        prev.at = now;
        prev.pct = pct;
      }
    },
    async step(what, run) {
      const started = Date.now();
      stepStarted = started;
      const out = await run();
      log(`${what} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return out;
    },
  };
}

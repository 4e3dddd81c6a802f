// The first render of a search page loads the server code of its islands
// (components/lazy/hydrate-on-intent.tsx: each result card's Contact buttons,
// the filter panel) while React renders, so that one answer streams them after
// the page: the cards grow by a row of buttons about half a second after they
// are painted (a layout shift). The
// production server (server/platform/runtime/serve.ts) therefore renders a search page once
// itself, and /api/ready answers 503 ("warming up") until it has, so the load
// balancer sends no visitor the cold render. On globalThis, as in
// shutdown-hooks.mjs: the server script and Next's bundle each load lib/.

const WARMING = Symbol.for('gharbazaar.warming');

/** Pages whose render loads every island: a landing page shows cards and the filter panel, with any data. */
export const WARM_PATHS = ['/rs/properties-in-mysore-rd'];

export function isWarming() { return globalThis[WARMING] === true; }

/** Marks the server as warming until each path has been fetched once from `base` (errors end it too). */
export async function warmUp(base, paths = WARM_PATHS, log = console.log) {
  globalThis[WARMING] = true;
  const started = Date.now();
  try {
    for (const p of paths) {
      // redirect: manual: a warm-up never leaves this server, whatever a page answers.
      const res = await fetch(`${base}${p}`, { headers: { 'x-warm-up': '1' }, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    }
    log(JSON.stringify({ level: 'info', msg: 'warm-up done', paths, ms: Date.now() - started }));
  } catch (e) {
    // Readiness has its own checks (database, storage): a failed warm-up must not hold it forever.
    log(JSON.stringify({ level: 'warn', msg: 'warm-up failed', error: e instanceof Error ? e.message : String(e) }));
  } finally {
    globalThis[WARMING] = false;
  }
}

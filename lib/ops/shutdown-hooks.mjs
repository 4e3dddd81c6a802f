// What the production server (server/platform/runtime/serve.ts) runs on SIGTERM once it has
// stopped taking requests: the app's code inside Next's bundle registers here
// (jobs and the alert loop stop, then the database pool closes). On globalThis,
// because the server script and the bundle each load their own copy of lib/.

const KEY = Symbol.for('gharbazaar.shutdownHooks');
/** Stop work first (jobs, loops), then close connections (the pool). */
export const STOP_WORK = 1;
export const CLOSE_CONNECTIONS = 2;

function hooks() {
  globalThis[KEY] ??= new Map();
  return globalThis[KEY];
}

/** Registers (or replaces, by name) what to run at shutdown in the given phase. */
export function onShutdown(name, phase, fn) {
  hooks().set(name, { phase, fn });
}

/** Runs every hook, phase by phase; a failing or slow hook never stops the others. */
export async function runShutdownHooks(timeoutMs = 5000, log = console.error) {
  const all = [...hooks().entries()];
  for (const phase of [STOP_WORK, CLOSE_CONNECTIONS]) {
    await Promise.all(all.filter(([, h]) => h.phase === phase).map(async ([name, h]) => {
      let timer;
      try {
        await Promise.race([h.fn(), new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timed out')), timeoutMs); })]);
      } catch (e) {
        log(JSON.stringify({ level: 'error', msg: 'shutdown hook failed', hook: name, error: e instanceof Error ? e.message : String(e) }));
      } finally {
        clearTimeout(timer);
      }
    }));
  }
}

const DRAINING = Symbol.for('gharbazaar.draining');
/** Set by the server once SIGTERM arrived: /api/ready answers 503 while requests drain. */
export function setDraining() { globalThis[DRAINING] = true; }
export function isDraining() { return globalThis[DRAINING] === true; }

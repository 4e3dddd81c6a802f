// Keeps a fleet's app servers up (scripts/fleet/start.mjs) for the launcher
// (cli.mjs): a server that dies is taken out of nginx's rotation and started
// again after a back-off that grows while it keeps dying; a rolling restart
// (SIGHUP) restarts the servers one at a time, skips those that are dead or
// already being restarted, and never takes the last healthy server out of
// rotation: it waits for another to be healthy first. Every step is logged.

const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000];
/** A server up this long after its restart starts again from the shortest back-off when it dies. */
const STABLE_MS = 60_000;
/** How long a rolling restart waits for another healthy server before leaving this one alone. */
const WAIT_FOR_PEER_MS = 180_000;

const alive = (c) => !!c && c.exitCode === null && c.signalCode === null;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function stamp() {
  return new Date().toISOString().slice(11, 23);
}

/**
 * Watches every server of `fleet`. Options: log (one line per step), backoffMs (delays
 * between restarts of a server that keeps dying), waitForPeerMs.
 */
export function supervise(fleet, { log = (m) => console.log(`[fleet ${stamp()}] ${m}`), backoffMs = BACKOFF_MS, waitForPeerMs = WAIT_FOR_PEER_MS } = {}) {
  const n = fleet.servers.length;
  // Per server: a queue so two restarts of one server never overlap, the deaths in a row, a pending timer.
  const st = Array.from({ length: n }, () => ({ queue: Promise.resolve(), busy: false, deaths: 0, timer: null }));
  let closed = false;
  let rolling = null;

  const serial = (i, fn) => {
    const run = st[i].queue.then(async () => {
      st[i].busy = true;
      try { return await fn(); } finally { st[i].busy = false; }
    });
    st[i].queue = run.catch(() => {});
    return run;
  };

  const watch = (i) => {
    const s = fleet.servers[i];
    const died = (code, signal) => {
      if (closed || s.stopping || fleet.servers[i] !== s) return;
      if (Date.now() - s.startedAt > STABLE_MS) st[i].deaths = 0;
      log(`server ${i} (pid ${s.child.pid}) died (${signal ?? `exit code ${code}`}); see ${s.log}`);
      recover(i);
    };
    // Gone before we looked: its exit event has already been emitted.
    if (!alive(s.child)) died(s.child.exitCode, s.child.signalCode);
    else s.child.once('exit', died);
  };

  /** Out of rotation now, started again after the back-off. */
  const recover = (i) => {
    if (closed || st[i].timer) return;
    const delay = backoffMs[Math.min(st[i].deaths, backoffMs.length - 1)];
    st[i].deaths += 1;
    fleet.takeOut(i).then(() => log(`server ${i} is out of nginx's rotation`), (e) => log(`server ${i}: taking it out of rotation failed: ${e.message}`));
    log(`server ${i}: starting it again in ${delay / 1000} s (death ${st[i].deaths} in a row)`);
    st[i].timer = setTimeout(() => {
      st[i].timer = null;
      if (closed) return;
      restart(i, 'after it died').catch(() => {});
    }, delay);
  };

  /** Restarts server i (drained first if it runs); a failed start is retried after the back-off. */
  const restart = (i, why) => serial(i, async () => {
    if (closed) return;
    const began = Date.now();
    log(`server ${i}: restarting ${why}`);
    try {
      const s = await fleet.restart(i);
      log(`server ${i}: back in rotation as pid ${s.child.pid} after ${((Date.now() - began) / 1000).toFixed(1)} s`);
      watch(i);
    } catch (e) {
      log(`server ${i}: restart failed: ${e.message.split('\n')[0]}`);
      if (!closed) recover(i);
      throw e;
    }
  });

  /** Another server than i that is healthy; waits up to waitForPeerMs for one. */
  const peerOf = async (i) => {
    const deadline = Date.now() + waitForPeerMs;
    let said = false;
    for (;;) {
      for (let j = 0; j < n; j++) if (j !== i && !st[j].busy && (await fleet.healthy(j))) return j;
      if (closed || Date.now() > deadline) return null;
      if (!said) {
        log(`server ${i} is the last healthy server: it stays in rotation until another is healthy`);
        said = true;
      }
      await sleep(500);
    }
  };

  async function rollingRestart() {
    const began = Date.now();
    log(`rolling restart of ${n} servers`);
    let restarted = 0;
    for (let i = 0; i < n && !closed; i++) {
      const s = fleet.servers[i];
      if (s.startedAt >= began) { log(`server ${i} skipped: started since the rolling restart began (pid ${s.child.pid})`); continue; }
      if (st[i].busy || st[i].timer) { log(`server ${i} skipped: being restarted already`); continue; }
      if (!alive(s.child)) { log(`server ${i} skipped: it is dead; it is being started again`); continue; }
      const peer = await peerOf(i);
      if (closed) break;
      if (peer === null) { log(`server ${i} left running: no other server became healthy within ${waitForPeerMs / 1000} s`); continue; }
      if (fleet.servers[i].startedAt >= began) { log(`server ${i} skipped: started again while waiting (pid ${fleet.servers[i].child.pid})`); continue; }
      log(`server ${i} (pid ${s.child.pid}) leaves rotation; server ${peer} serves meanwhile`);
      try {
        await restart(i, 'for the rolling restart');
        restarted += 1;
      } catch {
        // Logged by restart(); the back-off retries it. The next server still gets its turn.
      }
    }
    log(`rolling restart done: ${restarted} of ${n} servers restarted`);
  }

  for (let i = 0; i < n; i++) watch(i);
  return {
    /** Starts a rolling restart unless one is under way (then logs and returns the running one). */
    rollingRestart() {
      if (rolling) { log('a rolling restart is already under way'); return rolling; }
      rolling = rollingRestart().finally(() => { rolling = null; });
      return rolling;
    },
    /** No more restarts; pending ones are cancelled. */
    close() {
      closed = true;
      for (const s of st) clearTimeout(s.timer);
    },
  };
}

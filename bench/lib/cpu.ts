// CPU time actually spent, from /proc (Linux). On a shared machine wall-clock
// latency grows with everybody else's work; CPU time per request barely does,
// so it is the figure to compare runs and to split the app's overhead from
// the database's. Resolution is one clock tick (10 ms), hence only ever
// summed over a whole run and divided by its request count.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let tickMs: number | null = null;
function msPerTick(): number {
  if (tickMs === null) {
    try {
      tickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);
    } catch {
      tickMs = 10;
    }
  }
  return tickMs;
}

export const procAvailable = () => fs.existsSync('/proc/self/stat');

type Stat = { pid: number; pgrp: number; cpuTicks: number };

/** Fields after "(comm)": state ppid pgrp ... utime(11) stime(12). */
export function parseStat(text: string): Stat | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(text.slice(0, text.indexOf(' ')));
  const f = text.slice(close + 2).split(' ');
  const utime = Number(f[11]);
  const stime = Number(f[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { pid, pgrp: Number(f[2]), cpuTicks: utime + stime };
}

function pids(): number[] {
  try {
    return fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n)).map(Number);
  } catch {
    return [];
  }
}

function read(pid: number, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // exited meanwhile
  }
}

/** Cumulative CPU ms per process, keyed by pid. */
export type CpuSource = () => Map<string, number>;

/** Every process of the group `pgid` (the server and anything it started). */
export function groupCpu(pgid: number): CpuSource {
  return () => {
    const out = new Map<string, number>();
    for (const pid of pids()) {
      const text = read(pid, 'stat');
      const s = text ? parseStat(text) : null;
      if (s && s.pgrp === pgid) out.set(`p${pid}`, s.cpuTicks * msPerTick());
    }
    return out;
  };
}

/**
 * The PostgreSQL backends connected to `database` (their process title is
 * "postgres: <version>/<cluster>: <user> <database> <client> ...").
 */
export function postgresCpu(database: string): CpuSource {
  return () => {
    const out = new Map<string, number>();
    for (const pid of pids()) {
      const cmd = read(pid, 'cmdline');
      if (!cmd || !cmd.startsWith('postgres: ')) continue;
      if (!cmd.replace(/\0/g, ' ').split(' ').includes(database)) continue;
      const text = read(pid, 'stat');
      const s = text ? parseStat(text) : null;
      if (s) out.set(`p${pid}`, s.cpuTicks * msPerTick());
    }
    return out;
  };
}

/** This process's own CPU (all threads). */
export const selfCpu: CpuSource = () => {
  const u = process.cpuUsage();
  return new Map([['self', (u.user + u.system) / 1000]]);
};

/**
 * CPU spent since start() by the processes the sources report. A process
 * that exits (an idle pool connection closing) keeps what it had used at the
 * last sample, so sample() now and then during long runs; one that appears
 * counts from zero.
 */
export class CpuTracker {
  private baseline = new Map<string, number>();
  private seen = new Map<string, number>();

  constructor(private readonly sources: CpuSource[]) {}

  private read(): Map<string, number> {
    const all = new Map<string, number>();
    for (const src of this.sources) for (const [k, v] of src()) all.set(k, v);
    return all;
  }

  start(): void {
    this.baseline = this.read();
    this.seen = new Map(this.baseline);
  }

  sample(): void {
    for (const [k, v] of this.read()) this.seen.set(k, v);
  }

  elapsed(): number {
    this.sample();
    let ms = 0;
    for (const [k, v] of this.seen) ms += Math.max(0, v - (this.baseline.get(k) ?? 0));
    return ms;
  }
}

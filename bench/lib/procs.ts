// Child processes of the harness. Each child gets its own process group
// (detached) so that stopping it also stops whatever it started (next start,
// tsx's own child); every child is stopped when the harness ends, fails, or
// gets Ctrl+C / SIGTERM. Only the groups started here are ever signalled.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const live = new Set<ChildProcess>();
let hooked = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  }
}

/** SIGTERM, then SIGKILL after `graceMs` if the group is still there. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    live.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    killGroup(child, 'SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
  }
  // The group may hold more than the leader (e.g. a worker): make sure it is empty.
  killGroup(child, 'SIGKILL');
  live.delete(child);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((c) => stopChild(c)));
}

function hookExit() {
  if (hooked) return;
  hooked = true;
  // Last resort on a synchronous exit: SIGKILL whatever is left.
  process.on('exit', () => {
    for (const c of live) killGroup(c, 'SIGKILL');
  });
  const onSignal = (sig: NodeJS.Signals) => {
    console.error(`\n[bench] ${sig}: stopping child processes...`);
    void stopAll().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
}

export type SpawnOptions = {
  env?: Record<string, string | undefined>;
  /** Output goes to this file (appended); otherwise it is inherited. */
  logFile?: string;
  /** Also echo output lines with this prefix. */
  echo?: string;
  cwd?: string;
};

export function startChild(command: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
  hookExit();
  let out: number | 'inherit' | 'pipe' = 'inherit';
  if (opts.logFile) {
    fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
    out = opts.echo !== undefined ? 'pipe' : fs.openSync(opts.logFile, 'a');
  }
  const child = spawn(command, args, {
    cwd: opts.cwd ?? process.cwd(),
    env: { ...process.env, ...opts.env } as NodeJS.ProcessEnv,
    stdio: ['ignore', out, out],
    detached: true,
  });
  if (opts.logFile && opts.echo !== undefined) {
    const sink = fs.createWriteStream(opts.logFile, { flags: 'a' });
    const echo = (buf: Buffer) => {
      sink.write(buf);
      for (const line of buf.toString().split('\n')) if (line.trim()) console.log(opts.echo ? `${opts.echo} ${line}` : line);
    };
    child.stdout?.on('data', echo);
    child.stderr?.on('data', echo);
    child.once('exit', () => sink.end());
  }
  if (typeof out === 'number') child.once('spawn', () => fs.closeSync(out as number));
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Runs a child to completion; rejects on a non-zero exit with the log's tail. */
export async function runChild(command: string, args: string[], opts: SpawnOptions = {}): Promise<void> {
  const child = startChild(command, args, opts);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, sig) => resolve(c ?? (sig ? 128 : 1)));
  });
  if (code !== 0) {
    const tail = opts.logFile && fs.existsSync(opts.logFile)
      ? `\n--- last lines of ${opts.logFile} ---\n${fs.readFileSync(opts.logFile, 'utf8').split('\n').slice(-25).join('\n')}`
      : '';
    throw new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} exited with ${code}${tail}`);
  }
}

/** node + tsx with the react-server condition (server modules import 'server-only'). */
export function tsxArgs(script: string, args: string[] = []): [string, string[]] {
  const cli = path.resolve('node_modules/tsx/dist/cli.mjs');
  return [process.execPath, [cli, '--conditions=react-server', script, ...args]];
}

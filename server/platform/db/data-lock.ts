import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// PGlite has no lock of its own: two processes opening one folder corrupt it
// silently. A pid file taken with O_EXCL makes the second opener fail loudly.
export class DataFolderLockedError extends Error {
  constructor(public readonly folder: string, public readonly pid: number) {
    super(
      `The embedded database folder ${folder} is in use by process ${pid}. ` +
        'Stop that process (for example the running app) or run this through it; ' +
        'opening one PGlite folder from two processes corrupts it.',
    );
    this.name = 'DataFolderLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataFolder(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(file, 'utf8')) || 0;
      if (owner === process.pid) return () => {};
      if (owner && alive(owner)) throw new DataFolderLockedError(folder, owner);
      fs.rmSync(file, { force: true }); // stale lock left by a crash
    }
  }
  throw new Error(`Could not lock ${folder}`);
}

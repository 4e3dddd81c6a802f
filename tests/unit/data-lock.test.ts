import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataFolderLockedError, lockDataFolder } from '@/server/platform/db/data-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gb-lock-'));

describe('the embedded database folder lock', () => {
  it('refuses a second opener while the owner lives, naming the folder', () => {
    const dir = tmp();
    // Our parent process is alive and is not us: it plays the running app.
    fs.writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    let err: unknown;
    try {
      lockDataFolder(dir);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DataFolderLockedError);
    expect((err as Error).message).toContain(dir);
    expect((err as Error).message).toMatch(/in use by process \d+/);
  });

  it('takes over a stale lock left by a dead process and releases it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, '.lock'), '999999');
    const release = lockDataFolder(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('lets the same process lock twice (one process, one database)', () => {
    const dir = tmp();
    const release = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).not.toThrow();
    release();
  });
});

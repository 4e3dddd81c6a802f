import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { mimeOfKey } from './mime';
import { assertKey, type Storage, type StoredObject } from './storage';

/** Files under one root folder (DATA_DIR), one file per key. */
export class LocalStorage implements Storage {
  readonly name = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, ...assertKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, and two racing writers of
    // the same key both end with a complete file.
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    await fs.writeFile(tmp, body, { mode: 0o644 });
    await fs.rename(tmp, target);
  }

  async size(key: string): Promise<number | null> {
    const stat = await fs.stat(this.file(key)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  async get(key: string): Promise<StoredObject | null> {
    const size = await this.size(key);
    if (size === null) return null;
    const body = Readable.toWeb(createReadStream(this.file(key))) as ReadableStream<Uint8Array>;
    return { body, size, contentType: mimeOfKey(key) };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

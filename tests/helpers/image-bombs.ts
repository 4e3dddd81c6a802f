import { deflateSync } from 'node:zlib';
import { pngChunk } from './account-fixtures';

/** A w x h one-bit grey PNG of zeros: a few kB on the wire (10900 x 10900, 119 megapixels, is 14.5 kB), w*h pixels once decoded. */
export function pngBomb(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const raw = Buffer.alloc((1 + Math.ceil(w / 8)) * h); // filter byte 0 and zero pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

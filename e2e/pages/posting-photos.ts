import { deflateSync } from 'node:zlib';

/**
 * Distinct test photos: each seed draws its own pattern of coloured blocks, so
 * the perceptual-duplicate check never mistakes one journey's photos for
 * another's (a plain one-colour square would match every other one).
 */
export function patternPng(seed: number, width = 96, height = 72): Buffer {
  let s = seed * 2654435761 >>> 0;
  const rand = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 0xffffffff; };
  const cols = 4 + (seed % 5);
  const rows = 3 + (seed % 4);
  const colours = Array.from({ length: cols * rows }, () => [rand() * 255, rand() * 255, rand() * 255].map(Math.floor));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const c = colours[Math.floor((y * rows) / height) * cols + Math.floor((x * cols) / width)]!;
      raw.set(c, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(td.length + 8);
    out.writeUInt32BE(data.length, 0);
    td.copy(out, 4);
    out.writeUInt32BE(crc(td), td.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** `n` photo files for setInputFiles, unique to a seed. */
export function photoFiles(seed: number, n: number) {
  return Array.from({ length: n }, (_, i) => ({ name: `photo-${seed}-${i + 1}.png`, mimeType: 'image/png', buffer: patternPng(seed * 100 + i + 1) }));
}

import 'server-only';
import sharp, { type Sharp } from 'sharp';

// DCT perceptual hash (the pHash / imagehash / sharp-phash method): shrink to 32x32 grey,
// take the 2-D DCT, keep the 8x8 lowest frequencies and set a bit for each coefficient above
// their median. Re-encoding, resizing and mild colour changes barely move those
// frequencies; a different photo flips about half the bits.

const SIZE = 32;
const LOW = 8;

// cos((2x+1)uπ / 2N) for u < 8, x < 32: the only DCT terms the hash reads.
const COS: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))));

/** The 8x8 low-frequency DCT-II block of a 32x32 grey image (row-major, 1024 values). */
export function lowDct(pixels: ArrayLike<number>): number[] {
  if (pixels.length !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} pixels`);
  // Separable: rows first (32 rows x 8 frequencies), then columns.
  const rows: number[] = new Array(SIZE * LOW).fill(0);
  for (let y = 0; y < SIZE; y++) {
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let x = 0; x < SIZE; x++) s += pixels[y * SIZE + x] * COS[u][x];
      rows[y * LOW + u] = s;
    }
  }
  const out: number[] = new Array(LOW * LOW).fill(0);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let y = 0; y < SIZE; y++) s += rows[y * LOW + u] * COS[v][y];
      out[v * LOW + u] = s;
    }
  }
  return out;
}

/** 64 bits, first coefficient = most significant bit; unsigned. */
export function hashFromPixels(pixels: ArrayLike<number>): bigint {
  const dct = lowDct(pixels);
  const sorted = [...dct].sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let h = 0n;
  for (const c of dct) h = (h << 1n) | (c > median ? 1n : 0n);
  return h;
}

/** pHash of any image sharp reads (EXIF orientation applied first, so a rotated copy matches). */
export async function perceptualHash(input: Buffer | Sharp): Promise<bigint> {
  const img = Buffer.isBuffer(input) ? sharp(input).rotate() : input.clone();
  const { data } = await img.greyscale().resize(SIZE, SIZE, { fit: 'fill', kernel: 'lanczos3' })
    .raw().toBuffer({ resolveWithObject: true });
  return hashFromPixels(data);
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** PostgreSQL bigint is signed: store the same 64 bits as a signed value, and back. */
export const toSigned64 = (h: bigint) => BigInt.asIntN(64, h);
export const toUnsigned64 = (h: bigint) => BigInt.asUintN(64, h);

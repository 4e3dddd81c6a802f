import { encodePng } from './png';

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
  return encodePng(width, height, (x, y) => colours[Math.floor((y * rows) / height) * cols + Math.floor((x * cols) / width)]!);
}

/** `n` photo files for setInputFiles, unique to a seed. */
export function photoFiles(seed: number, n: number) {
  return Array.from({ length: n }, (_, i) => ({ name: `photo-${seed}-${i + 1}.png`, mimeType: 'image/png', buffer: patternPng(seed * 100 + i + 1) }));
}

// Photo phase of the benchmark, run as its own process by bench/run.ts:
//   node tsx --conditions=react-server bench/photo-phase.ts <output.json> <repeats>
// Generates a 12-megapixel (4000x3000) JPEG with sharp, a photo-like scene with
// sensor-like noise so it weighs what a phone photo weighs (~4 MB at quality 90), then
// times server/listings/media's processPhoto on it: decode, upright, every WebP rendition, the
// perceptual hash. One untimed run first (sharp/libvips warm-up), then `repeats` timed.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { processPhoto } from '../server/listings/media/process';
import { twelveMegapixelJpeg } from './lib/photo';
import { median, percentile } from './lib/stats';
import type { PhotoFigures } from './lib/types';

const [outputFile, repeatsArg] = process.argv.slice(2);

async function main() {
  const repeats = Math.max(1, Number(repeatsArg) || 5);
  const jpeg = await twelveMegapixelJpeg();
  const first = await processPhoto(jpeg);
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    await processPhoto(jpeg);
    times.push(performance.now() - t0);
  }
  const out: PhotoFigures = {
    width: 4000, height: 3000, bytes: jpeg.length, repeats,
    medianMs: median(times), p95Ms: percentile(times, 95), maxMs: Math.max(...times),
    renditions: first.renditions.map((r) => r.width),
    renditionBytes: first.renditions.reduce((a, r) => a + r.body.length, 0),
  };
  fs.writeFileSync(outputFile, JSON.stringify(out));
  console.log(`[photo] ${(jpeg.length / 1e6).toFixed(1)} MB 12-MP JPEG: median ${out.medianMs.toFixed(0)} ms, p95 ${out.p95Ms.toFixed(0)} ms over ${repeats}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

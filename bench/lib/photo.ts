// Test photos for the posting benchmark, made with sharp (the same seeded scenes the
// photo tests use, tests/helpers/photo-fixtures.ts).
import sharp from 'sharp';
import { scenePhoto } from '../../tests/helpers/photo-fixtures';

/** 4000x3000 JPEG at quality 90: a phone camera's 12-megapixel photo. */
export async function twelveMegapixelJpeg(seed = 4242): Promise<Buffer> {
  return scenePhoto(seed, { width: 4000, height: 3000, quality: 90 });
}

/** A smaller JPEG (1600x1200), what the browser sends after browser-image-compression. */
export async function listingJpeg(seed: number): Promise<Buffer> {
  return sharp(await scenePhoto(seed, { width: 1600, height: 1200, quality: 85 })).jpeg({ quality: 80 }).toBuffer();
}

import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hammingDistance, hashFromPixels, lowDct, perceptualHash, toSigned64, toUnsigned64 } from '@/server/listings/media/phash';
import { CLONE_MAX_DISTANCE } from '@/server/listings/media/duplicates';
import { scenePhoto, withGpsExif } from '../helpers/photo-fixtures';

describe('DCT perceptual hash: the arithmetic', () => {
  it('puts a flat image entirely in the DC coefficient', () => {
    const dct = lowDct(new Array(1024).fill(100));
    expect(dct[0]).toBeCloseTo(100 * 1024);
    expect(Math.max(...dct.slice(1).map(Math.abs))).toBeLessThan(1e-9);
  });

  it('sets a bit per low frequency above their median: 32 of 64 for a gradient, 64 bits wide', () => {
    const pixels = Array.from({ length: 1024 }, (_, i) => (i % 32) * 8 + Math.floor(i / 32));
    const h = hashFromPixels(pixels);
    expect(h.toString(2).split('').filter((b) => b === '1')).toHaveLength(32);
    expect(h < 1n << 64n).toBe(true);
  });

  it('counts differing bits and survives the signed bigint column', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance((1n << 64n) - 1n, 0n)).toBe(64);
    const h = 0xfedcba9876543210n;
    expect(toSigned64(h)).toBeLessThan(0n);
    expect(toUnsigned64(toSigned64(h))).toBe(h);
    expect(hammingDistance(toSigned64(h), h)).toBe(0);
  });
});

describe('DCT perceptual hash: what counts as the same photo', () => {
  it(`keeps re-encoded, resized, converted and brightened copies within ${CLONE_MAX_DISTANCE} bits`, async () => {
    let worst = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const orig = await scenePhoto(seed, { width: 1600, height: 1200 });
      const h = await perceptualHash(orig);
      const copies = [
        await sharp(orig).jpeg({ quality: 40 }).toBuffer(),
        await sharp(orig).resize(800).jpeg({ quality: 60 }).toBuffer(),
        await sharp(orig).resize(320).webp({ quality: 50 }).toBuffer(),
        await sharp(orig).resize(1024).png().toBuffer(),
        await sharp(orig).modulate({ brightness: 1.1 }).jpeg({ quality: 75 }).toBuffer(),
      ];
      for (const c of copies) worst = Math.max(worst, hammingDistance(h, await perceptualHash(c)));
    }
    expect(worst).toBeLessThanOrEqual(CLONE_MAX_DISTANCE);
  });

  it('reads EXIF orientation first, so a copy saved upright matches one saved with a rotate flag', async () => {
    const landscape = await scenePhoto(7);
    const flagged = await withGpsExif(landscape, 6);
    const upright = await sharp(landscape).rotate(90).jpeg({ quality: 85 }).toBuffer();
    expect(hammingDistance(await perceptualHash(flagged), await perceptualHash(upright))).toBeLessThanOrEqual(CLONE_MAX_DISTANCE);
    expect(hammingDistance(await perceptualHash(landscape), await perceptualHash(upright))).toBeGreaterThan(CLONE_MAX_DISTANCE);
  });

  it(`keeps different photos more than ${CLONE_MAX_DISTANCE} bits apart`, async () => {
    const hashes: bigint[] = [];
    for (let seed = 20; seed < 36; seed++) hashes.push(await perceptualHash(await scenePhoto(seed, { width: 800, height: 600 })));
    let closest = 64;
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) closest = Math.min(closest, hammingDistance(hashes[i], hashes[j]));
    }
    expect(closest).toBeGreaterThan(CLONE_MAX_DISTANCE);
  });
});

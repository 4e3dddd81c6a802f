import type { Page } from '@playwright/test';
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

/**
 * Watches the photo uploads of a page: records which file each answer belongs
 * to, and holds back the answer for the first file picked until the others are
 * in. That is what a freshly started server does (its first request is the
 * slowest) and what lost a photo in issue 23; here it happens on every run.
 */
export async function slowFirstUpload(page: Page, firstName: () => string) {
  const locations = new Map<string, string>();
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  let others = 0;
  let expected = 0;
  await page.route('**/api/property/images/upload-property-image', async (route) => {
    const name = route.request().postDataBuffer()?.toString('latin1').match(/filename="([^"]+)"/)?.[1] ?? '';
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { location?: string } };
    if (body.data?.location) locations.set(name, body.data.location);
    if (name === firstName()) await held;
    else if (++others === expected - 1) release();
    await route.fulfill({ response, json: body });
  });
  return {
    locations,
    /** Before each pick: how many files, so the first is let go once the rest have answered. */
    expect(n: number) {
      others = 0;
      expected = n;
      held = new Promise<void>((r) => { release = r; });
      if (n < 2) release();
    },
  };
}

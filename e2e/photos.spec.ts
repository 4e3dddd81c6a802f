import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { EMPTY_SEARCH, searchPath } from '../lib/search-route';
import { DetailPage } from './pages/detail-page';
import { PhotoPoster } from './pages/photo-poster';
import { SearchPage } from './pages/search-page';

// A posted photo reaches cards and the gallery as a WebP rendition of the right width
// (components/media/photo.tsx), the first card at once and the rest lazily,
// with no EXIF/GPS left in what the browser downloads.

const rentInMysuru = `${searchPath('residential',
  { ...EMPTY_SEARCH, type: 'rent', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] })}?sort=newest`;

/** The width in the file name of what the browser actually loaded. */
async function loadedWidth(img: Locator): Promise<number> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  return Number(src.match(/-(\d+)\.webp$/)?.[1] ?? Number.NaN);
}

let detailUrl = '';

test.beforeAll(async ({ request }) => {
  const owner = new PhotoPoster(request);
  await owner.signUp();
  // Fresh scenes per run: a rerun on the same database must not look like a cloned ad.
  const seed = Date.now() % 100_000;
  const photos = [await owner.upload(seed), await owner.upload(seed + 1), await owner.upload(seed + 2)];
  detailUrl = await owner.postFlat(photos.map((p) => p.id));
});

for (const [width, cardWidth, mainWidth] of [[390, 640, 640], [1440, 640, 1024]] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the newest card shows the cover photo at the nearest rendition, fetched at once; later cards wait', async ({ page }) => {
      const search = new SearchPage(page);
      await page.goto(rentInMysuru);
      // The cover photo says what it shows (kind, BHK, place, "photo 1 of N"), never alt="".
      await expect(search.cards().first().locator('img')).toHaveAttribute('alt', / — photo 1 of \d+$/);
      const first = search.cards().first().locator('img');
      expect(await first.getAttribute('loading')).not.toBe('lazy');
      expect(await first.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-1600\.webp 1600w$/);
      expect(await loadedWidth(first)).toBe(cardWidth);
      // Seeded demo cards further down keep their SVG and load lazily (other journeys may have
      // posted photo-less listings in between, so the last demo picture on the page, not the 4th card).
      const later = search.cards().locator('img[src^="/demo/"]').last();
      await expect(later).toHaveAttribute('loading', 'lazy');
      await expect(later).toHaveAttribute('src', /^\/demo\/.+\.svg$/);
    });

    test('the gallery shows the photo at the width of its column, without EXIF', async ({ page, request }) => {
      const detail = new DetailPage(page);
      await page.goto(detailUrl);
      await expect(detail.thumbnails()).toHaveCount(3);
      expect(await loadedWidth(detail.mainPhoto())).toBe(mainWidth);
      const src = await detail.mainPhoto().evaluate((el: HTMLImageElement) => el.currentSrc);
      const res = await request.get(src);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(await res.body()).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    });
  });
}

import { expect, test } from '@playwright/test';
import { MapView } from './pages/map-view';

// Issue 20 §1: List/Map on a results page, pins without tiles (OSM blocked),
// the view in the URL, a pin's card, and a drawn area kept in the URL.

const START = '/search/residential/type=sale&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D';

for (const width of [390, 1440]) {
  test.describe(`map search at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('Map shows clustered price pins without tiles, its view reloads from the URL, a pin opens its card', async ({ page }) => {
      const map = new MapView(page);
      await map.blockTiles();
      await page.goto(START);
      await expect(map.listLink()).toHaveAttribute('aria-current', 'page');
      await map.mapLink().click();
      await expect(map.map()).toBeVisible();
      await expect(map.count()).toContainText(/\d+ listings? in this area/);
      await expect(map.follow()).toBeChecked();
      // The box and zoom are written into the route id once the map has searched.
      await expect(page).toHaveURL(/view=map&bbox=[\d.,-]+&zoom=\d+/);
      const first = page.url();
      await expect(map.clusters().or(map.pins()).first()).toBeVisible();

      // Zoom in until a single pin shows, then open its card.
      for (let i = 0; i < 6 && !(await map.pins().count()); i++) {
        await map.zoomIn().click();
        await expect(page).not.toHaveURL(first);
        await page.waitForLoadState('networkidle');
      }
      await map.map().evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await map.pins().first().click();
      await expect(map.card().getByRole('link')).toHaveAttribute('href', /^\/(property|project)-details\//);

      // The URL reopens the same view.
      const shared = page.url();
      await page.goto(shared);
      await expect(map.count()).toContainText(/in this area/);
      // Same zoom, same centre (the box's edges may move by a rounding step).
      const view = (u: string) => {
        const [w, s, e, n] = decodeURIComponent(u).match(/bbox=([^&]+)/)![1].split(',').map(Number);
        return { zoom: decodeURIComponent(u).match(/zoom=(\d+)/)![1], lat: (s + n) / 2, lng: (w + e) / 2 };
      };
      await expect(page).toHaveURL(/view=map&bbox=/);
      const [a, b] = [view(shared), view(page.url())];
      expect(b.zoom).toBe(a.zoom);
      expect(Math.abs(b.lat - a.lat)).toBeLessThan(0.01);
      expect(Math.abs(b.lng - a.lng)).toBeLessThan(0.01);
    });

    test('an area drawn with clicks narrows the search and stays in the URL; a crossing one is refused', async ({ page }) => {
      const map = new MapView(page);
      await map.blockTiles();
      await page.goto(`${START}&view=map`);
      await expect(map.count()).toContainText(/in this area/);
      const before = await map.count().textContent();

      await map.drawButton().click();
      await map.clickMapAt(0.25, 0.25);
      await map.clickMapAt(0.75, 0.75);
      await map.clickMapAt(0.75, 0.25);
      await map.clickMapAt(0.25, 0.75);
      await map.finishButton().click();
      await expect(map.error()).toHaveText('area is self-intersecting: its edges cross');
      await page.keyboard.press('Escape');
      await expect(map.finishButton()).toBeHidden();

      await map.drawButton().click();
      await map.clickMapAt(0.35, 0.35);
      await map.clickMapAt(0.35, 0.65);
      await map.clickMapAt(0.65, 0.65);
      await map.clickMapAt(0.65, 0.35);
      await map.finishButton().click();
      await expect(page).toHaveURL(/&area=[\d.,_-]+/);
      await expect(map.clearButton()).toBeVisible();
      await expect(map.count()).not.toHaveText(before ?? '');

      // The area is a filter like any other: a chip on the map view once the page has re-rendered with it.
      await expect(map.areaChip()).toBeVisible();
      const inArea = (await map.resultCount().textContent())!;

      // The List link takes the drawn area at once (components/map/drawn-area.ts), without waiting
      // for the page's re-render; the list view keeps the area: its results are those inside it,
      // counted as on the map view, with the area's chip to remove it.
      await expect(map.listLink()).toHaveAttribute('href', /&area=[\d.,_-]+/);
      await map.listLink().click();
      await expect(page).toHaveURL(/&area=/);
      await expect(page).not.toHaveURL(/view=map/);
      await expect(map.resultCount()).toHaveText(inArea);
      await map.areaChip().click();
      await expect(page).not.toHaveURL(/area=/);
      await expect(map.areaChip()).toHaveCount(0);
      await expect(map.resultCount()).not.toHaveText(inArea);
    });

    test('removing the area\'s chip on the map view clears the area from the map too', async ({ page }) => {
      const map = new MapView(page);
      await map.blockTiles();
      await page.goto(`${START}&view=map`);
      await expect(map.count()).toContainText(/in this area/);
      const all = (await map.resultCount().textContent())!;
      await map.drawButton().click();
      await map.clickMapAt(0.4, 0.4);
      await map.clickMapAt(0.4, 0.6);
      await map.clickMapAt(0.6, 0.6);
      await map.finishButton().click();
      await expect(map.areaChip()).toBeVisible();
      await map.areaChip().click();
      await expect(map.areaChip()).toHaveCount(0);
      await expect(map.clearButton()).toBeHidden();
      await expect(map.drawButton()).toHaveText('Draw an area');
      await expect(map.resultCount()).toHaveText(all);
      await expect(page).not.toHaveURL(/area=/);
    });
  });
}

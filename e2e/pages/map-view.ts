import type { Page } from '@playwright/test';

/** The results page's map view (issue 20), as a visitor uses it. */
export class MapView {
  constructor(readonly page: Page) {}

  /** OpenStreetMap is not reachable in tests: tile requests fail as offline ones would. */
  async blockTiles() {
    await this.page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
  }

  toggle() { return this.page.getByRole('navigation', { name: 'Results view' }); }
  /** From the list, Map is a button (no crawlable link to the noindex map twin). */
  mapLink() { return this.toggle().getByRole('button', { name: 'Map' }); }
  listLink() { return this.toggle().getByRole('link', { name: 'List' }); }
  map() { return this.page.getByRole('application', { name: /Map: drag to move/ }); }
  count() { return this.page.getByTestId('map-count'); }
  follow() { return this.page.getByRole('checkbox', { name: 'Search as I move the map' }); }
  clusters() { return this.page.getByRole('button', { name: /listings, from .*: zoom in/ }); }
  pins() { return this.page.getByRole('button', { name: /: open the listing$/ }); }
  card() { return this.page.getByRole('article'); }
  drawButton() { return this.page.getByRole('button', { name: /^(Draw an area|Redraw the area)$/ }); }
  finishButton() { return this.page.getByRole('button', { name: 'Finish the area' }); }
  clearButton() { return this.page.getByRole('button', { name: 'Clear the area' }); }
  error() { return this.page.getByRole('alert').filter({ hasText: /^area / }); }
  filters() { return this.page.getByRole('navigation', { name: 'Active filters' }); }
  areaChip() { return this.filters().getByRole('link', { name: 'Remove filter: Drawn area on the map' }); }
  resultCount() { return this.page.getByTestId('result-count'); }
  zoomIn() { return this.page.getByRole('button', { name: 'Zoom in' }); }

  /** Clicks the map at fractions of its width and height (a drawn corner). */
  async clickMapAt(fx: number, fy: number) {
    // Centred on screen first: on a phone the map starts below the fold and the bottom bar covers its foot.
    // At once, not smoothly (the site scrolls smoothly): the box is measured right after.
    await this.map().evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await this.map().boundingBox())!;
    await this.page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

const TILES = ['Bengaluru', 'Mysuru', 'Hyderabad', 'Chennai', 'Mumbai', 'Pune', 'Visakhapatnam'];

/** The home page's listing rows, as a visitor sees them. */
export class HomeRows {
  constructor(readonly page: Page) {}

  /** key: residential_sale, residential_rent, pg, projects, commercial. */
  section(key: string): Locator {
    return this.page.getByTestId(`home-${key}`);
  }

  cardLinks(key: string): Locator {
    return this.section(key).getByTestId('listing-card').getByRole('heading').getByRole('link');
  }

  /**
   * The first card URL of a row in the first city (tile order) that has one.
   * The city is chosen the way the header remembers it: the city cookie.
   */
  async firstCardUrl(key: string, baseURL: string): Promise<string> {
    for (const city of TILES) {
      await this.page.context().addCookies([{ name: 'city_name', value: encodeURIComponent(city), url: baseURL }]);
      await this.page.goto('/');
      const links = this.cardLinks(key);
      if (await links.count()) return (await links.first().getAttribute('href'))!;
    }
    throw new Error(`no city has cards in the ${key} row`);
  }
}

/** A property, PG or project detail page. */
export class DetailPage {
  constructor(readonly page: Page) {}

  heading() { return this.page.getByRole('heading', { level: 1 }); }
  price() { return this.page.getByTestId('detail-price'); }
  section(id: string) { return this.page.getByTestId(`section-${id}`); }
  gallery() { return this.page.getByRole('region', { name: 'Photos' }); }
  mainPhoto() { return this.page.getByTestId('gallery-main'); }
  thumbnails() { return this.gallery().getByRole('button', { name: /^Show photo \d+ of \d+$/ }); }
  similarCards() { return this.page.getByTestId('similar').getByTestId('listing-card'); }
  summary() { return this.page.getByRole('complementary', { name: 'Summary' }); }
  saveButton() { return this.summary().getByRole('button', { name: /^Save / }); }
  loginDialog() { return this.page.getByRole('dialog', { name: 'Login or sign up' }); }

  /** The value shown for a key fact, by its exact label. */
  fact(label: string): Locator {
    return this.section('facts').locator('.facts-grid__item')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  }

  async expectLoaded() {
    await expect(this.heading()).toBeVisible();
    await expect(this.price()).toBeVisible();
    await expect(this.section('facts')).toBeVisible();
  }

  /**
   * How far the page or any content block sticks out past the viewport's right
   * edge (a clipped block does not always make the page scroll sideways).
   */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => {
      const blocks = document.querySelectorAll('.page-width, .detail-section, .detail-summary, .gallery, .home-section, .stat-card');
      const right = Math.max(document.documentElement.scrollWidth, ...[...blocks].map((e) => e.getBoundingClientRect().right));
      return Math.ceil(right) - document.documentElement.clientWidth;
    });
  }
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A locality or city insights page, as a visitor (or a browser without JavaScript) reads it. */
export class InsightsPage {
  constructor(readonly page: Page) {}

  heading() { return this.page.getByRole('heading', { level: 1 }); }
  section(name: string | RegExp) { return this.page.getByRole('region', { name }); }
  trendChart() { return this.page.getByRole('img', { name: /Median sale price per sq ft in/ }); }
  supplyChart() { return this.page.getByRole('img', { name: /Live listings in .* by property type/ }); }
  canonical() { return this.page.locator('link[rel="canonical"]'); }
  jsonLd() { return this.page.locator('script[type="application/ld+json"]'); }

  async open(path: string) {
    const res = await this.page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(this.heading()).toContainText('property prices');
  }
}

/** Six owners each post a 2 BHK flat for rent in the locality (the first post of a new owner is free). */
export async function sixTwoBhkRentals(request: APIRequestContext, area: string): Promise<string[]> {
  const { ApiActor } = await import('./trust-actors');
  const urls: string[] = [];
  for (const [i, name] of ['Anil Kumar', 'Bhavya Rao', 'Chetan Gowda', 'Divya Shetty', 'Ganesh Nair', 'Harini Iyer'].entries()) {
    const owner = await new ApiActor(request).signUp(name, 'owner');
    const posted = await owner.postFlat({ area, price: 17_000 + i * 500 });
    if (posted.status !== 'approved') throw new Error(`flat ${i} is ${posted.status}`);
    urls.push(posted.detail_url);
  }
  return urls;
}

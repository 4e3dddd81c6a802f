import type { Page } from '@playwright/test';
import { SearchPage } from './search-page';

/** A readable place page (/in/{city}[/{locality}]/{what}[/page-N]): a search page with page links and a trail of wider pages. */
export class PlacePage extends SearchPage {
  constructor(page: Page) {
    super(page);
  }

  async open(path: string) {
    return this.page.goto(path);
  }

  pageNav() {
    return this.page.getByRole('navigation', { name: 'Result pages' });
  }

  nextPage() {
    return this.pageNav().getByRole('link', { name: 'Next page' });
  }

  previousPage() {
    return this.pageNav().getByRole('link', { name: 'Previous page' });
  }

  /** The links below the results: narrower, nearby and wider pages. */
  moreSearches() {
    return this.page.getByRole('navigation', { name: 'More searches like this' });
  }

  wider() {
    return this.moreSearches().getByText('Wider search:').getByRole('link');
  }

  async robots() {
    return this.page.locator('meta[name="robots"]').first().getAttribute('content');
  }

  /** The canonical link's path, or null when the page names none. */
  async canonical() {
    const link = this.page.locator('link[rel="canonical"]');
    if (!(await link.count())) return null;
    return new URL((await link.first().getAttribute('href'))!).pathname;
  }

  /** The BreadcrumbList's names and paths. */
  async crumbs(): Promise<{ name: string; path: string }[]> {
    const blocks = (await this.page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const list = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    return (list?.itemListElement ?? []).map((c: { name: string; item: string }) => ({ name: c.name, path: new URL(c.item).pathname }));
  }
}

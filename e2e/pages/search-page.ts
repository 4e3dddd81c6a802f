import { expect, type Locator, type Page } from '@playwright/test';

/** The search results page, its filter modal and the mobile filter sheet, as a visitor uses them. */
export class SearchPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  cards() {
    return this.page.getByRole('list', { name: 'Search results' }).getByTestId('listing-card');
  }

  /** Hrefs of the cards on screen, in order (a listing's identity). */
  async cardHrefs(): Promise<string[]> {
    // Each card's own link (its Compare control is a button, not a link).
    return this.cards().getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  }

  loadMore() {
    return this.page.getByRole('button', { name: 'Load more' });
  }

  /**
   * The one visible filter button of the toolbar: "Filters" below 992 px (the modal; the sheet on PG
   * searches), "All filters" beside the desktop panel.
   */
  filtersButton() {
    return this.page.getByRole('button', { name: /^(All filters|Filters)$/ });
  }

  /** The filter panel beside the results (992 px and wider). */
  panel() {
    return this.page.getByRole('complementary', { name: 'Filters' });
  }

  resultCount() {
    return this.page.getByTestId('result-count');
  }

  /** A filter form's Search button (SPEC §2); the live count beside it is its description. */
  searchButton(form: Locator) {
    return form.getByRole('button', { name: 'Search', exact: true });
  }

  /** The live count beside Search: "214 homes", "3 PGs", "10,000+ properties". */
  countText(form: Locator) {
    return form.getByText(/^[\d,]+\+? (homes?|propert(y|ies)|PGs?)$/);
  }

  /** Waits for the live count, then returns it (the number beside Search). */
  async liveCount(form: Locator): Promise<number> {
    const count = this.countText(form);
    await expect(count).toBeVisible();
    await expect(this.searchButton(form)).toHaveAccessibleDescription((await count.textContent())!);
    return Number((await count.textContent())!.replace(/[^\d]/g, ''));
  }

  /** Submits a filter form once its live count is in. */
  async showResults(form: Locator) {
    await expect(this.countText(form)).toBeVisible();
    await this.searchButton(form).click();
  }

  modal() {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }

  sheet() {
    return this.page.getByRole('dialog', { name: 'Search properties' });
  }

  async openModal(): Promise<Locator> {
    await this.filtersButton().click();
    await expect(this.modal()).toBeVisible();
    return this.modal();
  }

  async openSheet(): Promise<Locator> {
    await this.filtersButton().click();
    await expect(this.sheet()).toBeVisible();
    return this.sheet();
  }

  /** Types into the dialog's Location search and returns the offered options. */
  async searchLocation(dialog: Locator, text: string): Promise<Locator> {
    const input = dialog.getByRole('combobox', { name: 'Location' });
    // Typed key by key, as a person does (the menu opening on the first key loads the blank query).
    await input.pressSequentially(text, { delay: 60 });
    return dialog.getByRole('option');
  }

  async pickLocation(dialog: Locator, text: string, option: string | RegExp) {
    const options = await this.searchLocation(dialog, text);
    await options.filter({ hasText: option }).first().click();
  }

  /** Moves a slider handle with the keyboard until it reads `target` (aria-valuenow). */
  async setHandle(dialog: Locator, name: string, target: number) {
    const handle = dialog.getByRole('slider', { name });
    await handle.focus();
    for (let i = 0; i < 500; i++) {
      const now = Number(await handle.getAttribute('aria-valuenow'));
      if (now === target) return;
      await handle.press(now > target ? 'ArrowLeft' : 'ArrowRight');
    }
    throw new Error(`slider ${name} never reached ${target}`);
  }

  /** An empty search's offer of nearby localities that have listings (issue 23). */
  nearbyLocalities(): Locator {
    return this.page.getByRole('navigation', { name: 'Nearby localities with listings' });
  }

  /** A named group of the location box's options ("In Bengaluru", "In other cities"). */
  locationGroup(dialog: Locator, name: string): Locator {
    return dialog.getByRole('group', { name });
  }

  /** The number in the result count ("1 result", "1,234 results"). */
  static count(text: string): number {
    return Number(text.replace(/,/g, '').match(/\d+/)?.[0] ?? NaN);
  }

  /** Price in rupees from a card's price text ("₹ 13,000 /month", "₹ 45 Lac"). */
  static rupees(text: string): number {
    const m = text.replace(/,/g, '').match(/([\d.]+)\s*(Lac|Cr)?/);
    if (!m) return NaN;
    const unit = m[2] === 'Cr' ? 1e7 : m[2] === 'Lac' ? 1e5 : 1;
    return Number(m[1]) * unit;
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { photoFiles } from './posting-photos';

/** The wizard's own words the steps below press and look for; English unless a language journey passes its own. */
export type WizardSays = { next: string; addPhotos: RegExp; photoList: string };
const ENGLISH: WizardSays = { next: 'Next', addPhotos: /^Add photos/, photoList: 'Your photos' };

/** The posting wizard, step by step, as a poster fills it in. */
export class PostingWizardPage {
  constructor(readonly page: Page, readonly says: WizardSays = ENGLISH) {}

  form() { return this.page.locator('form.posting-form'); }
  stepTitle() { return this.form().getByRole('heading', { level: 2 }); }
  heading() { return this.page.getByRole('heading', { level: 1 }); }
  async next(expected?: string) {
    await this.form().getByRole('button', { name: this.says.next }).click();
    if (expected) await expect(this.stepTitle()).toHaveText(expected);
  }

  group(name: string): Locator { return this.form().getByRole('group', { name }); }
  async choose(group: string, option: string) { await this.group(group).getByText(option, { exact: true }).click(); }

  /** The location step's pin line ("Pinned at 12.92614, 77.62211"), shown while the listing has a pin. */
  pinned() { return this.form().getByTestId('map-pin-coords'); }
  removePinButton() { return this.form().getByRole('button', { name: 'Remove the pin' }); }

  async location(v: { address: string; query: string; option: RegExp; name?: string; beforeNext?: () => Promise<void> }) {
    await expect(this.stepTitle()).toHaveText('Location');
    if (v.name) await this.form().getByLabel('Building, society or project name').fill(v.name);
    await this.form().getByLabel('Street address *').fill(v.address);
    const box = this.form().getByRole('combobox', { name: 'Locality and city *' });
    await box.pressSequentially(v.query, { delay: 50 });
    await this.page.getByRole('option', { name: v.option }).first().click();
    await v.beforeNext?.();
    await this.next('Property details');
  }

  async fill(label: string, value: string) { await this.form().getByLabel(label, { exact: true }).fill(value); }

  async description(text: string, amenities: string[] = []) {
    await expect(this.stepTitle()).toHaveText('Description and amenities');
    await this.fill('Description *', text);
    for (const a of amenities) await this.group('Amenities').getByText(a, { exact: true }).click();
    await this.next('Photos');
  }

  photoList() { return this.form().getByRole('list', { name: this.says.photoList }); }

  async photos(seed: number, n: number) {
    await this.form().getByLabel(this.says.addPhotos).setInputFiles(photoFiles(seed, n));
    await expect(this.photoList().getByRole('img')).toHaveCount(n, { timeout: 30_000 });
  }

  async post(button = 'Post property') {
    await this.next('Review and post');
    await this.form().getByRole('button', { name: button }).click();
  }

  result() { return this.page.locator('.posted-result'); }
  /** The new listing's page, from the result's link. */
  async listingUrl(): Promise<string> {
    const link = this.result().getByRole('link', { name: 'View your listing' });
    await expect(link).toBeVisible();
    return (await link.getAttribute('href'))!;
  }
}

/** My Properties, as a poster manages listings there. */
export class MyPropertiesPage {
  constructor(readonly page: Page) {}
  async open() { await this.page.goto('/profile-pages/my-property'); await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('My Properties'); }
  list() { return this.page.getByRole('list', { name: 'Your properties' }); }
  card(title: string | RegExp) { return this.list().getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title }) }); }
  cardById(id: number) { return this.list().getByRole('listitem').filter({ has: this.page.locator(`[href$="?edit=${id}"]`) }); }
}

/** The listing id in a detail URL (the second-last hyphen segment, docs/listing-detail.md). */
export const idOfDetailUrl = (url: string) => Number(url.split('-').at(-2));

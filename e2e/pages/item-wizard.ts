import { expect, type Locator } from '@playwright/test';
import { PostingWizardPage } from './posting-wizard';

/** The PG and project wizards (components/wizard, configured in components/pg-posting and components/projects): the posting wizard's page plus repeated fields. */
export class ItemWizardPage extends PostingWizardPage {
  field(label: string, nth = 0): Locator { return this.form().getByLabel(label, { exact: true }).nth(nth); }
  override async fill(label: string, value: string, nth = 0) { await this.field(label, nth).fill(value); }
  async locality(query: string, option: RegExp) {
    const box = this.form().getByRole('combobox', { name: 'Locality and city *' });
    await box.pressSequentially(query, { delay: 50 });
    await this.page.getByRole('option', { name: option }).first().click();
  }
  error(text: string | RegExp) { return this.form().getByText(text); }
}

/** /post-pg and /post-pg/pg-guest: a girls' PG with double and triple sharing in a Mysuru locality. */
export async function fillGirlsPg(w: ItemWizardPage, o: { name: string; rent2: number; rent3: number; photosSeed: number }) {
  await expect(w.stepTitle()).toHaveText('PG name and for whom');
  await w.fill('PG name *', o.name);
  await w.choose('For whom *', 'Girls / Women');
  await w.next('Where the PG is');
  await w.fill('Street address *', '7, 2nd Cross, Saraswathipuram');
  await w.locality('saraswathi', /^Saraswathipuram, Mysuru/);
  await w.next('Rooms and rent');
  await w.fill('Rent per bed *', String(o.rent2));
  await w.fill('Deposit per bed', String(o.rent2 * 2));
  await w.fill('Total beds *', '10');
  await w.fill('Beds available *', '4');
  await w.form().getByRole('button', { name: 'Add another room type' }).click();
  await w.field('Sharing *', 1).selectOption('3_sharing');
  await w.fill('Rent per bed *', String(o.rent3), 1);
  await w.fill('Total beds *', '12', 1);
  await w.fill('Beds available *', '3', 1);
  await w.next('Food and house rules');
  await w.choose('Meals included', 'Breakfast');
  await w.choose('Meals included', 'Dinner');
  await w.choose('Food *', 'Veg only');
  await w.fill('Gate closing time (leave empty if none)', '22:30');
  await w.fill('Available from *', '2026-12-15');
  await w.next('Amenities and description');
  await w.choose('Amenities', 'WiFi');
  await w.choose('Amenities', 'CCTV');
  await w.fill('Description *', 'Safe and homely PG for working women and students, five minutes from the university.');
  await w.next('Photos');
  await w.photos(o.photosSeed, 2);
  await w.form().getByRole('button', { name: 'Post PG' }).click();
  await expect(w.page.getByRole('heading', { name: 'Your PG is live' })).toBeVisible({ timeout: 30_000 });
  return (await w.page.getByRole('link', { name: 'View your PG' }).getAttribute('href'))!;
}

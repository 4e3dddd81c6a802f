import { expect, test } from '@playwright/test';
import { DetailPage } from './pages/detail-page';
import { choosePost, newOwnerAtChooser, openHomeIn, WIDTHS } from './pages/posting-flows';
import { MyPropertiesPage, PostingWizardPage } from './pages/posting-wizard';

for (const width of WIDTHS) {
  test.describe(`more postings (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an agent posts an office space for sale', async ({ page }) => {
      test.setTimeout(120_000);
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Priya Nair', 'Agent');
      await choosePost(page, 'Sell', 'Office Space', false);
      await expect(page).toHaveURL(/\/post-property\/commercial\/office-space\/sale$/);
      const w = new PostingWizardPage(page);
      await w.location({ address: 'Unit 301, Hebbal Industrial Area Road', query: 'hebbal', option: /Mysuru/ });
      await w.fill('Carpet area', '1200');
      await w.fill('Washrooms', '2');
      await w.choose('Furnishing *', 'Furnished');
      await w.choose('Construction status *', 'Ready to Move');
      await w.choose('Age of property *', '0-1 years');
      await w.choose('Transaction type *', 'New');
      await w.choose('Ownership *', 'Freehold');
      await w.form().getByLabel('Power backup').check();
      await w.next('Price');
      await w.fill('Price *', String(8_400_000 + width));
      await w.next('Description and amenities');
      await w.description('Ready office with twenty workstations, two cabins, a pantry and round-the-clock power backup.', ['Power Backup']);
      await w.photos(10 + width, 2);
      await w.post();
      await expect(w.result().getByRole('heading', { name: 'Your property is live' })).toBeVisible();
      await page.goto(await w.listingUrl());
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      await expect(detail.heading()).toContainText('Office Space');
      await expect(detail.thumbnails()).toHaveCount(2);
    });

    test('farm land posted in acres shows its area in acres', async ({ page }) => {
      test.setTimeout(120_000);
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Mahesh Kumar');
      await choosePost(page, 'Sell', 'Agriculture Land', false);
      const w = new PostingWizardPage(page);
      await w.location({ address: 'Survey No. 48, Hunsur Road', query: 'bogadi', option: /Mysuru/ });
      await w.fill('Land area *', '2.5');
      await expect(w.form().getByLabel('Land area * unit')).toHaveValue('acre');
      await w.form().getByLabel('Water source *').selectOption('borewell');
      await w.choose('Ownership *', 'Freehold');
      await w.next('Price');
      await w.fill('Price *', String(4_500_000 + width));
      await w.next('Description and amenities');
      await w.description('Fertile red-soil land with a borewell and coconut trees, ten minutes from the ring road.');
      await w.photos(20 + width, 1);
      await w.post();
      await expect(w.result().getByRole('heading', { name: 'Your property is live' })).toBeVisible();
      await page.goto(await w.listingUrl());
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      await expect(detail.section('facts')).toContainText('2.5 acre');
    });

    test('a phone number in the description lands the listing as pending, with the reason shown', async ({ page }) => {
      test.setTimeout(120_000);
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Lakshmi Devi');
      await choosePost(page, 'Sell', 'Residential House', false);
      const w = new PostingWizardPage(page);
      await w.location({ address: '221, 5th Cross, Kuvempunagar', query: 'kuvempu', option: /^Kuvempunagar, Mysuru/ });
      await w.fill('Bedrooms (BHK) *', '3');
      await w.fill('Bathrooms *', '3');
      await w.fill('Built-up area', '1800');
      await w.choose('Furnishing *', 'Unfurnished');
      await w.choose('Construction status *', 'Ready to Move');
      await w.choose('Age of property *', '5-10 years');
      await w.choose('Transaction type *', 'Resale');
      await w.choose('Ownership *', 'Freehold');
      await w.next('Price');
      await w.fill('Price *', String(9_600_000 + width));
      await w.next('Description and amenities');
      await w.description('Independent house with a garden. Call me on 98450 12345 for a visit any evening.');
      await w.post();
      const result = w.result();
      await expect(result.getByRole('heading', { name: 'Your listing is waiting for a review' })).toBeVisible();
      await expect(result.locator('.pending-reasons li').first()).toContainText(/phone/i);
      await result.getByRole('link', { name: 'Go to My Properties' }).click();
      const mine = new MyPropertiesPage(page);
      await expect(mine.list()).toBeVisible();
      await page.getByLabel('Status').selectOption('pending');
      const card = mine.card(/3 BHK Independent House for Sale in Kuvempunagar/).first();
      await expect(card.getByText('Pending review')).toBeVisible();
      await expect(card.locator('.pending-reasons')).toContainText(/phone/i);
    });
  });
}

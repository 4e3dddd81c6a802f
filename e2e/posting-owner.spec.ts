import { expect, test } from '@playwright/test';
import { DetailPage } from './pages/detail-page';
import { choosePost, newOwnerAtChooser, openHomeIn, rentSearchPath, WIDTHS } from './pages/posting-flows';
import { idOfDetailUrl, MyPropertiesPage, PostingWizardPage } from './pages/posting-wizard';
import { SearchPage } from './pages/search-page';

const LOCALITY = 'Saraswathipuram';

for (const width of WIDTHS) {
  test.describe(`owner posts, edits and deletes a flat for rent (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a 2 BHK flat for rent with 3 photos reaches search and its page; the new rent shows; deleted, it is gone', async ({ page }) => {
      test.setTimeout(180_000);
      const rent = 21_000 + width; // tells this run's listing apart from the other width's
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Ramya Shetty');
      await choosePost(page, 'Rent out', 'Flat/Apartment', false);
      await expect(page).toHaveURL(/\/post-property\/residential\/flat-apartment\/rent$/);

      const w = new PostingWizardPage(page);
      await w.location({ address: '14, 3rd Main Road', query: 'saraswathi', option: new RegExp(`^${LOCALITY}, Mysuru`), name: 'Lakshmi Residency' });
      await w.fill('Bedrooms (BHK) *', '2');
      await w.fill('Bathrooms *', '2');
      await w.fill('Carpet area', '1050');
      await w.fill('Floor number *', '1');
      await w.fill('Total floors *', '3');
      await w.choose('Furnishing *', 'Semi Furnished');
      await w.choose('Age of property *', '1-5 years');
      await w.next('Rent and terms');
      await w.fill('Monthly rent *', String(rent));
      await w.fill('Security deposit', '60000');
      await w.fill('Available from *', '2026-12-15');
      await w.choose('Preferred tenants', 'Family');
      await w.next('Description and amenities');
      await w.description('Airy two bedroom flat on the first floor, close to the Saraswathipuram market and parks.', ['Lift', 'Car Parking']);
      await w.photos(width, 3);
      await w.post();
      await expect(w.result().getByRole('heading', { name: 'Your property is live' })).toBeVisible();
      const url = await w.listingUrl();
      const id = idOfDetailUrl(url);

      // Residential rent search for the locality: the card with its cover photo.
      const search = new SearchPage(page);
      await page.goto(rentSearchPath('Mysuru', LOCALITY));
      const card = search.cards().filter({ has: page.locator(`a[href="${url}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('img')).toHaveAttribute('src', /\/media\//);
      await expect(card.getByTestId('card-price')).toContainText(rent.toLocaleString('en-IN'));

      // The detail page: all three photos and the facts.
      await page.goto(url);
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      await expect(detail.heading()).toContainText('2 BHK');
      await expect(detail.gallery()).toContainText('1 of 3');
      await expect(detail.thumbnails()).toHaveCount(3);
      await expect(detail.price()).toContainText(rent.toLocaleString('en-IN'));
      await expect(detail.section('facts')).toContainText('1,050');
      await expect(detail.section('facts')).toContainText('Semi Furnished');

      // Edit the rent from My Properties: search shows the new price.
      const mine = new MyPropertiesPage(page);
      await mine.open();
      await mine.cardById(id).getByRole('link', { name: /^Edit / }).click();
      await expect(w.heading()).toHaveText('Edit your Flat/Apartment');
      await expect(w.form().getByLabel('Street address *')).toHaveValue('14, 3rd Main Road');
      await w.next('Property details');
      await expect(w.form().getByLabel('Bedrooms (BHK) *')).toHaveValue('2');
      await w.next('Rent and terms');
      const newRent = rent + 1500;
      await w.fill('Monthly rent *', String(newRent));
      await w.next('Description and amenities');
      await w.next('Photos');
      await expect(w.photoList().getByRole('img')).toHaveCount(3);
      await w.post('Save changes');
      await expect(w.result().getByRole('heading', { name: 'Your changes are live' })).toBeVisible();
      await page.goto(rentSearchPath('Mysuru', LOCALITY));
      await expect(search.cards().filter({ has: page.locator(`a[href="${url}"]`) }).getByTestId('card-price'))
        .toContainText(newRent.toLocaleString('en-IN'));

      // Delete: confirmed, it leaves search.
      await mine.open();
      await mine.cardById(id).getByRole('button', { name: /^Delete / }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this listing?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.locator('.Toastify').getByText('Property deleted')).toBeVisible();
      await page.goto(rentSearchPath('Mysuru', LOCALITY));
      await expect(search.heading()).toBeVisible();
      await expect(page.locator(`a[href="${url}"]`)).toHaveCount(0);
    });
  });
}

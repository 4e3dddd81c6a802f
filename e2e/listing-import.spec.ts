import { expect, test } from '@playwright/test';
import { newOwnerAtChooser, openHomeIn, WIDTHS } from './pages/posting-flows';
import { MyPropertiesPage } from './pages/posting-wizard';
import { csvUnder, headerOf, ImportDialogPage } from './pages/import-dialog';
import { formatPrice } from '../lib/format/price';

// An agent brings listings from a spreadsheet: downloads the template, uploads a file
// with good and bad rows, reads every bad row's message, confirms, watches the
// progress and finds the listing in My Properties. A new agent's free allowance is
// one live listing, so the second good row is reported, not silently dropped.

const flat = (id: string, price: string, over: Record<string, string> = {}) => ({
  external_id: id, 'Property type': 'Flat/Apartment', 'Sale or rent': 'sale',
  'Building, society or project name': 'Chamundi Heights', 'Street address': '7, 2nd Cross, Kuvempunagar',
  City: 'Mysuru', Locality: 'Kuvempunagar', 'PIN code': '570023', 'Area unit': 'sqft',
  'Bedrooms (BHK)': '3', Bathrooms: '2', 'Super built-up area': '1450', 'Floor number': '2', 'Total floors': '4',
  Furnishing: 'Semi Furnished', 'Construction status': 'Ready to Move', 'Age of property': '1-5 years',
  'Transaction type': 'Resale', Ownership: 'Freehold', Price: price,
  Description: 'Corner flat with cross ventilation, two covered balconies and a view of Chamundi Hill.',
  Amenities: 'Lift; Car Parking', ...over,
});

for (const width of WIDTHS) {
  test.describe(`spreadsheet import (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('good and bad rows: the errors named, the confirm, the progress, the listing in My Properties', async ({ page }) => {
      test.setTimeout(180_000);
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Kavya Rao', 'Agent');
      const mine = new MyPropertiesPage(page);
      await mine.open();
      const imp = new ImportDialogPage(page);

      // The dialog can be left with Escape, and focus stays inside while it is open.
      await imp.open();
      await page.keyboard.press('Escape');
      await expect(imp.dialog()).toBeHidden();
      await expect(imp.openButton()).toBeFocused();
      await imp.open();
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await imp.dialog().evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }

      const link = imp.templateLink('residential');
      const template = await page.request.get((await link.getAttribute('href'))!);
      expect(template.headers()['content-type']).toContain('text/csv');
      const header = headerOf(await template.text());
      expect(header).toContain('Bedrooms (BHK)');

      // A price per width tells this run's listing apart from the other width's.
      const price = String(width === 390 ? 8_100_000 : 8_200_000);
      const csv = csvUnder(header, [
        flat(`KR-${width}-1`, price),
        flat(`KR-${width}-2`, '5400000', { 'Bedrooms (BHK)': '' }),
        flat(`KR-${width}-3`, '6100000', { 'Property type': 'Castle' }),
        flat(`KR-${width}-4`, '7300000'),
      ]);
      await imp.choose('residential', 'my-listings.csv', csv);
      await expect(imp.status().first()).toContainText('2 rows of 4 can be imported; 2 rows with errors will be left out.');
      await expect(imp.errors().getByRole('listitem')).toHaveText([
        'Row 3: Bedrooms (BHK) is required!',
        'Row 4: Property type must be one of: Flat/Apartment, Residential House, Residential Plot, Villa/Bungalow!',
      ]);

      await imp.dialog().getByRole('button', { name: 'Import 2 listings' }).click();
      await expect(imp.progress()).toBeVisible();
      await expect(imp.progress()).toHaveAttribute('aria-valuemax', '2');
      await expect(imp.status().first()).toHaveText('Import finished.', { timeout: 60_000 });
      await expect(imp.progress()).toHaveAttribute('aria-valuenow', '2');
      await expect(imp.dialog()).toContainText('1 added, 0 updated');
      await expect(imp.dialog()).toContainText('1 live, 0 waiting for review');
      await expect(imp.failures().getByRole('listitem')).toHaveText([
        'Row 5: You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans',
      ]);
      await imp.dialog().getByRole('button', { name: 'See my properties' }).click();
      await expect(imp.dialog()).toBeHidden();

      const card = mine.card(/3 BHK/);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(formatPrice(Number(price)));
    });
  });
}

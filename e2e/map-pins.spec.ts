import { expect, test } from '@playwright/test';
import { DetailPage } from './pages/detail-page';
import { MapView } from './pages/map-view';
import { choosePost, newOwnerAtChooser, openHomeIn, WIDTHS } from './pages/posting-flows';
import { PostingWizardPage } from './pages/posting-wizard';

// Every listing on the map: the seeded Bengaluru and Mysuru catalogue has pins (their
// localities take their PIN's centre where the postal points were stand-ins), and a
// listing posted without touching the wizard's pin is pinned at its locality's centre.

const cityPath = (group: string, type: string, city: string) =>
  `/search/${group}/type=${type}&location=${encodeURIComponent(JSON.stringify([{ label: city, value: { city, locality: '' } }]))}`;
const SEARCHES = [['residential', 'sale'], ['residential', 'rent'], ['commercial', 'sale'], ['commercial', 'rent'], ['agriculture', 'sale']] as const;

for (const width of WIDTHS) {
  test.describe(`every listing on the map (${width} px)`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('no seeded Bengaluru or Mysuru listing is without a map location; a Bengaluru listing shows its map', async ({ page }) => {
      test.setTimeout(120_000);
      const map = new MapView(page);
      await map.blockTiles();
      for (const city of ['Bengaluru', 'Mysuru']) {
        for (const [group, type] of SEARCHES) {
          await page.goto(`${cityPath(group, type, city)}&view=map`);
          await expect(map.count(), `${city} ${group} ${type}`).toContainText(/\d+ listings? in this area/);
          await expect(map.count(), `${city} ${group} ${type}`).not.toContainText('without a map location');
        }
      }
      // A Bengaluru flat's page: its coordinates and the link to the map, not the "no map location" line.
      await page.goto(cityPath('residential', 'sale', 'Bengaluru'));
      await page.getByTestId('listing-card').first().getByRole('heading').getByRole('link').click();
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      const location = detail.section('location');
      await expect(location.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=1[23]\.\d+&mlon=7[67]\.\d+/);
      await expect(location.getByTestId('detail-no-map')).toHaveCount(0);
    });

    test('a Bengaluru flat posted without touching the pin is pinned at its locality', async ({ page }) => {
      test.setTimeout(180_000);
      await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
      await openHomeIn(page, 'Bengaluru');
      await newOwnerAtChooser(page, 'Kavya Rao');
      await choosePost(page, 'Sell', 'Flat/Apartment', false);
      const w = new PostingWizardPage(page);
      await w.location({
        address: '22, 5th Cross, 6th Block', query: 'koramang', option: /^Koramangala, Bengaluru/, name: 'Green Acres',
        // The pin starts at Koramangala's centre (PIN 560034), untouched.
        beforeNext: async () => {
          await expect(w.pinned()).toHaveText(/^Pinned at 12\.9\d+, 77\.6\d+$/);
          await expect(w.removePinButton()).toBeVisible();
          // The two buttons replace each other; the keyboard focus follows, and the pin comes back where it was.
          await w.removePinButton().click();
          const back = w.form().getByRole('button', { name: 'Put the pin back' });
          await expect(back).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(w.removePinButton()).toBeFocused();
          await expect(w.pinned()).toHaveText(/^Pinned at 12\.9\d+, 77\.6\d+$/);
        },
      });
      await w.fill('Bedrooms (BHK) *', '2');
      await w.fill('Bathrooms *', '2');
      await w.fill('Carpet area', '1200');
      await w.fill('Floor number *', '2');
      await w.fill('Total floors *', '6');
      await w.choose('Furnishing *', 'Semi Furnished');
      await w.choose('Construction status *', 'Ready to Move');
      await w.choose('Age of property *', '1-5 years');
      await w.choose('Transaction type *', 'Resale');
      await w.choose('Ownership *', 'Freehold');
      await w.next('Price');
      await w.fill('Price *', String(9_500_000 + width));
      await w.next('Description and amenities');
      await w.description('Bright two bedroom flat on the second floor, a short walk from the Koramangala market and parks.', ['Lift']);
      await w.photos(60 + width, 1); // its own photos: the same as another journey's would be held as a clone
      await w.post();
      await expect(w.result().getByRole('heading', { name: 'Your property is live' })).toBeVisible();
      await page.goto(await w.listingUrl());
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      await expect(detail.section('location').getByRole('link', { name: /View on map/ }))
        .toHaveAttribute('href', /mlat=12\.9\d+&mlon=77\.6\d+/);
    });
  });
}

import { expect, test } from '@playwright/test';
import { DetailPage } from './pages/detail-page';
import { ItemWizardPage, fillGirlsPg } from './pages/item-wizard';
import { newOwnerAtChooser, openHomeIn, verifyGuestPhone, WIDTHS } from './pages/posting-flows';
import { SearchPage } from './pages/search-page';
import { uniquePhone } from './pages/shell';

const pgSearch = (o: { gender?: string; budget?: string }) => {
  const location = encodeURIComponent(JSON.stringify([{ label: 'Saraswathipuram, Mysuru', value: { city: 'Mysuru', locality: 'Saraswathipuram' } }]));
  return `/search/pg/type=pg&location=${location}${o.gender ? `&gender=${o.gender}` : ''}${o.budget ? `&budget=${o.budget}` : ''}?sort=newest`;
};

for (const width of WIDTHS) {
  test.describe(`PG posting (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an owner posts a girls' PG with two room types and photos; PG search and the Mysuru landing page show it", async ({ page }) => {
      test.setTimeout(180_000);
      const rent3 = 5_000 + (width % 7) * 100; // tells this run's PG apart from the other width's
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Latha Prasad');
      const chooser = page.getByRole('dialog', { name: 'Post your property' });
      await chooser.getByText('PG', { exact: true }).click();
      await chooser.getByRole('button', { name: 'Post a PG' }).click();
      await expect(page).toHaveURL(/\/post-pg\/pg$/);
      const w = new ItemWizardPage(page);
      const url = await fillGirlsPg(w, { name: `Annapoorna Ladies PG ${width}`, rent2: 7_500, rent3, photosSeed: 70 + width });

      // PG search: locality, gender and budget; the card shows the cheapest rent.
      const search = new SearchPage(page);
      await page.goto(pgSearch({ gender: 'Female', budget: `${rent3 - 500},${rent3 + 500}` }));
      const card = search.cards().filter({ has: page.locator(`a[href="${url}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('card-price')).toContainText(rent3.toLocaleString('en-IN'));
      await page.goto(pgSearch({ gender: 'Male' }));
      await expect(search.cards().filter({ has: page.locator(`a[href="${url}"]`) })).toHaveCount(0);

      // The matching Mysuru landing page (girls' PG in Mysore).
      await page.goto('/pg/girls-pg-in-mysore-rd');
      await expect(page.locator(`a[href="${url}"]`).first()).toBeVisible();

      // The detail page: both room types, photos, and the locality's rent figure or why there is none.
      await page.goto(url);
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      await expect(detail.section('rooms')).toContainText(rent3.toLocaleString('en-IN'));
      await expect(detail.section('rooms')).toContainText('7,500');
      await expect(detail.thumbnails()).toHaveCount(2);
      await expect(page.getByTestId('rent-medians')).toContainText(/Double Sharing: (₹|Fewer than 5 comparable PGs)/);

      // My PGs lists it as live.
      await page.goto('/profile-pages/my-pg');
      const mine = page.getByRole('list', { name: 'Your PGs' }).getByRole('listitem').filter({ hasText: `Annapoorna Ladies PG ${width}` });
      await expect(mine.getByText('Live', { exact: true })).toBeVisible();
    });

    test('a guest posts a PG after an OTP', async ({ page }) => {
      test.setTimeout(150_000);
      const phone = uniquePhone();
      await openHomeIn(page);
      await page.goto('/post-pg/pg-guest/pg');
      await verifyGuestPhone(page, phone);
      const w = new ItemWizardPage(page);
      const url = await fillGirlsPg(w, { name: `Guest Girls PG ${width}`, rent2: 8_000, rent3: 6_500, photosSeed: 90 + width });
      expect(url).toMatch(/^\/property-details\/pg-for-girls-in-saraswathipuram-\d+-mysuru$/);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Guest Girls PG ${width}`);
    });
  });
}


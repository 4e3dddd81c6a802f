import { expect, test } from '@playwright/test';
import { PlansPages } from './pages/plans-pages';
import { ApiActor, browserLogin } from './pages/trust-actors';
import { WIDTHS } from './pages/posting-flows';
import { PostingWizardPage } from './pages/posting-wizard';

// Plans do what they say: what a poster may do now is one computation
// (server/money/plans/entitlements.ts) read by Plan Management, the posting wizard and the
// create call. An owner at the free limit sees which listing counts, buys Owner Basic
// (₹588.82 with GST) and posts through the wizard at once.

const usage = (page: import('@playwright/test').Page) => page.locator('[aria-label="What you can use now"]');

for (const width of WIDTHS) {
  test.describe(`buying a plan lets the owner post at once (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('at the limit: the listing that counts and what to do; after Owner Basic: 1 of 3 and the wizard posts', async ({ page, request }) => {
      test.setTimeout(180_000);
      const owner = await new ApiActor(request).signUp('Sunita Rao', 'owner');
      const free = await owner.postFlat({ price: 18_000 + width });
      await browserLogin(page, owner.phone);

      await page.goto('/profile-pages/plan-management');
      await expect(usage(page)).toContainText(/Live listings\s*1 of 1/);
      const counted = page.getByRole('list', { name: 'Listings that count' }).getByRole('listitem');
      await expect(counted).toHaveCount(1);
      await expect(counted.getByRole('link')).toHaveAttribute('href', free.detail_url);
      await expect(page.getByText('All 1 place of your account is in use')).toBeVisible();

      // The wizard reads the same figures: the plan offer up front.
      await page.goto('/post-property/residential/flat-apartment/rent');
      await expect(page.getByRole('status').filter({ hasText: 'You have used all your live listings' }))
        .toContainText('Your account includes 1 live listing and it is in use.');

      const p = new PlansPages(page);
      await page.goto('/subscription/plans');
      expect(await p.firstAmount('Owner Basic')).toBe('₹588.82');
      await p.choosePlan('Owner Basic');
      await p.fillBilling({ name: 'Sunita Rao', email: 'sunita@example.com', address: '4 Temple Road, Vijayanagar', city: 'Mysuru', pincode: '570017', state: 'Karnataka' });
      await p.continueToPayment();
      await p.payOrder();
      await p.checkoutButton('pay').click();
      await expect(page).toHaveURL(/\/profile-pages\/plan-management\?paid=\d+/);
      await expect(usage(page)).toContainText(/Live listings\s*1 of 3/);
      await expect(page.getByText('You can post 2 more listings now.')).toBeVisible();

      // At once: no offer on the wizard, and the listing goes live.
      await page.goto('/post-property/residential/flat-apartment/rent');
      const w = new PostingWizardPage(page);
      await w.location({ address: '22, 4th Cross', query: 'kuvempu', option: /^Kuvempunagar, Mysuru/, name: 'Sunrise Enclave' });
      await expect(page.getByText('You have used all your live listings')).toHaveCount(0);
      await w.fill('Bedrooms (BHK) *', '2');
      await w.fill('Bathrooms *', '2');
      await w.fill('Carpet area', '980');
      await w.fill('Floor number *', '2');
      await w.fill('Total floors *', '4');
      await w.choose('Furnishing *', 'Semi Furnished');
      await w.choose('Age of property *', '1-5 years');
      await w.next('Rent and terms');
      await w.fill('Monthly rent *', String(19_000 + width));
      await w.fill('Available from *', '2026-12-20');
      await w.next('Description and amenities');
      await w.description('Quiet two bedroom flat on the second floor, near Kuvempunagar park, schools and the bus stop.');
      await w.photos(width + 7, 1);
      await w.post();
      await expect(w.result().getByRole('heading', { name: 'Your property is live' })).toBeVisible();

      await page.goto('/profile-pages/plan-management');
      await expect(usage(page)).toContainText(/Live listings\s*2 of 3/);
      await expect(page.getByRole('list', { name: 'Listings that count' }).getByRole('listitem')).toHaveCount(2);
    });
  });
}

import { expect, test } from '@playwright/test';
import { Shell, uniquePhone } from './pages/shell';
import { openHomeIn, verifyGuestPhone, WIDTHS } from './pages/posting-flows';
import { MyPropertiesPage, PostingWizardPage } from './pages/posting-wizard';

for (const width of WIDTHS) {
  test.describe(`guest posting (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest posts a villa after an OTP and later finds it under My Properties after logging in', async ({ page }) => {
      test.setTimeout(150_000);
      const phone = uniquePhone();
      await openHomeIn(page);
      await page.goto('/post-property/guest');
      await page.getByRole('group', { name: 'I want to' }).getByText('Sell', { exact: true }).click();
      await page.getByRole('link', { name: 'Villa/Bungalow' }).click();
      await expect(page).toHaveURL(/\/post-property\/guest\/villa&sale$/);

      await verifyGuestPhone(page, phone);

      const w = new PostingWizardPage(page);
      await expect(w.heading()).toHaveText('Post Villa/Bungalow for sale');
      await w.location({ address: '9, Temple Road', query: 'gokulam', option: /^Gokulam.*Mysuru/ });
      await w.fill('Bedrooms (BHK) *', '4');
      await w.fill('Bathrooms *', '4');
      await w.fill('Super built-up area', '3200');
      await w.choose('Furnishing *', 'Furnished');
      await w.choose('Construction status *', 'Ready to Move');
      await w.choose('Age of property *', '1-5 years');
      await w.choose('Transaction type *', 'Resale');
      await w.choose('Ownership *', 'Freehold');
      await w.next('Price');
      await w.fill('Price *', String(32_000_000 + width));
      await w.next('Description and amenities');
      await w.description('Four bedroom villa with a lawn, a terrace garden and covered parking for two cars.');
      await w.photos(30 + width, 2);
      await w.post();
      await expect(w.result().getByRole('heading', { name: 'Your property is live' })).toBeVisible();
      await expect(w.result()).toContainText(phone);

      // Later: log in with the same number; the villa is under My Properties.
      await page.goto('/');
      const shell = new Shell(page);
      await shell.startLogin(phone);
      await shell.enterOtp(await shell.demoOtp());
      const register = page.getByRole('dialog', { name: 'Register your account' });
      // Logged in, the header shows the profile menu; an account without a profile also gets the register
      // dialog, and both can be on screen at once (either may come first on a slow machine).
      await expect(register.or(shell.profileMenu()).first()).toBeVisible();
      await register.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
      if (await register.isVisible()) await shell.register('Guest Poster');
      await expect(shell.profileMenu()).toBeVisible();
      const mine = new MyPropertiesPage(page);
      await mine.open();
      await expect(mine.card(/4 BHK Villa for Sale in Gokulam/)).toHaveCount(1);
      await expect(mine.card(/4 BHK Villa for Sale in Gokulam/).getByText('Live')).toBeVisible();
    });
  });
}

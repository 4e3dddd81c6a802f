import { expect, test } from '@playwright/test';
import { KeyboardUser } from './pages/keyboard';
import { ApiActor } from './pages/trust-actors';
import { WIDTHS } from './pages/posting-flows';
import { signInBrowser } from './pages/session';

// Issue 22 §6 (WCAG 2.1.1 Keyboard): an owner posts a flat for rent with the keyboard alone,
// from the home page's Post Property button to "View your listing". The sign-in is setup
// (the login dialog's own keyboard use is covered by a11y-seo.spec.ts's dialog checks).

for (const width of WIDTHS) {
  test.describe(`keyboard only (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an owner posts a flat for rent with Tab, Enter, Space, arrow keys and typing only', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const owner = await new ApiActor(page.request).signUp('Keyboard Owner', 'owner');
      await signInBrowser(page, baseURL!, owner, { userType: 'owner', name: 'Keyboard Owner' });
      const kb = new KeyboardUser(page);
      await page.goto('/');
      // The buttons act once the page is hydrated: keys pressed before that would be lost.
      await page.waitForLoadState('networkidle');

      // Post Property: the header's button on wide screens, the bottom bar's Add Property on phones.
      const post = width >= 992 ? page.getByRole('banner').getByRole('button', { name: 'Post Property' })
        : page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Add Property' });
      await kb.press(post);
      const chooser = page.getByRole('dialog', { name: 'Post your property' });
      await expect(chooser).toBeVisible();
      await kb.choose(chooser.getByRole('radio'), chooser.getByRole('radio', { name: 'Rent out' }));
      await kb.press(chooser.getByRole('button', { name: 'Flat/Apartment', exact: true }));
      await expect(page).toHaveURL(/\/post-property\/residential\/flat-apartment\/rent$/);

      const form = page.locator('form.posting-form');
      const step = form.getByRole('heading', { level: 2 });
      const next = async (title: string) => {
        await kb.press(form.getByRole('button', { name: 'Next' }));
        await expect(step).toHaveText(title);
      };
      const group = (name: string) => form.getByRole('group', { name });
      const choose = (name: string, option: string) => kb.choose(group(name).getByRole('radio'), group(name).getByRole('radio', { name: option, exact: true }));

      await expect(step).toHaveText('Location');
      await kb.type(form.getByLabel('Building, society or project name'), 'Keyboard Residency');
      await kb.type(form.getByLabel('Street address *'), '7, 2nd Cross Road');
      await kb.type(form.getByRole('combobox', { name: 'Locality and city *' }), 'saraswathi');
      await expect(page.getByRole('option', { name: /^Saraswathipuram, Mysuru/ }).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await next('Property details');

      await kb.type(form.getByLabel('Bedrooms (BHK) *', { exact: true }), '2');
      await kb.type(form.getByLabel('Bathrooms *', { exact: true }), '2');
      await kb.type(form.getByLabel('Carpet area', { exact: true }), '1050');
      await kb.type(form.getByLabel('Floor number *', { exact: true }), '1');
      await kb.type(form.getByLabel('Total floors *', { exact: true }), '3');
      await choose('Furnishing *', 'Semi Furnished');
      await choose('Age of property *', '1-5 years');
      await next('Rent and terms');

      await kb.type(form.getByLabel('Monthly rent *', { exact: true }), String(18_000 + width));
      await kb.type(form.getByLabel('Available from *', { exact: true }), '12152026');
      await kb.check(group('Preferred tenants').getByRole('checkbox', { name: 'Family', exact: true }));
      await next('Description and amenities');

      await kb.type(form.getByLabel('Description *', { exact: true }), 'Quiet two bedroom flat near the Saraswathipuram market, posted with the keyboard alone.');
      await kb.check(group('Amenities').getByRole('checkbox', { name: 'Lift', exact: true }));
      await next('Photos');
      await next('Review and post');
      await kb.press(form.getByRole('button', { name: 'Post property' }));

      const result = page.locator('.posted-result');
      await expect(result.getByRole('heading', { name: /^Your property is/ })).toBeVisible({ timeout: 30_000 });
      const view = result.getByRole('link', { name: 'View your listing' });
      await kb.press(view);
      await expect(page).toHaveURL(/\/property-details\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('2 BHK');
    });
  });
}

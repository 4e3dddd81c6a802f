import { expect, test } from '@playwright/test';
import { Shell, uniquePhone } from './pages/shell';

test.describe('redirects (SPEC §2)', () => {
  for (const path of ['/profile-pages/saved-property', '/profile-pages/my-property', '/subscription/builder?renewId=1']) {
    test(`a visitor without a token is sent home from ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  }

  test('the public profile pages stay open without a token', async ({ page }) => {
    await page.goto('/profile-pages/view-profile-details');
    await expect(page).toHaveURL(/view-profile-details/);
  });

  test('a logged-in user is sent home from guest posting', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Mysuru');
    await shell.startLogin(uniquePhone());
    await shell.enterOtp(await shell.demoOtp());
    await shell.register('Guest Check');
    await page.goto('/post-property/guest');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar asks for login before saved properties', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Hyderabad');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Saved' }).click();
    await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
  });

  test('nothing overflows the 320 px layout', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

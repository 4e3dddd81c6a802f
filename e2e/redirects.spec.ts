import { expect, test, type Page } from '@playwright/test';
import { Shell, uniquePhone } from './pages/shell';

// A redirect is only proven by where it lands: the URL and the page's own content
// (a 404 page at the right URL used to pass).
async function expectHome(page: Page) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Find your next home in / })).toBeVisible();
}

test.describe('redirects (SPEC §2)', () => {
  for (const path of ['/profile-pages/saved-property', '/profile-pages/my-property', '/subscription/builder?renewId=1']) {
    test(`a visitor without a token is sent home from ${path}`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expectHome(page);
    });
  }

  test('the public profile pages stay open without a token and show the poster', async ({ page, request }) => {
    const who = await request.post('/api/public/featch-user-details', { data: { user_id: 1 } });
    const name: string = (await who.json()).data.name;
    expect(name).toBeTruthy();
    for (const path of ['/profile-pages/view-profile-details?id=1', '/profile-pages/view-project-profile-details?id=1']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveURL(/view-(project-)?profile-details\?id=1$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    }
  });

  test('a logged-in user is sent home from guest posting', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Mysuru');
    await shell.startLogin(uniquePhone());
    await shell.enterOtp(await shell.demoOtp());
    await shell.register('Guest Check');
    await page.goto('/post-property/guest');
    await expectHome(page);
    // Still logged in there: the header offers the profile menu, not Login.
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
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

import { expect, test } from '@playwright/test';
import { EMPTY_SEARCH, searchPath } from '../lib/search-route';
import { Shell } from './pages/shell';

// The footer's newsletter signup (SPEC §5, the DPDP notice before the address is given). The form
// is in the server's HTML; its code loads when the visitor reaches for it (NewsletterHost), so the
// first click and what is typed before the code arrives must still count.

const rentInMysuru = searchPath('residential',
  { ...EMPTY_SEARCH, type: 'rent', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] });

test('a visitor subscribes from a results page footer, checked as they go', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open(rentInMysuru);
  const footer = page.locator('footer.site-footer');
  const email = footer.getByLabel('Your e-mail address');
  await expect(email).toHaveAccessibleDescription(/^For the newsletter only, about once a month\./);
  await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/static-pages/privacy-policy');

  // The first click is what wakes the form: it is replayed once the code is there.
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Required!');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('asha.example.in');
  await expect(footer.getByRole('alert')).toHaveText('email must be a valid email!');

  await email.fill(`reader${Date.now()}@example.in`);
  await email.press('Enter');
  await expect(shell.toast('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(footer.getByRole('alert')).toHaveCount(0);
});

test('an address typed before the form woke is the one sent', async ({ page }) => {
  const shell = new Shell(page);
  // Once the page has settled, hold back every script it asks for (the form's code among them)
  // until the address is in and Enter pressed, as a slow network would.
  let holding = false;
  let heldOne = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => { release = r; });
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (holding) { heldOne = true; await held; }
    await route.continue();
  });
  await shell.open(rentInMysuru);
  await page.waitForLoadState('networkidle');
  holding = true;
  const footer = page.locator('footer.site-footer');
  const email = footer.getByLabel('Your e-mail address');
  const address = `early${Date.now()}@example.in`;
  await email.pressSequentially(address);
  const sent = page.waitForRequest((r) => r.url().includes('/api/news-letter/create-news-letter'));
  await email.press('Enter');
  await expect.poll(() => heldOne).toBe(true);
  release();
  expect((await sent).postDataJSON()).toEqual({ email: address });
  await expect(shell.toast('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(email).toHaveValue('');
});

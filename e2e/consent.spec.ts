import { expect, test } from '@playwright/test';
import { ConsentSettings } from './pages/consent-settings';
import { ProfilePages } from './pages/profile-pages';
import { uniquePhone } from './pages/shell';

// DPDP journey (issue 22 §1): the notice before the number is given, the consent list with a
// one-step withdrawal, a copy of one's data, and deleting the account by typing the number.
for (const width of [390, 1440]) {
  test(`at ${width} px a user reads the notice, withdraws alerts, downloads the data and deletes the account`, async ({ page }) => {
    // A long journey (sign-in, settings, download, deletion) on a shared, cold server.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const p = new ProfilePages(page);
    const s = new ConsentSettings(page);
    await page.goto('/');
    await p.shell.pickCity('Mysuru');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login or sign up' });
    await expect(login.getByTestId('login-notice')).toContainText('only when you ask');
    await expect(login.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/static-pages/privacy-policy');
    const phone = uniquePhone();
    await p.finishLogin('Consent Journey', phone);
    await expect(p.shell.profileMenu()).toBeVisible();

    await s.open();
    await expect(s.consent(/Your account/)).toContainText('notice');
    // Alerts by SMS start off (no consent yet); turning them on is a consent, then withdrawn in one step.
    await expect(s.switch('SMS alerts')).not.toBeChecked();
    await expect(s.consent('Property alerts by SMS')).toHaveCount(0);
    // The reload must not race the save: the first toast may still be on screen, so wait for the call.
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/settings/update-notification') && r.request().method() === 'POST');
    await s.switch('SMS alerts').check();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(s.consent('Property alerts by SMS')).toHaveCount(1);
    await s.withdraw('Property alerts by SMS');
    await expect(p.shell.toast(/Consent withdrawn/)).toBeVisible();
    await page.reload();
    await expect(s.switch('SMS alerts')).not.toBeChecked();

    const data = await s.download();
    expect((data.profile as { phone_number: string }).phone_number).toBe(phone);
    expect((data.consents as { purpose: string }[]).map((c) => c.purpose)).toEqual(expect.arrayContaining(['account', 'alerts_sms']));

    await s.deleteAccount('9999999999');
    await expect(s.deleteDialog().getByRole('alert')).toHaveText('phone_number does not match the mobile number of this account');
    await s.deleteAccount(phone);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.goto('/profile-pages/settings-page');
    await expect(page.getByRole('heading', { name: 'Your consents' })).toHaveCount(0);
  });
}

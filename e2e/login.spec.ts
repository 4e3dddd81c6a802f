import { expect, test } from '@playwright/test';
import { Shell, uniquePhone } from './pages/shell';

test.describe('a new visitor', () => {
  test('picks Mysuru, logs in with the demo OTP, registers, sees the profile menu and logs out', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bengaluru');

    // First visit: the city dialog asks, and may be closed (issue 14).
    await expect(shell.locationDialog().getByRole('button', { name: 'Close' })).toBeVisible();
    await shell.pickCity('Mysuru');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mysuru');

    const phone = uniquePhone();
    await shell.startLogin(phone);
    await expect(shell.toast('OTP sent successfully')).toBeVisible();
    await shell.enterOtp(await shell.demoOtp());
    await shell.register('Asha Rao');

    await expect(shell.profileMenu()).toBeVisible();
    await shell.profileMenu().click();
    for (const item of ['My Profile', 'Recent Activities', 'Saved Properties', 'My Properties', 'My PGs', 'Settings']) {
      await expect(page.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Plan Management' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A reload keeps the session (cookie for the server, storage for the client).
    await page.reload();
    await expect(shell.profileMenu()).toContainText('Asha Rao');

    await shell.logout();
    await expect(shell.toast('Logout Successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(shell.cityButton()).toContainText('Mysuru');
    await expect(page).toHaveURL(/\/$/);
  });

  test('sees the inline error and a toast for a wrong OTP, and can change the number', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Pune');
    await shell.startLogin(uniquePhone());
    const right = await shell.demoOtp();
    await shell.enterOtp(right === '0000' ? '1111' : '0000');
    const dialog = page.getByRole('dialog', { name: 'Verify your number' });
    await expect(dialog.getByRole('alert')).toHaveText(/Invalid OTP\. 2 attempts left\./);
    await expect(shell.toast(/Invalid OTP/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
  });

  test('gets the spec texts for a bad mobile number and a short OTP', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Chennai');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login or sign up' });
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByText('Enter your phone number')).toBeVisible();
    await dialog.getByLabel('Mobile number').fill('98765');
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByText('Please enter the valid phone number')).toBeVisible();
    await shell.submitPhone(uniquePhone());
    await page.getByRole('dialog', { name: 'Verify your number' }).getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('dialog', { name: 'Verify your number' }).getByRole('alert')).toHaveText('Enter OTP');
  });
});

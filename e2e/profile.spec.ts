import { expect, test } from '@playwright/test';
import { ProfilePages } from './pages/profile-pages';

const EXTRA = ['Request Callbacks', 'My Projects', 'Plan Management', 'Subscription History'];

test.describe('profile pages (issue 4)', () => {
  test('a visitor saves a listing while logged out, registers and finds it on Saved Properties', async ({ page }) => {
    const p = new ProfilePages(page);
    await page.goto('/search/residential/type=sale');
    await p.shell.pickCity('Mysuru');
    // Picking the city re-renders the results for it: wait for them before choosing a card.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mysuru');
    const card = page.getByTestId('listing-card').first();
    // The results follow the city too (the same path, another city: not the list the page held).
    await expect(card).toContainText('Mysuru');
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
    await p.finishLogin('Meera Nair');
    await expect(p.shell.toast('Property saved successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profile-pages\/my-profile\/view-profile$/);
    await expect(p.heading()).toHaveText('My Profile');

    await p.sidebarNav().getByRole('link', { name: 'Saved Properties' }).click();
    await expect(p.heading()).toHaveText('Saved Properties');
    const saved = page.getByTestId('listing-card').filter({ hasText: title });
    await expect(saved).toHaveCount(1);
    // Removing it from here takes it off the list (the list reloads after a remove).
    await saved.getByRole('button', { name: `Remove ${title} from saved properties` }).click();
    await expect(p.shell.toast('Property removed successfully')).toBeVisible();
    await expect(page.getByText('You have not saved any property yet')).toBeVisible();
  });

  test('a new user who posts as an owner gets the owner menus', async ({ page }) => {
    const p = new ProfilePages(page);
    await page.goto('/');
    await p.shell.pickCity('Pune');
    await p.postPropertyButton().click();
    await p.finishLogin('Ravi Kumar');
    await p.chooseUserType('Owner');
    await expect(p.postChooser()).toBeVisible();
    await p.postChooser().getByRole('button', { name: 'Flat/Apartment' }).click();
    await expect(page).toHaveURL(/\/post-property\/residential\/flat-apartment\/sale$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Flat/Apartment for sale');

    await page.goto('/profile-pages/recent-activities');
    await expect(p.heading()).toHaveText('Recent Activities');
    expect(await p.sidebarItems()).toEqual(expect.arrayContaining(EXTRA));
    const header = await p.headerMenuItems();
    expect(header).toContain('Request Callbacks');
    expect(header).not.toContain('Plan Management');
    await page.getByRole('link', { name: 'My Properties' }).click();
    await expect(page.getByText('You have not posted any property yet')).toBeVisible();
  });

  test('a builder registers with a logo and gets the builder menus', async ({ page }) => {
    const p = new ProfilePages(page);
    await page.goto('/');
    await p.shell.pickCity('Hyderabad');
    await p.postPropertyButton().click();
    await p.finishLogin('Kiran Rao');
    await p.chooseUserType('Builder');
    await p.registerBuilder({ company: 'Skyline Builders', name: 'Kiran Rao', role: 'Managing Director' });
    await expect(p.postChooser()).toBeVisible();
    await expect(p.postChooser().getByRole('switch', { name: 'Post a project instead of a property' })).toBeVisible();
    await p.postChooser().getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.goto('/profile-pages/my-projects');
    await expect(p.heading()).toHaveText('My Projects');
    expect(await p.sidebarItems()).toEqual(expect.arrayContaining(EXTRA));
    await expect(p.sidebar().locator('img')).toBeVisible(); // the logo, not the builder default avatar
    await expect(page.getByRole('button', { name: 'Post Project' }).first()).toBeVisible();
    expect(await p.headerMenuItems()).toEqual(expect.arrayContaining(['My Projects', 'Plan Management', 'Subscription History']));
    await page.goto('/profile-pages/my-profile/view-profile');
    await expect(page.getByText('Skyline Builders')).toBeVisible();
  });

  test('unsaved changes: Cancel keeps the edits, Save Changes saves and goes back', async ({ page }) => {
    const p = new ProfilePages(page);
    await page.goto('/');
    await p.shell.pickCity('Chennai');
    await p.newUser('Divya Menon');
    await page.goto('/profile-pages/my-profile/view-profile');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(p.heading()).toHaveText('Edit Profile');
    const name = p.editForm().getByLabel('Full name');
    await expect(name).toHaveValue('Divya Menon');
    await name.fill('Divya Krishnan');
    await p.editForm().getByLabel('About you').fill('Looking for a 2 BHK near the beach.');

    await p.back().click();
    await expect(p.unsavedDialog()).toBeVisible();
    await p.unsavedDialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(p.unsavedDialog()).toBeHidden();
    await expect(page).toHaveURL(/edit-profile$/);
    await expect(name).toHaveValue('Divya Krishnan');

    await p.back().click();
    await p.unsavedDialog().getByRole('button', { name: 'Save Changes' }).click();
    await expect(p.savedDialog()).toBeVisible();
    await expect(page).toHaveURL(/view-profile$/);
    await expect(page.getByText('Looking for a 2 BHK near the beach.')).toBeVisible();
    await expect(p.sidebar()).toContainText('Divya Krishnan');
    await expect(p.shell.profileMenu()).toContainText('Divya Krishnan');
  });

  test('settings: a switch saves at once and the e-mail gets verified with the code', async ({ page }) => {
    const p = new ProfilePages(page);
    await page.goto('/');
    await p.shell.pickCity('Mumbai');
    await p.newUser('Sara Khan');
    await page.goto('/profile-pages/settings-page');
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp alerts' });
    await expect(whatsapp).not.toBeChecked();
    await whatsapp.check();
    await expect(p.shell.toast('Notification settings updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'WhatsApp alerts' })).toBeChecked();

    const email = `sara.${Date.now()}@example.com`;
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(p.shell.toast(/verification code has been sent/)).toBeVisible();
    const outbox = await (await page.request.get(`/api/dev/mail-outbox?email=${encodeURIComponent(email)}`)).json();
    const code = String(outbox.data[0].body ?? outbox.data[0].text).match(/\b(\d{6})\b/)![1];
    await page.getByLabel(`Code sent to ${email}`).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('email-verified')).toHaveText('Verified');
  });
});

test.describe('profile pages: guards and small screens', () => {
  test('a token cookie that does not verify is sent home by the page itself', async ({ page, context, baseURL }) => {
    // The middleware only sees that a cookie exists; the page checks the token.
    await context.addCookies([{ name: 'access_token', value: 'not-a-real-token', url: baseURL! }]);
    await page.goto('/profile-pages/settings-page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 700 } });

    test('the sidebar folds above the content and nothing overflows', async ({ page }) => {
      const p = new ProfilePages(page);
      await page.goto('/');
      await p.shell.pickCity('Mysuru');
      await p.newUser('Nisha Patel');
      await page.goto('/profile-pages/saved-property');
      await expect(p.sidebarNav()).toBeHidden();
      await p.sidebar().getByRole('button', { name: 'Menu: Saved Properties' }).click();
      await expect(p.sidebarNav().getByRole('link', { name: 'Settings' })).toBeVisible();
      await expect(p.sidebarNav().getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await p.sidebarNav().getByRole('link', { name: 'Settings' }).click();
      await expect(p.heading()).toHaveText('Settings');
      await expect(p.sidebarNav()).toBeHidden();
    });
  });
});


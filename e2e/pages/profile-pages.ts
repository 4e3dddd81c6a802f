import { encodePng } from './png';
import { expect, type Page } from '@playwright/test';
import { Shell, uniquePhone } from './shell';

/** The profile pages and the account dialogs around them, as a user meets them. */
export class ProfilePages {
  readonly shell: Shell;
  constructor(readonly page: Page) { this.shell = new Shell(page); }

  sidebar() { return this.page.getByRole('complementary', { name: 'Your account' }); }
  sidebarNav() { return this.page.getByRole('navigation', { name: 'Profile' }); }
  heading() { return this.page.getByRole('heading', { level: 1 }); }

  async sidebarItems(): Promise<string[]> {
    await expect(this.sidebarNav().getByRole('link').first()).toBeAttached();
    return this.sidebarNav().getByRole('link').allTextContents();
  }

  async headerMenuItems(): Promise<string[]> {
    await this.shell.profileMenu().click();
    const menu = this.page.locator('.dropdown-menu.show');
    await expect(menu).toBeVisible();
    const items = await menu.getByRole('link').allTextContents();
    await this.page.keyboard.press('Escape');
    return items;
  }

  /** Phone, OTP from the demo hint and registration, once the login dialog is open. */
  async finishLogin(name: string, phone = uniquePhone()) {
    await this.shell.submitPhone(phone);
    await this.shell.enterOtp(await this.shell.demoOtp());
    await this.shell.register(name);
  }

  /** A brand-new registered user, logged in from the header. */
  async newUser(name: string) {
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
    await this.finishLogin(name);
    await expect(this.shell.profileMenu()).toBeVisible();
  }

  postPropertyButton() { return this.page.getByRole('banner').getByRole('button', { name: 'Post Property' }); }
  userTypeDialog() { return this.page.getByRole('dialog', { name: 'What you are' }); }
  builderDialog() { return this.page.getByRole('dialog', { name: 'Builder registration' }); }
  postChooser() { return this.page.getByRole('dialog', { name: 'Post your property' }); }

  async chooseUserType(label: 'Buyer' | 'Agent' | 'Owner' | 'Builder') {
    await expect(this.userTypeDialog()).toBeVisible();
    await this.userTypeDialog().getByRole('button', { name: label, exact: true }).click();
  }

  async registerBuilder(v: { company: string; name: string; role: string }) {
    const d = this.builderDialog();
    await expect(d).toBeVisible();
    await d.getByLabel('Company logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngFixture() });
    await expect(d.getByRole('img', { name: /Company logo/ })).toBeVisible();
    await d.getByLabel('Company name').fill(v.company);
    await d.getByLabel('Your name').fill(v.name);
    await d.getByLabel('Your role in the company').fill(v.role);
    await d.getByRole('button', { name: 'Register as builder' }).click();
  }

  editForm() { return this.page.getByRole('form', { name: 'Edit profile' }); }
  back() { return this.page.getByRole('button', { name: 'Back', exact: true }); }
  unsavedDialog() { return this.page.getByRole('dialog', { name: 'Unsaved changes' }); }
  savedDialog() { return this.page.getByRole('dialog').filter({ hasText: 'Changes Saved Successfully' }); }
}

/** A small valid PNG (16x16, a green square). */
export const pngFixture = (size = 16) => encodePng(size, size, () => [15, 110, 90]);

import { expect, type Page } from '@playwright/test';

/** Settings' privacy parts as a user meets them: consents, download, delete. */
export class ConsentSettings {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/profile-pages/settings-page');
    await expect(this.page.getByRole('heading', { name: 'Your consents' })).toBeVisible();
  }

  consents() { return this.page.getByRole('region', { name: 'Your consents' }).getByRole('listitem'); }
  consent(label: string | RegExp) { return this.consents().filter({ hasText: label }); }
  switch(label: string) { return this.page.getByRole('switch', { name: label }); }

  async withdraw(label: string) {
    await this.consent(label).getByRole('button', { name: /^Withdraw/ }).click();
    await expect(this.consent(label).getByText('Withdrawn', { exact: true })).toBeVisible();
  }

  /** Clicks Download my data and reads the JSON file the browser saves. */
  async download(): Promise<Record<string, unknown>> {
    const [file] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    return JSON.parse(await readFile(path, 'utf8'));
  }

  deleteDialog() { return this.page.getByRole('dialog', { name: 'Delete your account?' }); }

  async deleteAccount(typed: string) {
    const d = this.deleteDialog();
    if (!(await d.isVisible())) await this.page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
    await expect(d).toBeVisible();
    await d.getByLabel('Your mobile number').fill(typed);
    await d.getByRole('button', { name: 'Delete my account' }).click();
  }
}

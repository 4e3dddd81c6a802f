import { expect, type Page } from '@playwright/test';

/** /grievances as a visitor uses it: the officer's details and the complaint form. */
export class GrievancePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/grievances');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
  }

  officer() { return this.page.getByRole('region', { name: 'Grievance officer' }); }
  form() { return this.page.getByRole('form', { name: 'File a grievance' }); }

  async file(o: { name: string; email: string; category: string; subject: string; message: string }) {
    const f = this.form();
    await f.getByLabel('Your name').fill(o.name);
    await f.getByLabel('E-mail').fill(o.email);
    await f.getByLabel('What is it about?').selectOption({ label: o.category });
    await f.getByLabel('Subject').fill(o.subject);
    await f.getByLabel('What happened, and what would you like us to do?').fill(o.message);
    await f.getByRole('button', { name: 'File grievance' }).click();
    const done = this.page.getByRole('status').filter({ hasText: 'Your complaint is registered as ticket' });
    await expect(done).toBeVisible();
    return (await done.textContent())!.match(/GB-G-\d{4}-\d{6}/)![0];
  }
}

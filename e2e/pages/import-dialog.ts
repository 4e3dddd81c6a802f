import { expect, type Page } from '@playwright/test';

/** "Import from a spreadsheet" on My Properties, by its labels and roles. */
export class ImportDialogPage {
  constructor(readonly page: Page) {}
  openButton() { return this.page.getByRole('button', { name: 'Import from a spreadsheet' }); }
  dialog() { return this.page.getByRole('dialog', { name: 'Import from a spreadsheet' }); }
  async open() {
    await this.openButton().click();
    await expect(this.dialog()).toBeVisible();
  }
  templateLink(group: string) { return this.dialog().getByRole('link', { name: `Download the ${group} template (CSV)` }); }
  async choose(group: string, name: string, csv: string) {
    await this.dialog().getByLabel('Kind of property').selectOption(group);
    await this.dialog().getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.dialog().getByRole('button', { name: 'Check the file' }).click();
  }
  errors() { return this.dialog().getByRole('list', { name: 'Rows with errors' }); }
  failures() { return this.dialog().getByRole('list', { name: 'Rows not imported' }); }
  progress() { return this.dialog().getByRole('progressbar', { name: 'Import progress' }); }
  status() { return this.dialog().getByRole('status'); }
}

/** A CSV under the template's own header: one row per object, keyed by header. */
export function csvUnder(header: string[], rows: Record<string, string>[]): string {
  const q = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [header.map(q).join(','), ...rows.map((r) => header.map((h) => q(r[h] ?? '')).join(','))].join('\r\n') + '\r\n';
}

/** The template's header cells (one line; "Building, society or project name" comes quoted). */
export function headerOf(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').trim();
  return [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]));
}

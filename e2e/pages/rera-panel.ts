import { expect, type Locator, type Page } from '@playwright/test';

/** The RERA block at the top of a project page (and of a home under construction): number, authority, QR. */
export class ReraPanel {
  constructor(readonly page: Page) {}

  region(): Locator { return this.page.getByRole('region', { name: 'RERA registered' }).first(); }
  number(): Locator { return this.region().getByTestId('rera-number'); }
  qr(): Locator { return this.region().getByRole('link', { name: /^QR code:/ }); }
  link(): Locator { return this.region().getByRole('link', { name: /\.gov\.in|up-rera\.in/ }); }

  /** Number shown, QR drawn, and the QR and link both open `checkUrl` (the authority's check page). */
  async expectRegistered(number: RegExp | string, checkUrl: RegExp | string) {
    await expect(this.number()).toHaveText(number);
    await expect(this.qr().locator('svg')).toBeVisible();
    await expect(this.qr()).toHaveAttribute('href', checkUrl);
    await expect(this.link()).toHaveAttribute('href', checkUrl);
    await expect(this.page.getByText(/not provided/i)).toHaveCount(0);
  }
}

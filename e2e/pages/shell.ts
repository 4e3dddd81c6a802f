import { expect, type Page } from '@playwright/test';

/** The site shell as a visitor uses it: city dialog, login dialogs, profile menu. */
export class Shell {
  constructor(readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
  }

  locationDialog() {
    return this.page.getByRole('dialog', { name: 'Select Location' });
  }

  /**
   * Picks a city in the Select Location dialog: the one a first visit to the
   * home page opens, or (anywhere else, or later) the header's city button.
   */
  async pickCity(city: string) {
    const dialog = this.locationDialog();
    const onHome = new URL(this.page.url()).pathname === '/';
    // The home page's first-visit dialog loads its code on open: give it a moment.
    const opened = onHome && await dialog.waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false);
    if (!opened && !(await dialog.isVisible())) await this.cityButton().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: city, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.cityButton()).toContainText(city);
  }

  cityButton() {
    return this.page.getByRole('button', { name: /^City: / });
  }

  /** The header's city in the server's HTML, before any script ran (what the first paint shows). */
  async serverHeaderCity(path: string): Promise<string | null> {
    const html = await (await this.page.request.get(path)).text();
    return /aria-label="City: ([^"]*?)\. Change city"/.exec(html)?.[1] ?? null;
  }

  /**
   * Records every text the header's city button shows from the first paint on
   * (call before opening the page); `shownCities()` reads them back.
   */
  async recordHeaderCity() {
    await this.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cities: string[] }).__cities = seen;
      const note = () => {
        const text = document.querySelector('.city-button')?.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  shownCities(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __cities: string[] }).__cities);
  }

  async startLogin(phone: string) {
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
    await this.submitPhone(phone);
  }

  async submitPhone(phone: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Login or sign up' });
    await dialog.getByLabel('Mobile number').fill(phone);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(this.page.getByRole('dialog', { name: 'Verify your number' })).toBeVisible();
  }

  /** Reads the OTP from the demo-mode hint, as a new user would. */
  async demoOtp(): Promise<string> {
    const hint = this.page.getByTestId('demo-otp');
    await expect(hint).toHaveText(/^\d{4}$/);
    return (await hint.textContent())!;
  }

  async enterOtp(otp: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Verify your number' });
    // The dialog focuses the first box once its opening transition ends: typing
    // before that raced the focus and lost a digit on slow runs.
    await expect(dialog.getByLabel('OTP digit 1 of 4')).toBeFocused();
    for (let i = 0; i < otp.length; i++) {
      const box = dialog.getByLabel(`OTP digit ${i + 1} of 4`);
      await box.fill(otp[i]);
      await expect(box).toHaveValue(otp[i]);
    }
    await dialog.getByRole('button', { name: 'VERIFY' }).click();
  }

  async register(name: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Register your account' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
  }

  profileMenu() {
    return this.page.getByRole('button', { name: /^Profile menu for / });
  }

  async logout() {
    await this.profileMenu().click();
    await this.page.getByRole('button', { name: 'Logout' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Log out?' });
    await confirm.getByRole('button', { name: 'Logout' }).click();
  }

  toast(text: string | RegExp) {
    return this.page.locator('.Toastify').getByText(text);
  }
}

let seq = 0;
/** A phone number unique to this run and test, inside the demo range. */
export function uniquePhone(): string {
  seq += 1;
  const stamp = String(Date.now() % 100000).padStart(5, '0');
  return `97${stamp}${String(seq).padStart(3, '0')}`;
}

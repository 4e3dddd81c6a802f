import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

export const TEXT = {
  failed: 'Payment failed. No money was taken and no plan was added. You can try again.',
  cancelled: 'Payment cancelled. No plan was added.',
  paid: 'Payment successful. Your plan is active.',
};

/** Plan purchase, sandbox checkout, plan management and history, as a poster uses them. */
export class PlansPages {
  readonly shell: Shell;
  constructor(readonly page: Page) { this.shell = new Shell(page); }

  /** Logs a seeded demo user in from the header (OTP from the demo hint). */
  async loginDemo(phone: string) {
    await this.page.goto('/');
    await this.shell.pickCity('Mysuru');
    await this.shell.startLogin(phone);
    await this.shell.enterOtp(await this.shell.demoOtp());
    await expect(this.shell.profileMenu()).toBeVisible();
  }

  plan(name: string) { return this.page.getByRole('radio', { name: new RegExp(`^${name} `) }); }

  /** The first rupee amount a plan's card shows. */
  async firstAmount(name: string) {
    const card = this.page.locator('label.plan-card').filter({ has: this.plan(name) });
    return (await card.locator('.plan-card__price').textContent())!.match(/₹\s?[\d,]+(\.\d+)?/)![0];
  }

  async choosePlan(name: string) {
    await this.plan(name).check();
    await this.page.getByRole('button', { name: 'Continue to billing' }).click();
  }

  async fillBilling(v: { name: string; email: string; address: string; city: string; pincode: string; state: string; gstin?: string }) {
    const form = this.page.getByRole('form', { name: 'Billing details' });
    await form.getByLabel('Name on the invoice').fill(v.name);
    await form.getByLabel('E-mail for the invoice').fill(v.email);
    await form.getByLabel('Address').fill(v.address);
    await form.getByLabel('City').fill(v.city);
    await form.getByLabel('PIN code').fill(v.pincode);
    await form.getByLabel('State').selectOption(v.state);
    if (v.gstin !== undefined) await form.getByLabel('GSTIN (optional)').fill(v.gstin);
  }

  async continueToPayment() {
    await this.page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(this.page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  }

  /** Review step's Pay: creates the order and opens the sandbox checkout. */
  async payOrder() {
    await this.page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(this.page).toHaveURL(/\/subscription\/checkout\/\d+$/);
    await expect(this.page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  }

  checkoutButton(name: 'pay' | 'fail' | 'cancel') {
    const label = { pay: /^Pay ₹/, fail: 'Simulate a failed payment', cancel: 'Cancel payment' }[name];
    return this.page.getByRole('button', { name: label });
  }

  checkoutMessage() { return this.page.locator('.checkout [role="alert"][aria-live]'); }

  planBox(name: string) { return this.page.getByRole('article', { name }); }
}

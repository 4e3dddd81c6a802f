import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type Messages from '../messages/en.json';
import { axeViolations, settle } from './pages/axe';
import { uniquePhone } from './pages/shell';

// Login with OTP in Hindi and Kannada (docs/languages.md, "The account dialogs"):
// every dialog of the journey speaks the page's language, the server's coded
// answers (a wrong OTP) are worded in it, and no button text is clipped at a
// phone's width or a desktop's.

const catalogue = (lang: string): typeof Messages => JSON.parse(readFileSync(new URL(`../messages/${lang}.json`, import.meta.url), 'utf8'));
const en = catalogue('en');
const WORDS = { hi: catalogue('hi'), kn: catalogue('kn') } as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'city_name', value: 'Mysuru', url: baseURL! }]);
});

/** Buttons of the dialog whose text overflows them. */
async function clippedButtons(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => [...root.querySelectorAll<HTMLElement>('button, a.btn, label.btn')]
    .filter((b) => b.getClientRects().length > 0 && b.scrollWidth > b.clientWidth + 1)
    .map((b) => `${b.textContent?.trim() || b.getAttribute('aria-label')} (${b.scrollWidth} > ${b.clientWidth})`));
}

/** English sentences of the auth catalogue (fixed parts of two words or more) still in the dialog. */
async function englishIn(dialog: Locator): Promise<string[]> {
  const text = await dialog.evaluate((root) => [root.textContent ?? '',
    ...[...root.querySelectorAll('[aria-label],[placeholder]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('placeholder') ?? ''}`)].join('\n'));
  const sentences: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      for (const part of v.split(/\{\w+\}/)) {
        const p = part.trim().replace(/[.:]$/, '');
        if (p.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length >= 2) sentences.push(p);
      }
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(en.auth);
  return sentences.filter((s) => text.includes(s));
}

async function checkDialog(page: Page, dialog: Locator, shot: string) {
  await expect(dialog).toBeVisible();
  // Past the opening transition, in the page's font: what the visitor reads.
  await expect(dialog).toHaveClass(/\bshow\b/);
  await page.evaluate(async () => { await document.fonts.ready; });
  expect(await clippedButtons(dialog), 'no clipped button').toEqual([]);
  expect(await englishIn(dialog), 'no English left').toEqual([]);
  await page.screenshot({ path: `test-results/${shot}.png` });
}

async function typeOtp(dialog: Locator, digit: string, otp: string) {
  for (let i = 0; i < otp.length; i++) {
    const box = dialog.getByLabel(digit.replace('{n}', String(i + 1)).replace('{count}', '4'));
    await box.fill(otp[i]);
    await expect(box).toHaveValue(otp[i]);
  }
}

for (const lang of ['hi', 'kn'] as const) {
  for (const width of [390, 1440]) {
    test(`${lang} at ${width}px: login with OTP, registration and logout, every dialog in the language`, async ({ page }) => {
      const w = WORDS[lang];
      const a = w.auth;
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(`/${lang}`);
      await settle(page);
      await page.getByRole('button', { name: w.header.login, exact: true }).click();

      const mobile = page.getByRole('dialog', { name: a.mobile.title });
      await checkDialog(page, mobile, `languages-login-${lang}-${width}-mobile`);
      await expect(mobile.getByText(a.mobile.lead)).toBeVisible();
      expect(await axeViolations(page, '.modal')).toEqual([]);
      await mobile.getByRole('button', { name: a.mobile.submit }).click();
      await expect(mobile.getByText(a.validation.phoneRequired, { exact: true })).toBeVisible();
      await mobile.getByLabel(a.mobile.number).fill(uniquePhone());
      await mobile.getByRole('button', { name: a.mobile.submit }).click();
      await expect(page.locator('.Toastify').getByText(w.serverMessages.otp_sent)).toBeVisible();

      const otp = page.getByRole('dialog', { name: a.otp.title });
      await expect(otp.getByTestId('demo-otp')).toHaveText(/^\d{4}$/);
      const right = (await otp.getByTestId('demo-otp').textContent())!;
      await expect(otp).toContainText(a.otp.demo);
      await checkDialog(page, otp, `languages-login-${lang}-${width}-otp`);
      // A wrong code: the server's coded answer, worded in the language under the boxes.
      await expect(otp.getByLabel(a.otp.digit.replace('{n}', '1').replace('{count}', '4'))).toBeFocused();
      await typeOtp(otp, a.otp.digit, right === '0000' ? '1111' : '0000');
      await otp.getByRole('button', { name: a.otp.verify }).click();
      await expect(otp.getByRole('alert')).toHaveText(w.serverMessages.otp_invalid.replace('{n}', '2'));
      await typeOtp(otp, a.otp.digit, right);
      await otp.getByRole('button', { name: a.otp.verify }).click();

      const register = page.getByRole('dialog', { name: a.register.title });
      await checkDialog(page, register, `languages-login-${lang}-${width}-register`);
      await register.getByRole('button', { name: a.register.submit }).click();
      await expect(register.getByText(a.validation.required, { exact: true })).toBeVisible();
      await register.getByLabel(a.register.name).fill('Asha Rao');
      await register.getByRole('button', { name: a.register.submit }).click();
      await expect(register).toBeHidden();

      const menu = page.getByRole('button', { name: a.account.menu.replace('{name}', 'Asha Rao') });
      await expect(menu).toBeVisible();
      await menu.click();
      await page.getByRole('button', { name: a.account.logout, exact: true }).click();
      const logout = page.getByRole('dialog', { name: a.logout.title });
      await checkDialog(page, logout, `languages-login-${lang}-${width}-logout`);
      await logout.getByRole('button', { name: a.logout.confirm, exact: true }).click();
      await expect(page.locator('.Toastify').getByText(a.logout.done)).toBeVisible();
      // Back on the home page in the same language.
      await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
      await expect(page.getByRole('button', { name: w.header.login, exact: true })).toBeVisible();
    });
  }
}

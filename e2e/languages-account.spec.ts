import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './pages/axe';
import { catalogue, englishLeft, latinWordsIn, noOverflowOrClipping } from './pages/language-checks';
import { ApiActor } from './pages/trust-actors';
import { signInBrowser } from './pages/session';

// A signed-in agent in Hindi and Kannada (docs/languages.md, "The plan and profile pages"): buys a
// plan through the sandbox gateway and downloads their data, every screen on the way in the
// language, nothing clipped or overflowing at a phone's width or a desktop's.

const NAME = 'Lakshmi Rao';
const AGENT_PLANS = ['Agent Starter', 'Agent Pro', 'Agent Premium'];
const PLAN_NAMES = [...AGENT_PLANS, 'Owner Basic', 'Owner Plus', 'Owner Premium', 'Builder Project', 'Builder Growth', 'Builder Enterprise'];

/** What a screen of this journey must be: no catalogue English, no stray Latin word in its main part, nothing clipped. */
async function inLanguage(page: Page, allowed: string[]) {
  await settle(page);
  expect(await englishLeft(page, ['plans', 'profile']), 'no English left').toEqual([]);
  expect(await latinWordsIn(page.locator('.plans-page, .profile-content'), allowed), 'no English word').toEqual([]);
  await noOverflowOrClipping(page);
}

for (const lang of ['hi', 'kn'] as const) {
  const w = catalogue(lang);
  for (const width of [390, 1440]) {
    test(`${lang} at ${width}px: an agent buys a plan in the sandbox and downloads their data`, async ({ page, request, baseURL }) => {
      test.slow(); // two pages checked by axe and a whole purchase, on a shared machine
      await page.setViewportSize({ width, height: 900 });
      const agent = await new ApiActor(request).signUp(NAME, 'agent');
      await signInBrowser(page, baseURL!, agent, { userType: 'agent', name: NAME });

      // The public price list, then the plans list of the purchase: descriptions, features, prices and
      // labels in the language; plan names are the product's.
      await page.goto(`/${lang}/pricing`);
      await expect(page.getByRole('heading', { level: 1, name: w.plans.pricing.title })).toBeVisible();
      await expect(page.getByRole('link', { name: w.plans.pricing.buy.replace('{name}', 'Agent Starter') }))
        .toHaveAttribute('href', `/${lang}/subscription/plans`);
      await settle(page);
      expect(await englishLeft(page, ['plans']), 'no English left').toEqual([]);
      expect(await latinWordsIn(page.locator('.page-width'), PLAN_NAMES), 'no English word').toEqual([]);
      await page.goto(`/${lang}/subscription/plans`);
      await expect(page.getByRole('heading', { level: 1, name: w.plans.choose })).toBeVisible();
      const starter = page.getByRole('radio', { name: /^Agent Starter / });
      await expect(page.locator('label.plan-card').filter({ has: starter })).toContainText(w.plans.features.more.replace('{n}', '10'));
      await inLanguage(page, AGENT_PLANS);
      expect(await axeViolations(page), 'axe on the plans page').toEqual([]);
      await page.screenshot({ path: `test-results/languages-account-${lang}-${width}.png`, fullPage: true });

      await starter.check();
      await page.getByRole('button', { name: w.plans.continueBilling }).click();
      const form = page.getByRole('form', { name: w.plans.billing.title });
      await form.getByLabel(w.plans.billing.name).fill(NAME);
      await form.getByLabel(w.plans.billing.email).fill('lakshmi@example.com');
      await form.getByLabel(w.plans.billing.address).fill('21 Temple Road, Vijayanagar');
      await form.getByLabel(w.plans.billing.city, { exact: true }).fill('Mysuru');
      await form.getByLabel(w.plans.billing.pincode).fill('5700');
      await form.getByLabel(w.plans.billing.state).selectOption('Karnataka');
      await page.getByRole('button', { name: w.plans.billing.continue }).click();
      // The schema's English message is shown in the language.
      await expect(form.getByText(w.plans.validation.pincodeValid)).toBeVisible();
      await form.getByLabel(w.plans.billing.pincode).fill('570017');
      await page.getByRole('button', { name: w.plans.billing.continue }).click();

      // Review: the order summary in the language, money in Latin digits (₹2,999 + 9 % CGST + 9 % SGST).
      await expect(page.getByRole('heading', { name: w.plans.pay.title })).toBeVisible();
      const pay = w.plans.pay.pay.replace('{price}', '₹3,538.82');
      await inLanguage(page, [...AGENT_PLANS, NAME, 'Mysuru', 'Karnataka']);
      await page.getByRole('button', { name: pay }).click();

      // The sandbox checkout, then success on Plan Management, still in the language.
      await expect(page).toHaveURL(new RegExp(`/${lang}/subscription/checkout/\\d+$`));
      await expect(page.getByRole('heading', { name: w.plans.checkout.title })).toBeVisible();
      await inLanguage(page, AGENT_PLANS);
      await page.getByRole('button', { name: pay }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile-pages/plan-management\\?paid=\\d+$`));
      await expect(page.getByRole('status').filter({ hasText: w.plans.checkout.resultPaid })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Agent Starter' })).toContainText(w.plans.box.active);

      // Settings, by the sidebar's link in the language (behind the menu toggle on a phone): "Download my data" gives this user's JSON.
      if (width < 992) await page.getByRole('button', { name: w.profile.menuCurrent.replace('{label}', w.profile.items.plans) }).click();
      await page.getByRole('navigation', { name: w.profile.nav }).getByRole('link', { name: w.profile.items.settings }).click();
      await expect(page).toHaveURL(`/${lang}/profile-pages/settings-page`);
      await expect(page.getByRole('heading', { level: 1, name: w.profile.items.settings })).toBeVisible();
      await inLanguage(page, [NAME, 'GharBazaar']);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: w.profile.data.download }).click(),
      ]);
      expect(file.suggestedFilename()).toBe('gharbazaar-my-data.json');
      const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as { profile: { phone_number: string; name: string } };
      expect(data.profile).toMatchObject({ phone_number: agent.phone, name: NAME });
      await expect(page.getByText(w.profile.data.downloading)).toBeVisible();

      // My Profile: every label in the language, and axe-clean.
      await page.goto(`/${lang}/profile-pages/my-profile/view-profile`);
      await expect(page.getByRole('heading', { level: 1, name: w.profile.items.profile })).toBeVisible();
      await expect(page.getByText(w.profile.details.roles.agent, { exact: true })).toBeVisible();
      await inLanguage(page, [NAME]);
      expect(await axeViolations(page), 'axe on the profile page').toEqual([]);

      // Its Edit link keeps the language, and so does the form (the agent's RERA form below it is not translated yet).
      await page.getByRole('link', { name: w.profile.details.edit }).click();
      await expect(page).toHaveURL(`/${lang}/profile-pages/my-profile/edit-profile`);
      const edit = page.getByRole('form', { name: w.profile.edit.form });
      await expect(edit.getByLabel(w.profile.edit.fullName)).toHaveValue(NAME);
      await settle(page);
      expect(await englishLeft(page, ['plans', 'profile']), 'no English left').toEqual([]);
      expect(await latinWordsIn(edit, [NAME]), 'no English word').toEqual([]);
      await noOverflowOrClipping(page);
    });
  }
}

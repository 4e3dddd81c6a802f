import { expect, test, type Page } from '@playwright/test';
import { validBody } from '../tests/helpers/posting-bodies';
import { ItemWizardPage } from './pages/item-wizard';
import { newOwnerAtChooser, openHomeIn, verifyGuestPhone } from './pages/posting-flows';
import { PlansPages } from './pages/plans-pages';
import { PostingWizardPage } from './pages/posting-wizard';
import { uniquePhone } from './pages/shell';

// Issue 23, items 5-7: where a newcomer stumbled in the posting wizards.

/** Posts a flat for sale through the real create call with this page's session. */
async function postFlat(page: Page, body = validBody('apartment', 'sale', 6_100_000)) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.post('/api/property/apartment/create-apartment-property', { headers: { 'x-access-token': token! }, data: body });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { property_id: number };
}

test('a guest finds PG posting among the guest choices, reads that the number stays private, and PG errors name the fields', async ({ page }) => {
  test.setTimeout(120_000);
  await openHomeIn(page);
  await page.goto('/post-property/guest');
  const pg = page.getByRole('link', { name: 'PG / Co-living' });
  await expect(pg).toBeVisible();
  await page.getByText('Rent out', { exact: true }).click();
  await expect(pg).toBeVisible();
  await pg.click();
  await expect(page).toHaveURL(/\/post-pg\/pg-guest\/pg$/);

  const verify = page.getByRole('form', { name: 'Verify your mobile number' });
  await expect(verify).toContainText('Your number stays private');
  await expect(verify).not.toContainText('will call this number');
  await verifyGuestPhone(page, uniquePhone());

  const w = new ItemWizardPage(page);
  await expect(w.stepTitle()).toHaveText('PG name and for whom');
  await w.fill('PG name *', 'Texts Check PG');
  await w.choose('For whom *', 'Girls / Women');
  await w.next('Where the PG is');
  await w.fill('Street address *', '7, 2nd Cross, Saraswathipuram');
  await w.next();
  await expect(w.error('Locality and city is required!')).toBeVisible();
  await w.locality('saraswathi', /^Saraswathipuram, Mysuru/);
  await w.next('Rooms and rent');
  await w.next();
  for (const text of ['Rent per bed is required!', 'Total beds is required!', 'Beds available is required!']) await expect(w.error(text)).toBeVisible();
  await expect(w.form()).not.toContainText('_beds');
  await w.fill('Rent per bed *', '7000');
  await w.fill('Total beds *', '10');
  await w.fill('Beds available *', '4');
  await w.next('Food and house rules');
  await w.next();
  await expect(w.error('Available from is required!')).toBeVisible();
});

test('editing a listing shows the PIN code it was posted with, and a step tab opens the price at once', async ({ page }) => {
  test.setTimeout(120_000);
  await openHomeIn(page);
  await newOwnerAtChooser(page, 'Pin Owner');
  await page.keyboard.press('Escape');
  const body = validBody('apartment', 'sale', 6_400_000);
  body.g_location.postCode = '570009';
  const { property_id: id } = await postFlat(page, body);

  await page.goto(`/post-property/residential/flat-apartment/sale?edit=${id}`);
  const w = new PostingWizardPage(page);
  await expect(w.heading()).toHaveText('Edit your Flat/Apartment');
  await expect(w.form().getByLabel('PIN code')).toHaveValue('570009');
  await page.getByRole('navigation', { name: 'Posting steps' }).getByRole('button', { name: '3. Price' }).click();
  await expect(w.stepTitle()).toHaveText('Price');
  await expect(w.form().getByLabel('Price *')).toHaveValue('6400000');
});

test('an agent past the free allowance gets the plan offer on choosing what to post; the draft waits for the plan', async ({ page }) => {
  test.setTimeout(180_000);
  await openHomeIn(page);
  await newOwnerAtChooser(page, 'Second Listing Agent', 'Agent');
  await page.keyboard.press('Escape');
  await postFlat(page); // the one free live listing

  await page.getByRole('banner').getByRole('button', { name: 'Post Property' }).or(
    page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Add Property' })).first().click();
  const chooser = page.getByRole('dialog', { name: 'Post your property' });
  await chooser.getByText('Sell', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Flat/Apartment', exact: true }).click();
  const offer = chooser.getByRole('status').filter({ hasText: 'You have used all your live listings' });
  await expect(offer).toContainText('Your account includes 1 live listing and it is in use.');
  await expect(offer.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription/plans');
  await offer.getByRole('button', { name: 'Fill in the form now' }).click();

  await expect(page).toHaveURL(/\/post-property\/residential\/flat-apartment\/sale$/);
  const w = new PostingWizardPage(page);
  await expect(page.getByRole('status').filter({ hasText: 'You have used all your live listings' })).toBeVisible();
  await w.fill('Street address *', '21, Temple Road');
  // The draft is written 250 ms after a change: wait until it holds the address.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => localStorage.getItem(k)?.includes('21, Temple Road')))).toBe(true);

  const plans = new PlansPages(page);
  await page.getByRole('status').getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await plans.choosePlan('Agent Starter');
  await plans.fillBilling({ name: 'Second Listing Agent', email: 'agent@example.com', address: '8 Hunsur Road', city: 'Mysuru', pincode: '570017', state: 'Karnataka' });
  await plans.continueToPayment();
  await plans.payOrder();
  await plans.checkoutButton('pay').click();
  await expect(page).toHaveURL(/\/profile-pages\/plan-management\?paid=\d+/);

  await page.goto('/post-property/residential/flat-apartment/sale');
  await expect(w.form().getByLabel('Street address *')).toHaveValue('21, Temple Road');
  await expect(page.getByText('You have used all your live listings')).toHaveCount(0);
});

test('a guest whose number has used its live listing is offered a plan right after the OTP, not at the final Post', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  await openHomeIn(page);
  await page.goto('/post-property/guest/plot&sale');
  await verifyGuestPhone(page, phone);
  // The app keeps the guest token once the OTP answer is in: wait for it before reading it.
  await page.waitForFunction(() => sessionStorage.getItem('gb-guest-post') !== null);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('gb-guest-post')!).token as string);
  const res = await page.request.post('/api/post-property-guest/plot', { headers: { 'x-access-token': token }, data: validBody('plot', 'sale') });
  expect(res.status()).toBe(200); // the number's one free live listing

  // A new tab verifies the number again (the guest token lives in one tab).
  const second = await page.context().newPage();
  await second.goto('/post-property/guest/apartment&sale');
  await verifyGuestPhone(second, phone);
  const offer = second.getByRole('status').filter({ hasText: 'You have used all your live listings' });
  await expect(offer).toContainText('The account of this number includes 1 live listing and it is in use.');
  await expect(new PostingWizardPage(second).form().getByLabel('Street address *')).toBeVisible();
});

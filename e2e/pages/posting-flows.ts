import { expect, type Page } from '@playwright/test';
import { ProfilePages } from './profile-pages';
import { Shell } from './shell';

export const WIDTHS = [390, 1440] as const;

/** Home in Mysuru (the first visit asks for the city). */
export async function openHomeIn(page: Page, city = 'Mysuru') {
  await page.goto('/');
  await new Shell(page).pickCity(city);
}

/** SPEC §4 Post Property: the header button on wide screens, the bottom bar's Add Property on phones. */
export async function openPostChooser(page: Page) {
  await openPostChooserButton(page);
  const chooser = page.getByRole('dialog', { name: 'Post your property' });
  await expect(chooser).toBeVisible();
  return chooser;
}

/**
 * A brand-new poster, the way SPEC §4 has it: Post Property while logged out,
 * login and registration, 'What you are' = Owner, then the post chooser.
 * Fresh numbers, not the demo owner and agent: their seeded listings already
 * use the free allowance (one), and the OTP rules allow only
 * 5 texts per number an hour.
 */
export async function newOwnerAtChooser(page: Page, name: string, role: 'Owner' | 'Agent' = 'Owner') {
  await openPostChooserButton(page);
  const p = new ProfilePages(page);
  await p.finishLogin(name);
  await p.chooseUserType(role);
  await expect(p.postChooser()).toBeVisible();
}

async function openPostChooserButton(page: Page) {
  const header = page.getByRole('banner').getByRole('button', { name: 'Post Property' });
  if (await header.isVisible()) await header.click();
  else await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Add Property' }).click();
}

export async function choosePost(page: Page, purpose: 'Sell' | 'Rent out', type: string, open = true) {
  const chooser = open ? await openPostChooser(page) : page.getByRole('dialog', { name: 'Post your property' });
  await chooser.getByText(purpose, { exact: true }).click();
  await chooser.getByRole('button', { name: type, exact: true }).click();
  await expect(chooser).toBeHidden();
}

/** A residential rent search for one locality, newest first (the journey's listing on top). */
export function rentSearchPath(city: string, locality: string, propType = 'apartment') {
  const location = encodeURIComponent(JSON.stringify([{ label: `${locality}, ${city}`, value: { city, locality } }]));
  return `/search/residential/type=rent&location=${location}&propType=${propType}?sort=newest`;
}

/** The guest posting gate: the phone, then the demo OTP the form shows, then VERIFY. */
export async function verifyGuestPhone(page: Page, phone: string) {
  const verify = page.getByRole('form', { name: 'Verify your mobile number' });
  await verify.getByLabel('Mobile number').fill(phone);
  await verify.getByRole('button', { name: 'Send OTP' }).click();
  const otpForm = page.getByRole('form', { name: 'Enter the OTP' });
  const otp = (await otpForm.getByTestId('demo-otp').textContent())!;
  for (let i = 0; i < 4; i++) await otpForm.getByLabel(`OTP digit ${i + 1} of 4`).fill(otp[i]!);
  await otpForm.getByRole('button', { name: 'VERIFY' }).click();
}

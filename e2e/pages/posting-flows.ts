import { expect, type Page } from '@playwright/test';
import { ProfilePages } from './profile-pages';
import { Shell } from './shell';

export const OWNER = '9000000001';
export const AGENT = '9000000002';
export const WIDTHS = [390, 1440] as const;

/** Logs a demo user in from the header, reading the OTP from the demo hint. */
export async function loginAs(page: Page, phone: string) {
  const shell = new Shell(page);
  await shell.startLogin(phone);
  await shell.enterOtp(await shell.demoOtp());
  await expect(page.getByRole('dialog', { name: 'Verify your number' })).toBeHidden();
}

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
 * (The OTP rules allow 5 texts per number an hour, so journeys that repeat per
 * width use fresh numbers rather than the demo owner again and again.)
 */
export async function newOwnerAtChooser(page: Page, name: string) {
  await openPostChooserButton(page);
  const p = new ProfilePages(page);
  await p.finishLogin(name);
  await p.chooseUserType('Owner');
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

import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './pages/axe';
import { catalogue, englishLeft, latinWordsIn, noOverflowOrClipping } from './pages/language-checks';
import { PostingWizardPage } from './pages/posting-wizard';
import { signInBrowser } from './pages/session';
import { ApiActor } from './pages/trust-actors';

// Posting a flat with photos in Hindi and Kannada (docs/languages.md, "The property wizard"):
// every step speaks the page's language (labels, choices, validation, photo texts, the
// leave dialog, the toast and the result), no button is clipped at a phone's width or a
// desktop's, a step passes axe, and the listing is created, its link in the language.

const LOCALITY = 'Saraswathipuram';
// What stays in Latin letters: the poster's own words, the place names and the map's attribution.
const DESCRIPTION = 'Airy flat on the first floor, close to the Saraswathipuram market, parks and the bus stand.';
const POSTER = ['Lakshmi Residency', '14, 3rd Main Road', DESCRIPTION, LOCALITY, 'Mysuru', 'Leaflet', 'OpenStreetMap', 'contributors'];

const CASES = [
  { lang: 'hi', width: 390, postType: 'rent' },
  { lang: 'hi', width: 1440, postType: 'sale' },
  { lang: 'kn', width: 390, postType: 'sale' },
  { lang: 'kn', width: 1440, postType: 'rent' },
] as const;

/** The wizard so far (heading, step list, form, result) holds no English sentence of its catalogue and no Latin word but the poster's. */
async function inTheLanguage(page: Page, stepList: string) {
  await page.evaluate(async () => { await document.fonts.ready; });
  expect(await englishLeft(page, ['posting']), 'no English sentence left').toEqual([]);
  const wizard = page.locator('.profile-heading, form.posting-form, .posted-result').or(page.getByRole('navigation', { name: stepList }));
  expect(await latinWordsIn(wizard, POSTER), 'no English word left').toEqual([]);
}

for (const { lang, width, postType } of CASES) {
  test(`${lang} at ${width}px: an owner posts a flat for ${postType} with photos, every step in the language`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const w = catalogue(lang);
    const p = w.posting;
    const f = p.fields;
    const required = (label: string) => `${label} *`;
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    const owner = await new ApiActor(page.request).signUp('Ramya Shetty', 'owner');
    await signInBrowser(page, baseURL!, owner, { userType: 'owner', name: 'Ramya Shetty' });

    await page.goto(`/${lang}/post-property/residential/flat-apartment/${postType}`);
    const wiz = new PostingWizardPage(page, { next: p.wizard.next, addPhotos: new RegExp(`^${p.photos.add.split(' (')[0]}`), photoList: p.photos.list });
    await expect(wiz.heading()).toHaveText(p.title[postType].replace('{noun}', w.propTypes.apartment));
    await expect(wiz.stepTitle()).toHaveText(p.steps.location);

    // Location: its validation in the language, then the place.
    await wiz.next();
    await expect(wiz.form().getByText(p.validation.required.replace('{label}', f.address), { exact: true })).toBeVisible();
    await settle(page);
    expect(await axeViolations(page, 'main'), 'axe on the location step').toEqual([]);
    await wiz.form().getByLabel(f.name, { exact: true }).fill('Lakshmi Residency');
    await wiz.form().getByLabel(required(f.address), { exact: true }).fill('14, 3rd Main Road');
    await wiz.form().getByRole('combobox', { name: required(f.city) }).pressSequentially('saraswathi', { delay: 50 });
    await page.getByRole('option', { name: new RegExp(`^${LOCALITY}, Mysuru`) }).first().click();
    await inTheLanguage(page, p.wizard.nav);

    // Back with unsaved changes: the leave dialog in the language; Cancel stays.
    await page.getByRole('button', { name: p.wizard.back, exact: true }).click();
    const leave = page.getByRole('dialog', { name: w.auth.unsaved.title });
    await expect(leave).toContainText(p.wizard.leave);
    await leave.getByRole('button', { name: w.auth.unsaved.cancel, exact: true }).click();
    await expect(leave).toBeHidden();
    await wiz.next(p.steps.details);

    const o = p.options;
    await wiz.fill(required(f.bedrooms), '2');
    await wiz.fill(required(f.bathrooms), '2');
    await wiz.fill(f.carpet_area, '1050');
    await wiz.fill(required(f.floor_no), '1');
    await wiz.fill(required(f.total_floors), '3');
    await wiz.choose(required(f.furnishing), o.furnishing.semi_furnished);
    if (postType === 'sale') {
      await wiz.choose(required(f.construction_status), o.construction_status.ready_to_move);
      await wiz.choose(required(f.transaction), o.transaction.resale);
      await wiz.choose(required(f.ownership), o.ownership.freehold);
    }
    await wiz.choose(required(f.age_of_property), o.age_of_property['1_5']);
    await inTheLanguage(page, p.wizard.nav);
    await noOverflowOrClipping(page);

    if (postType === 'rent') {
      await wiz.next(p.steps.pricingRent);
      await wiz.fill(required(p.rentFields.price), String(20_000 + width));
      await wiz.fill(required(f.available_from), '2026-12-15');
      await wiz.choose(f.preferred_tenants, o.preferred_tenants.family);
    } else {
      await wiz.next(p.steps.pricingSale);
      await wiz.fill(required(f.price), String(6_500_000 + width));
    }
    await inTheLanguage(page, p.wizard.nav);
    await wiz.next(p.steps.description);
    await wiz.fill(required(f.description), DESCRIPTION);
    await wiz.group(f.amenities).getByText(p.amenities.Lift, { exact: true }).click();
    await wiz.next(p.steps.photos);

    // The picker's button in the language (the browser's own file input would say "Choose Files").
    await expect(wiz.form().getByText(p.photos.choose, { exact: true })).toBeVisible();
    await wiz.photos((Date.now() % 100_000) + width, 2);
    await expect(wiz.form().getByText(p.photos.cover, { exact: true })).toBeVisible();
    await inTheLanguage(page, p.wizard.nav);
    await noOverflowOrClipping(page);
    await page.screenshot({ path: test.info().outputPath(`languages-posting-${lang}-${width}-photos.png`) });

    await wiz.next(p.steps.review);
    await expect(wiz.form()).toContainText(p.review[postType].replace('{noun}', w.propTypes.apartment));
    await expect(wiz.form()).toContainText(p.review.photos.replace('{n}', '2'));
    await inTheLanguage(page, p.wizard.nav);
    await wiz.form().getByRole('button', { name: p.submit.post }).click();

    // Created and live: the toast and the result in the language, the listing's page in it too.
    await expect(page.locator('.Toastify').getByText(p.toast.posted)).toBeVisible();
    await expect(wiz.result().getByRole('heading', { name: p.result.live })).toBeVisible();
    await inTheLanguage(page, p.wizard.nav);
    const view = wiz.result().getByRole('link', { name: p.result.view });
    await expect(view).toHaveAttribute('href', new RegExp(`^/${lang}/`));
    await view.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BHK');
    await expect(page.locator('html')).toHaveAttribute('lang', `${lang}-IN`);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { Shell } from './pages/shell';
import { SearchPage } from './pages/search-page';
import { ApiActor, browserLogin } from './pages/trust-actors';

// Issue 23 §9 "Results on a desktop", and the phone fixes that came with it.

const cityPath = (group: string, type: string, city: string) =>
  `/search/${group}/type=${type}&location=${encodeURIComponent(JSON.stringify([{ label: city, value: { city, locality: '' } }]))}`;
const results = (n: number) => (n === 1 ? '1 result' : `${new Intl.NumberFormat('en-IN').format(n)} results`);
const countCall = (page: Page) => page.waitForResponse((r) => /\/api\/search\/.*-search-v2$/.test(r.url()) && r.request().method() === 'POST');

test.describe('results on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a filter panel sits beside the results; its button counts live and shows exactly that many', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto(cityPath('residential', 'rent', 'Bengaluru'));
    const panel = search.panel();
    await expect(panel).toBeVisible();
    const side = (await panel.boundingBox())!;
    const list = (await page.getByRole('list', { name: 'Search results' }).boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(list.x);
    expect(side.y).toBeLessThan(list.y + list.height);

    // The page's own count is on the button from the start.
    const all = await search.liveCount(panel);
    await expect(search.resultCount()).toHaveText(results(all));

    const counted = countCall(page);
    await panel.getByText('2 BHK', { exact: true }).click();
    await counted;
    const twoBhk = await search.liveCount(panel);
    expect(twoBhk).toBeLessThan(all);
    await search.showResults(panel);
    await expect(page).toHaveURL(/&bedrooms=2(&|$)/);
    await expect(search.resultCount()).toHaveText(results(twoBhk));
    // The panel starts again from the search now on screen.
    await expect(panel.getByRole('checkbox', { name: '2 BHK' })).toBeChecked();
    await expect(search.countText(panel)).toHaveText(`${new Intl.NumberFormat('en-IN').format(twoBhk)} homes`);

    // One toolbar button, for the filters the panel does not hold.
    await expect(search.filtersButton()).toHaveCount(1);
    await expect(search.filtersButton()).toHaveAccessibleName('All filters');
    const modal = await search.openModal();
    await expect(search.countText(modal)).toHaveText(`${new Intl.NumberFormat('en-IN').format(twoBhk)} homes`);
    await expect(search.searchButton(modal)).toHaveAccessibleDescription(`${new Intl.NumberFormat('en-IN').format(twoBhk)} homes`);
    await page.screenshot({ path: 'test-results/results-desktop-panel.png' });
  });

  test('the panel does not shift the page while it loads or when its controls wake', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) w.__shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const search = new SearchPage(page);
    // Measured on a server that has rendered the page once (a cold server's very first render may stream the
    // islands late: docs/search-and-filters.md "Filter forms").
    await page.request.get(cityPath('residential', 'sale', 'Bengaluru'));
    await page.goto(cityPath('residential', 'sale', 'Bengaluru'));
    const panel = search.panel();
    await expect(panel).toBeVisible();
    // Pointer over the panel: the real location picker and sliders replace the look-alikes.
    await panel.hover();
    await expect(panel.locator('.loc-standin')).toHaveCount(0);
    await expect(panel.getByRole('slider', { name: 'Maximum budget' })).toBeVisible();
    await page.waitForTimeout(500); // a measuring window: shifts up to half a second after the swap count too
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.01);
  });

  test('cards show their photo count, and Contact asks a guest to log in first', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto(cityPath('residential', 'sale', 'Bengaluru'));
    const card = search.cards().filter({ has: page.getByTestId('card-photos') }).first();
    await expect(card.getByTestId('card-photos')).toHaveText(/^\d+ photos?$/);
    await card.getByRole('button', { name: /^Contact (Owner|Agent|Builder)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Login or sign up' })).toBeVisible();
  });

  test("a signed-in visitor contacts a poster from a card: an enquiry and a callback reach the poster, whose number stays private", async ({ page, request }) => {
    test.setTimeout(120_000);
    const poster = await new ApiActor(request).signUp('Card Poster', 'owner');
    const flat = await poster.postFlat({ area: 'Gokulam', price: 17_500 });
    const visitor = await new ApiActor(request).signUp('Card Visitor');
    await browserLogin(page, visitor.phone);
    const search = new SearchPage(page);
    await page.goto(`${cityPath('residential', 'rent', 'Mysuru')}?sort=newest`);
    const card = search.cards().and(page.locator(`[data-id="${flat.property_id}"]`));
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Contact Owner' }).click();
    const enquiry = page.getByRole('dialog', { name: 'Contact Owner' });
    await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Enquiry sent. The poster can share their number with you.')).toBeVisible();
    await expect(enquiry).toBeHidden();

    await card.getByRole('button', { name: 'Request callback' }).click();
    await page.getByRole('dialog', { name: 'Request callback' }).getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent. The poster will call you back soon.')).toBeVisible();

    const leads = JSON.stringify(await poster.call('/api/user/leads/find-all', {}, 'GET'));
    expect(leads).toContain('Card Visitor');
    const callbacks = JSON.stringify(await poster.call('/api/user/my-property/fetch-request-callback', {}, 'GET'));
    expect(callbacks).toContain('Card Visitor');
    expect(await page.content()).not.toContain(poster.phone);
  });
});

test.describe('results on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one Filters button, no panel; it opens every filter with the live count', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto(cityPath('residential', 'rent', 'Bengaluru'));
    await expect(search.panel()).toBeHidden();
    await expect(page.getByRole('button', { name: /filters/i })).toHaveCount(1);
    const modal = await search.openModal();
    const all = await search.liveCount(modal);
    await expect(search.resultCount()).toHaveText(results(all));
    const counted = countCall(page);
    await modal.getByText('2 BHK', { exact: true }).click();
    await counted;
    const twoBhk = await search.liveCount(modal);
    await search.showResults(modal);
    await expect(page).toHaveURL(/&bedrooms=2(&|$)/);
    await expect(search.resultCount()).toHaveText(results(twoBhk));
  });

  test('the header shows the whole city name', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Bengaluru');
    const button = shell.cityButton();
    await expect(button).toHaveText('Bengaluru');
    const clipped = await button.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(false);
    // Nothing spills sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the home search asks for BHK and searches with it', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Mysuru');
    const form = page.getByRole('form', { name: 'Property search' });
    await form.getByLabel('BHK').selectOption({ label: '2 BHK' });
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/residential\/type=sale&location=.*Mysuru.*&bedrooms=2(&|$)/);
    await expect(new SearchPage(page).heading()).toContainText('2 BHK');
    // No BHK for a plot.
    await shell.open('/');
    await form.getByLabel('Property type').selectOption({ label: 'Plot/Land' });
    await expect(form.getByLabel('BHK')).toHaveCount(0);
  });
});

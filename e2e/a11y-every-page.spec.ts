import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './pages/axe';
import { HomeRows } from './pages/detail-page';
import { ApiActor } from './pages/trust-actors';
import { adminActor } from './pages/admin-desk';

/** Signs the browser in as `actor` (the httpOnly cookie the login sets; the API actor holds its token). */
async function signIn(page: Page, baseURL: string, token: string) {
  await page.context().addCookies([{ name: 'access_token', value: token, url: baseURL }]);
}

// Issue 22 §6 (WCAG 2.1 AA / GIGW): axe finds 0 violations on every page type at 390 and 1440 px:
// home, results, detail (property, PG, project), landing, the posting wizards, the profile pages,
// plans and checkout, the desk, statistics and the static pages, and the decision pages (insights,
// EMI calculator).
// Each group collects every page's violations before asserting, so one run lists them all.

const MYSURU_RENT = '/search/residential/type=rent&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D';
const STATIC = ['aboutus', 'contact-us', 'privacy-policy', 'refund-policy', 'terms-and-conditions', 'accessibility'];

async function sweep(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    await settle(page);
    const v = await axeViolations(page);
    if (v.length) found[path] = v;
  }
  return found;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('public pages: home, results, details, landing, plans, static pages', async ({ page, baseURL, context }) => {
      // 17 pages, each loaded to network idle and then analysed: minutes on a loaded machine.
      test.setTimeout(600_000);
      const rows = new HomeRows(page);
      const details = [await rows.firstCardUrl('pg', baseURL!), await rows.firstCardUrl('projects', baseURL!), await rows.firstCardUrl('residential_rent', baseURL!)];
      await context.addCookies([{ name: 'city_name', value: 'Mysuru', url: baseURL! }]);
      const found = await sweep(page, ['/', MYSURU_RENT, '/search/pg/type=pg', ...details, '/pg/pgs-in-mysore-rd',
        '/subscription/plans', '/grievances', ...STATIC.map((s) => `/static-pages/${s}`)]);
      expect(found).toEqual({});
    });

    test('a poster\'s wizards, statistics, checkout and public profile', async ({ page, baseURL }) => {
      test.setTimeout(600_000);
      const owner = await new ApiActor(page.request).signUp('Axe Owner', 'owner');
      await signIn(page, baseURL!, owner.token);
      const flat = await owner.postFlat();
      const plans = await owner.call('/api/subscription/plans', { audience: 'owner' });
      const billing = await owner.call('/api/subscription/create-billing-details-new', { name: 'Axe Owner', email: 'axe@example.com',
        address: '14 Temple Road, Vijayanagar', city: 'Mysuru', state: 'Karnataka', pincode: '570017' });
      const order = await owner.call('/api/subscription/create-order', { plan_id: plans.data[0]?.id, billing_id: billing.data?.id });
      expect(order.status, order.message).toBe('success');
      expect(await sweep(page, [
        '/post-property/residential/flat-apartment/rent', '/post-pg/pg', `/statistics/property/${flat.property_id}`,
        `/subscription/checkout/${order.data.order_id}`, `/profile-pages/view-profile-details?id=${owner.id}`,
      ])).toEqual({});
    });

    test('the profile pages', async ({ page, baseURL }) => {
      test.setTimeout(600_000);
      const owner = await new ApiActor(page.request).signUp('Axe Profile', 'owner');
      await signIn(page, baseURL!, owner.token);
      expect(await sweep(page, [
        '/profile-pages/my-property', '/profile-pages/my-pg', '/profile-pages/leads', '/profile-pages/request-callBack',
        '/profile-pages/saved-property', '/profile-pages/saved-searches', '/profile-pages/recent-activities',
        '/profile-pages/settings-page', '/profile-pages/my-profile/view-profile', '/profile-pages/my-profile/edit-profile',
        '/profile-pages/plan-management', '/profile-pages/subscription-history',
      ])).toEqual({});
    });

    test('the guest posting pages', async ({ page }) => {
      test.setTimeout(180_000);
      expect(await sweep(page, ['/post-property/guest', '/post-pg/pg-guest/pg'])).toEqual({});
    });

    test('a builder\'s project wizard and the moderation desk', async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const builder = new ApiActor(page.request);
      await builder.signUp('Axe Builder');
      await signIn(page, baseURL!, builder.token);
      await builder.call('/api/user/update-role-type', { role_type: 'builder' });
      await builder.call('/api/user/create-builder-register', { company_name: 'Axe Homes', company_role: 'Director', name: 'Axe Builder', company_logo: '/demo/builder-logo.svg' });
      const found = await sweep(page, ['/post-project/residential/flat-apartment/project-details', '/profile-pages/my-projects', '/subscription/builder']);
      await page.context().clearCookies();
      const admin = await adminActor(page.request, process.env.E2E_ADMIN_PHONE!);
      await signIn(page, baseURL!, admin.token);
      Object.assign(found, await sweep(page, ['/admin']));
      expect(found).toEqual({});
    });

    test('the decision pages: city and locality insights, the EMI calculator', async ({ page }) => {
      test.setTimeout(180_000);
      // A locality page that exists on whatever the demo data holds: the first one the city page lists.
      await page.goto('/insights/mysuru');
      const locality = await page.locator('a[href^="/insights/mysuru/"]').first().getAttribute('href');
      expect(locality, 'the Mysuru insights page links a locality page').toBeTruthy();
      expect(await sweep(page, ['/insights/mysuru', locality!, '/emi-calculator'])).toEqual({});
    });
  });
}

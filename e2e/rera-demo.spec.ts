import { expect, test } from '@playwright/test';
import { DetailPage, HomeRows } from './pages/detail-page';
import { SearchPage } from './pages/search-page';
import { ReraPanel } from './pages/rera-panel';
import { ApiActor } from './pages/trust-actors';
import { WIDTHS } from './pages/posting-flows';
import { signInBrowser } from './pages/session';
import { validProjectBody } from '../tests/helpers/project-bodies';

// What the demo's pages say about RERA is true: a seeded project shows its state's number with a QR
// code to the authority's check page and never "not provided"; a project posted without a number is
// held with the reason its builder reads; an agent's listing shows the agent's number by their name.

const CHECK_PAGES = /^https:\/\/(rera\.karnataka\.gov\.in\/viewAllProjects|maharera\.maharashtra\.gov\.in\/projects-search-result\?project_name=P\d{11}&|rerait\.telangana\.gov\.in\/SearchList\/Search|rera\.tn\.gov\.in\/registered-building\/tn|haryanarera\.gov\.in\/admincontrol\/registered_projects\/2|rera\.delhi\.gov\.in\/|gujrera\.gujarat\.gov\.in\/|rera\.ap\.gov\.in\/)/;

for (const width of WIDTHS) {
  test.describe(`RERA on the demo (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a seeded project shows its number and a QR code that opens the authority\'s check page', async ({ page, baseURL }) => {
      const url = await new HomeRows(page).firstCardUrl('projects', baseURL!);
      await page.goto(url);
      await new DetailPage(page).expectLoaded();
      const rera = new ReraPanel(page);
      await rera.expectRegistered(/^(P\d{11}|PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}|TN\/\d{2}\/(Building|Layout)\/\d{4}\/\d{4}|RC\/REP\/HARERA\/GGM\/.+|DLRERA\d{4}P\d{4}|PR\/GJ\/.+)$/, CHECK_PAGES);
      // The number stands on the first screen.
      expect((await rera.region().boundingBox())!.y).toBeLessThan(900);
    });

    test('a project without a number is held with the reason; with a number it shows it with a working QR', async ({ page, request, baseURL }) => {
      test.setTimeout(180_000);
      const who = width === 390 ? 'Held Builder Narrow' : 'Held Builder Wide';
      const builder = await new ApiActor(request).signUp(who, 'builder');
      await builder.buyPlan('builder_growth', 'builder');
      const bare = await builder.call('/api/project/create-apartment-project',
        validProjectBody({ rera: {}, project_details: { name: `Unregistered Court ${width}`, address: 'Ring Road' } }));
      expect(bare.data.status).toBe('pending');
      const number = 'PRM/KA/RERA/1251/309/PR/230415/004321';
      const registered = await builder.call('/api/project/create-apartment-project',
        validProjectBody({ rera: { number }, project_details: { name: `Registered Court ${width}`, address: 'Ring Road' } }));
      expect(registered.data.status).toBe('approved');

      // The held project has no public page; its builder reads why in My Projects.
      expect((await page.goto(bare.data.detail_url))?.status()).toBe(404);
      await signInBrowser(page, baseURL!, builder, { userType: 'builder', name: who });
      await page.goto('/profile-pages/my-projects');
      await expect(page.getByText(/RERA registration number missing: a project in Karnataka may not be advertised/).first()).toBeVisible();

      await page.goto(registered.data.detail_url);
      await new ReraPanel(page).expectRegistered(number, 'https://rera.karnataka.gov.in/viewAllProjects');
    });

    test('an agent\'s listing shows the agent\'s RERA number beside their name', async ({ page }) => {
      // A seeded agent's listing among Mysuru's 2 BHK rentals (a third of rentals are agents').
      await page.goto('/rs/2-bhk-for-rent-in-mysore-rd');
      const byAgent = new SearchPage(page).cards().filter({ has: page.getByRole('button', { name: 'Contact Agent' }) });
      await expect(byAgent.first()).toBeVisible();
      const url = await byAgent.first().getByRole('heading').getByRole('link').getAttribute('href');
      await page.goto(url!);
      const poster = page.getByTestId('poster');
      await expect(poster).toContainText('Posted by Agent');
      await expect(poster.getByTestId('agent-rera')).toContainText(/RERA agent registration \S+ \(/);
      await expect(poster.getByTestId('agent-rera').getByRole('link', { name: /check it/ })).toHaveAttribute('href', /^https:\/\//);
    });
  });
}

import { expect, test } from '@playwright/test';
import { DetailPage } from './pages/detail-page';
import { ItemWizardPage } from './pages/item-wizard';
import { openHomeIn, openPostChooser, WIDTHS } from './pages/posting-flows';
import { ProfilePages } from './pages/profile-pages';
import { Shell } from './pages/shell';
import { ONE_PAGE_PDF } from '../tests/helpers/pdf-fixture';

const BUILDER = '9000000003'; // the demo builder: a running Builder Growth plan with free project slots
const KA_RERA = 'PRM/KA/RERA/1251/309/PR/171014/000287';
const PDF = ONE_PAGE_PDF;

for (const width of WIDTHS) {
  test.describe(`builder project (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a builder posts an apartment project with two configurations, a Karnataka RERA number and a brochure; wrong RERA and dates are refused; a buyer downloads the brochure and the builder sees the lead', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const name = `Kaveri Heights ${width}`;
      const buyerName = width < 1000 ? 'Asha Rao' : 'Meena Rao'; // names take letters only
      await openHomeIn(page);
      const shell = new Shell(page);
      await shell.startLogin(BUILDER);
      await shell.enterOtp(await shell.demoOtp());
      await expect(shell.profileMenu()).toBeVisible();

      const chooser = await openPostChooser(page);
      await chooser.getByRole('switch', { name: 'Post a project instead of a property' }).check();
      await chooser.getByRole('button', { name: 'Flat/Apartment', exact: true }).click();
      await expect(page).toHaveURL(/\/post-project\/residential\/flat-apartment\/project-details$/);

      // SPEC §2's "Project basic details" dialog opens the route.
      await expect(page.getByRole('dialog', { name: 'Project basic details' })).toBeVisible();
      const w = new ItemWizardPage(page);
      await expect(w.stepTitle()).toHaveText('Project basic details');
      await w.fill('Number of Units *', '12a');
      await w.field('Project Status *').selectOption('foundation');
      await w.fill('Project Lunched On *', '2025-06-01');
      await w.fill('Expected Completion Date *', '2025-06-01');
      await w.next();
      await expect(w.error('Enter a valid number!')).toBeVisible();
      // SPEC §5's text as written: lower-case 's' (a string would match case-insensitively).
      await expect(w.error(/^should be greater than Project Lunched On!$/)).toBeVisible();
      await w.fill('Number of Units *', '120');
      await w.fill('Expected Completion Date *', '2028-12-31');
      // The second date's label follows the status (SPEC §5).
      await w.field('Project Status *').selectOption('completed');
      await expect(w.field('Project Completed On *')).toBeVisible();
      await w.field('Project Status *').selectOption('foundation');
      await w.fill('Expected Completion Date *', '2028-12-31');
      await w.next('Project name and location');

      await w.fill('Project name *', name);
      await w.fill('Address *', 'Hunsur Road, near the ring road');
      await w.locality('saraswathi', /^Saraswathipuram, Mysuru/);
      await w.field('State').selectOption('Karnataka');
      await w.next('Unit types, areas and prices');

      await w.fill('Carpet area from *', '1050');
      await w.fill('Carpet area to *', '1180');
      await w.fill('Price from *', '5200000');
      await w.fill('Price to *', '5900000');
      await w.form().getByRole('button', { name: 'Add another unit type' }).click();
      await w.fill('Name *', '3 BHK', 1);
      await w.fill('Bedrooms *', '3', 1);
      await w.fill('Carpet area from *', '1450', 1);
      await w.fill('Carpet area to *', '1620', 1);
      await w.fill('Price from *', '7400000', 1);
      await w.fill('Price to *', '8300000', 1);
      await w.next('RERA and features');

      await w.fill('RERA registration number', 'PRM/KA/RERA/1251/309/AG/171014/000287');
      await w.next();
      await expect(w.error(/^Enter a valid RERA registration number \(Karnataka: like PRM\/KA\/RERA/)).toBeVisible();
      await w.fill('RERA registration number', KA_RERA);
      await w.form().getByText('Club House', { exact: true }).click();
      await w.next('Description');
      await w.fill('Description *', 'Twelve-floor gated apartments with a club house, a gym and covered parking.');
      await w.next('Photos and brochure');
      await w.photos(120 + width, 2);
      await w.form().getByLabel('Brochure (PDF, up to 10 MB)').setInputFiles({ name: 'kaveri.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(w.form().getByText('Brochure added: kaveri.pdf')).toBeVisible();
      await w.form().getByRole('button', { name: 'Post project' }).click();
      await expect(page.getByRole('heading', { name: 'Your project is live' })).toBeVisible({ timeout: 30_000 });
      const url = (await page.getByRole('link', { name: 'View your project' }).getAttribute('href'))!;

      // The project page: configurations, RERA with its QR code, stage, brochure, builder card.
      await page.goto(url);
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      await expect(detail.section('configurations')).toContainText('2 BHK');
      await expect(detail.section('configurations')).toContainText('3 BHK');
      // The number stands at the top (#rera) and again beside the brochure.
      await expect(page.locator('#rera').getByTestId('rera-number')).toHaveText(KA_RERA);
      await expect(page.locator('#rera').locator('svg')).toBeVisible();
      // The QR code opens K-RERA's project search (it publishes no page addressed by the number).
      await expect(page.locator('#rera').getByRole('link', { name: /QR code/ })).toHaveAttribute('href', 'https://rera.karnataka.gov.in/viewAllProjects');
      await expect(detail.section('stage').locator('[aria-current="step"]')).toHaveText('Foundation');
      await expect(page.getByTestId('poster').getByRole('link', { name: /View profile/ })).toHaveAttribute('href', /view-project-profile-details/);

      // A buyer downloads the brochure (signed in).
      const buyerCtx = await browser.newContext({ viewport: { width, height: 900 } });
      const buyer = await buyerCtx.newPage();
      await openHomeIn(buyer);
      await new ProfilePages(buyer).newUser(buyerName);
      await buyer.goto(url);
      const download = buyer.waitForEvent('download');
      await buyer.getByRole('button', { name: 'Download brochure' }).click();
      expect((await download).url()).toMatch(/\.pdf$/);
      await buyerCtx.close();

      // The builder sees the lead under My Projects.
      await page.goto('/profile-pages/my-projects');
      const item = page.getByRole('list', { name: 'Your projects' }).getByRole('listitem').filter({ hasText: name });
      await expect(item.getByText('Live', { exact: true })).toBeVisible();
      await expect(item.getByRole('region', { name: `Brochure leads of ${name}` })).toContainText(buyerName);
    });
  });
}

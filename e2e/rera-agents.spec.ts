import { expect, test } from '@playwright/test';
import { ApiActor } from './pages/trust-actors';
import { WIDTHS } from './pages/posting-flows';
import { signInBrowser } from './pages/session';
import { KA_RERA, validProjectBody } from '../tests/helpers/project-bodies';

// Issue 22 §3: an agent enters their RERA registration on Edit Profile and it shows on their
// listing's page and public profile; a project without a number waits for the desk with the reason
// in My Projects; a registered project shows number, authority site and QR together at the top.

const AGENT_NO = 'PRM/KA/RERA/1251/309/AG/171014/000123';

for (const width of WIDTHS) {
  test.describe(`RERA (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an agent saves their registration on Edit Profile; it shows on their listing and public profile', async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const agent = await new ApiActor(page.request).signUp('Rera Agent', 'agent');
      await signInBrowser(page, baseURL!, agent, { userType: 'agent', name: 'Rera Agent' });
      const flat = await agent.postFlat();

      await page.goto('/profile-pages/my-profile/edit-profile');
      const form = page.getByRole('form', { name: 'RERA agent registration' });
      await form.getByLabel('State of registration').selectOption('Karnataka');
      await form.getByLabel('RERA agent registration number').fill('PRM/KA/RERA/1251/309/PR/171014/000287'); // a project number
      await form.getByRole('button', { name: 'Save RERA registration' }).click();
      // The server's refusal is the number field's own error (aria-describedby), not the status line.
      await expect(form.getByLabel('RERA agent registration number')).toHaveAccessibleDescription(/Enter a valid RERA registration number \(Karnataka agents: like/);
      await form.getByLabel('RERA agent registration number').fill(AGENT_NO.toLowerCase());
      await form.getByRole('button', { name: 'Save RERA registration' }).click();
      await expect(form.getByRole('status')).toHaveText('RERA registration saved. It now shows on your listings and profile.');
      await expect(form.getByLabel('RERA agent registration number')).toHaveValue(AGENT_NO);

      await page.goto(flat.detail_url);
      await expect(page.getByTestId('poster').getByTestId('agent-rera')).toContainText(AGENT_NO);
      await page.goto(`/profile-pages/view-profile-details?id=${agent.id}`);
      await expect(page.getByTestId('agent-rera')).toContainText(AGENT_NO);
      await expect(page.getByTestId('agent-rera').getByRole('link', { name: /check it/ })).toHaveAttribute('href', 'https://rera.karnataka.gov.in/');
    });
  });
}

test('a project without a number is held with the reason; a registered one shows number, site and QR at the top, at 390 and 1440 px', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  // A builder of its own with Builder Growth (3 project slots): the demo builder's slots are used by
  // the plan and project journeys that run before this one.
  const builder = await new ApiActor(request).signUp('Rera Builder', 'builder');
  await builder.buyPlan('builder_growth', 'builder');
  const bare = await builder.call('/api/project/create-apartment-project',
    validProjectBody({ rera: {}, project_details: { name: 'Unregistered Towers', address: 'Ring Road' } }));
  expect(bare.data.status).toBe('pending');
  const registered = await builder.call('/api/project/create-apartment-project',
    validProjectBody({ rera: { number: KA_RERA, state: 'Karnataka' }, project_details: { name: 'Registered Towers', address: 'Ring Road' } }));
  expect(registered.data.status).toBe('approved');

  // Two projects, each page seen at both widths.
  await signInBrowser(page, baseURL!, builder, { userType: 'builder', name: 'Rera Builder' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile-pages/my-projects');
    await expect(page.getByText(/RERA registration number missing: a project in Karnataka may not be advertised/).first()).toBeVisible();

    await page.goto(registered.data.detail_url);
    const block = page.locator('#rera');
    await expect(block.getByTestId('rera-number')).toHaveText(KA_RERA);
    await expect(block.getByTestId('rera-site')).toHaveText('rera.karnataka.gov.in');
    await expect(block.locator('svg')).toBeVisible();
    // At the top: on the first screen, and above the photo gallery when the project has photos.
    const reraTop = (await block.boundingBox())!.y;
    expect(reraTop).toBeLessThan(900);
    const gallery = page.getByRole('region', { name: 'Photos' });
    if (await gallery.count()) expect(reraTop).toBeLessThan((await gallery.boundingBox())!.y);
  }
});

// Issue 23.1: the moderation desk at scale. Needs E2E_ADMIN_PHONE (playwright.config.ts sets it;
// scripts/e2e-server.mjs makes that admin with the CLI before the server starts).
import { expect, test } from '@playwright/test';
import { ApiActor, browserLogin } from './pages/trust-actors';
import { DeskPage, adminActor, fillQueue } from './pages/admin-desk';

const ADMIN_PHONE = process.env.E2E_ADMIN_PHONE ?? '9000000099';

test('with 250 pending items, the newest held listing can be found and approved with a note the audit log shows', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await adminActor(request, ADMIN_PHONE);
  expect(await fillQueue(request, api, 250)).toBeGreaterThanOrEqual(250);
  const poster = await new ApiActor(request).signUp('Newest Owner', 'owner');
  const flat = await poster.postFlat({ description: 'Corner flat with cross ventilation. Call 98450 12345 to visit this week.' });
  expect(flat.status).toBe('pending');

  await browserLogin(page, ADMIN_PHONE);
  const desk = new DeskPage(page);
  await desk.open();
  expect(await desk.heldCount()).toBeGreaterThanOrEqual(251);
  await expect(desk.oldestWaiting()).toContainText(/Oldest waiting: \d+ (days?|h|min)/);
  // Oldest first: the newest is not on the first page, but the pages lead to it.
  await expect(desk.items()).toHaveCount(20);
  await expect(desk.itemLinkedTo(flat.detail_url)).toHaveCount(0);
  await expect(desk.pager()).toContainText(/Page 1 of \d+/);
  await desk.pager().getByRole('link', { name: 'Next' }).click();
  await expect(desk.pager()).toContainText(/Page 2 of \d+/);
  await desk.pager().getByRole('link', { name: 'Last' }).click();
  await expect(desk.itemLinkedTo(flat.detail_url)).toHaveCount(1);

  // Every held item says why.
  for (const item of await desk.items().all()) await expect(item.getByRole('list', { name: 'Hold reasons' }).getByRole('listitem').first()).toBeVisible();

  // Filters: kind, then reason and city together.
  await desk.open();
  await desk.filter({ kind: 'PGs' });
  await expect(desk.items().first()).toContainText('PG #');
  await expect(desk.items().filter({ hasText: 'Listing #' })).toHaveCount(0);
  await desk.filter({ kind: 'All kinds', reason: 'Phone number in the text', city: 'Mysuru' });
  await expect(desk.items().first()).toContainText('phone number');

  // Found by the poster's phone, by the number in its text, and by its id.
  await desk.open();
  await desk.filter({ q: poster.phone });
  await expect(desk.items()).toHaveCount(1);
  await expect(desk.itemLinkedTo(flat.detail_url)).toHaveCount(1);
  await desk.filter({ q: String(flat.property_id) });
  const item = desk.itemLinkedTo(flat.detail_url);
  await expect(item).toContainText(`Listing #${flat.property_id}`);
  await expect(item.getByRole('list', { name: 'Hold reasons' })).toContainText('The description contains a phone number.');
  await desk.approveWithNote(item, 'Number belongs to the society office; allowed.');
  await expect(page.getByText('Nothing held matches these filters.')).toBeVisible();
  await expect(desk.auditLog().getByRole('row').nth(1)).toContainText('approve');
  await expect(desk.auditLog().getByRole('row').nth(1)).toContainText('Number belongs to the society office; allowed.');
  // The poster's number was on screen: the read log names them (DPDP breach runbook).
  await expect(desk.readLog().getByRole('row').filter({ hasText: `User ${poster.id}` }).first()).toContainText('Moderation desk');

  const live = await (await request.post('/api/search/residential-property-search-v2', { data: { city: ['Mysuru'], post_type: 'rent', orderByAmount: 'newest', limit: 20 } })).json();
  expect((live.data.data as { id: number }[]).map((c) => c.id)).toContain(flat.property_id);
});

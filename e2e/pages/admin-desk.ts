import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ApiActor } from './trust-actors';

/** The moderation desk's held-items queue at /admin, as an admin uses it. */
export class DeskPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/admin${query}`);
    await expect(this.page.getByRole('heading', { name: 'Moderation desk' })).toBeVisible();
  }

  heading() { return this.page.getByRole('heading', { name: /^Held for review \(\d+\)$/ }); }
  oldestWaiting() { return this.page.getByTestId('oldest-waiting'); }
  items() { return this.page.getByTestId('pending-item'); }
  itemLinkedTo(url: string): Locator { return this.items().filter({ has: this.page.locator(`a[href="${url}"]`) }); }
  filters() { return this.page.getByRole('search', { name: 'Filter held items' }); }
  pager() { return this.page.getByRole('navigation', { name: 'Held items pages' }); }
  auditLog() { return this.page.getByRole('region', { name: 'Audit log' }).getByRole('table'); }
  readLog() { return this.page.getByRole('region', { name: /^Personal data read/ }).getByRole('table'); }

  async heldCount(): Promise<number> {
    return Number((await this.heading().textContent())!.match(/\((\d+)\)/)![1]);
  }

  async filter(o: { q?: string; kind?: string; reason?: string; city?: string }) {
    const f = this.filters();
    if (o.q !== undefined) await f.getByLabel('Search by id, phone or title').fill(o.q);
    if (o.kind !== undefined) await f.getByLabel('Kind').selectOption({ label: o.kind });
    if (o.reason !== undefined) await f.getByLabel('Reason').selectOption({ label: o.reason });
    if (o.city !== undefined) await f.getByLabel('City').selectOption(o.city); // the value is the city's name
    await f.getByRole('button', { name: 'Apply' }).click();
    await this.page.waitForURL(/\/admin\?/);
  }

  async approveWithNote(item: Locator, note: string) {
    await item.getByRole('button', { name: /^Approve with note/ }).click();
    await item.getByLabel(/Note for the audit log/).fill(note);
    await item.getByRole('button', { name: 'Confirm approve with note' }).click();
    await expect(item).toHaveCount(0);
  }
}

/** The desk's admin (made by the CLI before the server starts) signed in through the API, for queue counts. */
export async function adminActor(request: APIRequestContext, phone: string) {
  const admin = new ApiActor(request, phone);
  const login = await admin.call('/api/user/auth/Login', { country_code: '+91', phone_number: phone });
  // The outbox lists the newest text first: this login's OTP (an earlier login's code no longer verifies).
  const outbox = await admin.call(`/api/dev/sms-outbox?phone=${phone}`, undefined, 'GET');
  const otp = (outbox.data as { message: string }[]).map((m) => m.message.match(/\b(\d{4})\b/)?.[1]).find(Boolean);
  const v = await admin.call('/api/user/auth/VerifyOtp', { otp_token: login.data.otp_token, otp });
  admin.token = String(v.data.accessToken);
  return admin;
}

/** Fills the queue up to `target` held items with PGs whose text gives a phone number (PGs need no plan). */
export async function fillQueue(request: APIRequestContext, admin: ApiActor, target: number) {
  const total = async () => Number((await admin.call('/api/admin/pending', undefined, 'GET')).data.total);
  const missing = target - await total();
  if (missing <= 0) return total();
  const owner = await new ApiActor(request).signUp('Backlog PG Owner', 'owner');
  for (let i = 0; i < missing; i++) {
    const r = await owner.call('/api/pg/create', {
      pg_name: `Backlog Ladies PG ${i}`, gender: 'Female',
      property_details: { address: `${i + 1}, 4th Cross, Vijayanagar 2nd Stage` }, g_location: { city: 'Mysuru', area: 'Vijayanagar' },
      rooms: [{ room_type: '2_sharing', rent: 7500, deposit: 15000, total_beds: 10, available_beds: 4 }],
      food: { meals: ['breakfast', 'dinner'], food_type: 'veg' },
      rules: { gate_closing_time: '22:30', visitors_allowed: false, smoking_allowed: false, drinking_allowed: false, notice_period_days: 30 },
      available_from: '2026-12-01',
      description: `Clean PG near the bus stop with home food. Call 9${String(i).padStart(4, '0')} 12345 for a visit.`,
      amenities: ['WiFi'], photo_ids: [],
    });
    if (r.data?.status !== 'pending') throw new Error(`backlog PG ${i}: ${r.message}`);
  }
  return total();
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Shell, uniquePhone } from './shell';

type Answer = { status: string; message: string; data: any };

/** Someone acting through the real API (setup steps and the "four other buyers"). */
export class ApiActor {
  token = '';
  id = 0;
  constructor(private readonly request: APIRequestContext, readonly phone = uniquePhone()) {}

  async call(path: string, data: unknown = {}, method: 'POST' | 'GET' = 'POST'): Promise<Answer> {
    const headers = this.token ? { 'x-access-token': this.token } : undefined;
    const res = method === 'GET' ? await this.request.get(path, { headers }) : await this.request.post(path, { data, headers });
    return (await res.json()) as Answer;
  }

  private async ok(path: string, data: unknown = {}) {
    const body = await this.call(path, data);
    if (body.status !== 'success') throw new Error(`${path}: ${body.message}`);
    return body.data;
  }

  async signUp(name: string, role?: 'owner' | 'agent' | 'builder') {
    const login = await this.ok('/api/user/auth/Login', { country_code: '+91', phone_number: this.phone });
    const outbox = (await (await this.request.get(`/api/dev/sms-outbox?phone=${this.phone}`)).json()) as Answer;
    const otp = (outbox.data as { message: string }[]).map((m) => m.message.match(/\b(\d{4})\b/)?.[1]).find(Boolean);
    const v = await this.ok('/api/user/auth/VerifyOtp', { otp_token: login.otp_token, otp });
    this.token = String(v.accessToken);
    this.id = Number(v.user.id);
    await this.ok('/api/user/intial-register', { name });
    // A builder registers the company first (SPEC: the builder registration dialog); the logo is a stored image's path.
    if (role === 'builder') {
      await this.ok('/api/user/create-builder-register', { company_logo: `/uploads/${'b'.repeat(64)}.png`, name,
        company_name: `${name} Developers`, company_role: 'Director' });
    }
    if (role) await this.ok('/api/user/update-role-type', { role_type: role });
    return this;
  }

  /** A 2 BHK flat for rent (in Mysuru unless told); a description with a phone number makes it wait for the desk. */
  async postFlat(o: { area?: string; description?: string; price?: number; city?: string } = {}) {
    return this.ok('/api/property/apartment/create-apartment-property', {
      post_type: 'rent',
      property_details: { name: 'Trust Check Residency', address: '9, 3rd Main Road' },
      g_location: { city: o.city ?? 'Mysuru', area: o.area ?? 'Kuvempunagar' },
      details: {
        area_unit: 'sqft', bedrooms: 2, bathrooms: 2, balconies: 1, super_area: 1150, carpet_area: 900, floor_no: 3, total_floors: 6,
        facing: 'east', furnishing: 'semi_furnished', furnishing_items: [], construction_status: 'ready_to_move',
        age_of_property: '1_5', covered_parking: 1, open_parking: 0, gated_community: true,
      },
      pricing: { price: o.price ?? 19_000, negotiable: true, maintenance: 1_500, security_deposit: 100_000, available_from: '2026-12-01',
        lock_in_months: 11, preferred_tenants: ['family'], pets_allowed: false },
      description: o.description ?? 'Bright two-bedroom flat near the park, schools and the market.',
      amenities: [],
      photo_ids: [],
    }) as Promise<{ property_id: number; status: string; detail_url: string }>;
  }

  /** Buys a plan the way a poster does (billing, order, sandbox gateway, verify): quotas of its own, shared with no other journey. */
  async buyPlan(code: string, audience: 'owner' | 'agent' | 'builder') {
    const plans = (await this.call(`/api/subscription/plans?audience=${audience}`, {}, 'GET')).data as { id: number; code: string }[];
    const plan = plans.find((p) => p.code === code);
    if (!plan) throw new Error(`no plan ${code} for ${audience}`);
    const billing = await this.ok('/api/subscription/create-billing-details-new', { name: 'Ramesh Gowda', email: 'ramesh@example.com',
      address: '14 Temple Road, Vijayanagar', city: 'Mysuru', state: 'Karnataka', pincode: '570017' });
    const order = await this.ok('/api/subscription/create-order', { plan_id: plan.id, billing_id: billing.id });
    const paid = await this.ok('/api/payments/sandbox/pay', { order_id: order.order_id, amount: order.amount, outcome: 'success' });
    await this.ok('/api/subscription/verify-order', { order_id: order.order_id, payment_id: paid.payment_id, signature: paid.signature });
  }

  async sms(): Promise<string[]> {
    const outbox = (await (await this.request.get(`/api/dev/sms-outbox?phone=${this.phone}`)).json()) as Answer;
    return (outbox.data as { message: string }[]).map((m) => m.message);
  }
}

/** Logs an existing (API-made) user in through the header's dialogs, OTP from the demo hint. */
export async function browserLogin(page: Page, phone: string) {
  const shell = new Shell(page);
  await page.goto('/static-pages/aboutus');
  await shell.startLogin(phone);
  await shell.enterOtp(await shell.demoOtp());
  await expect(shell.profileMenu()).toBeVisible();
  return shell;
}

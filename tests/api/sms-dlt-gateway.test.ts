// With a real SMS gateway, every text goes out as a DLT template: the gateway
// receives the template id, the principal entity id, the header and the tagged
// variables with the text, and every link is a full URL on SITE_URL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '@/server/messaging/alerts/worker';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { newPhone } from '../helpers/auth';
import { accountUser } from '../helpers/account-fixtures';
import { postRentalFlat } from '../helpers/post-rental';
import { DLT_ENV } from '../helpers/production-env';

const t = useTestDb();
type Sent = { to: string; message: string; sender: string; template_id: string; entity_id: string; variables: Record<string, string> };
let received: Sent[] = [];
let server: http.Server;
const saved = { ...process.env };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, DLT_ENV, {
    SMS_GATEWAY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    SITE_URL: 'https://www.gharbazaar.in',
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise((r) => server.close(r));
});
beforeEach(() => { received = []; });

describe('texts through a DLT gateway', () => {
  it('an OTP carries the OTP template id, the entity, the header and its code as a tagged variable', async () => {
    const phone = newPhone();
    const login = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone });
    expect(login.http).toBe(200);
    expect(received).toHaveLength(1);
    const [m] = received;
    expect(m).toMatchObject({ to: `+91${phone}`, sender: 'GHRBZR', template_id: DLT_ENV.SMS_DLT_TEMPLATE_OTP,
      entity_id: DLT_ENV.SMS_DLT_ENTITY_ID });
    expect(m.variables.code).toMatch(/^\d{4}$/);
    expect(m.message).toBe(`${m.variables.code} is your OTP to log in to GharBazaar. It is valid for 5 minutes. Do not share it with anyone.`);
  });

  it('an instant alert names the listing in 30-character variables with its full link on the site', async () => {
    const city = 'Dltpur';
    const buyer = await accountUser(t.db, 'buyer');
    await call('POST', '/api/saved-search/create',
      { search_group: 'residential', search_id: 'type=rent', city, channel: 'sms', name: 'Rentals near the office for my family' },
      { token: buyer.token });
    const posted = await postRentalFlat(t.db, city);
    expect(posted.http).toBe(200);
    await runAlerts();
    const alerts = received.filter((m) => m.to === `+91${buyer.user.phoneNumber}`);
    expect(alerts).toHaveLength(1);
    const [a] = alerts;
    expect(a.template_id).toBe(DLT_ENV.SMS_DLT_TEMPLATE_ALERT_ONE);
    expect(a.variables.url).toBe(`https://www.gharbazaar.in${posted.body.data.detail_url}`);
    expect(a.variables.where).toBe(`Kuvempunagar, ${city}`);
    for (const [name, v] of Object.entries(a.variables)) if (name !== 'url') expect(v.length).toBeLessThanOrEqual(30);
    expect(a.message).toContain(a.variables.url);
    expect(a.message).not.toMatch(/₹/);
  });
});

// Issue 21 item 3: markup in free text never reaches the database. Every create and
// edit call that takes text gets the hostile string in each of its text fields; the
// call succeeds with the text kept and the tags, script and attribute break-out gone.
// A description that was mostly markup waits for the desk with "formatting removed".
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POSTING_CATEGORIES } from '@/lib/posting/categories';
import { PROJECT_KINDS } from '@/lib/projects/options';
import { listings, pgs, projects } from '@/server/platform/db/schema';
import { issueGuestToken } from '@/server/listings/posting/guest-token';
import { FORMATTING_REASON } from '@/server/listings/posting/moderation';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { BILLING, givePlan } from '../helpers/plans';
import { validBody } from '../helpers/posting-bodies';
import { validPgBody } from '../helpers/pg-bodies';
import { validProjectBody } from '../helpers/project-bodies';

const t = useTestDb();
const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(1)</script>';
/** `a`, the hostile string, `b`: stored as "a b". */
const w = (a: string, b: string) => `${a} ${HOSTILE} ${b}`;
const LEFTOVER = /<\s*\/?\s*(img|script)|onerror|alert\(1\)|">/i;

const TABLES = ['users', 'builder_accounts', 'listings', 'residential_details', 'commercial_details', 'agriculture_details',
  'pgs', 'projects', 'callback_requests', 'reports', 'reviews', 'enquiries', 'contact_messages', 'billing_details', 'saved_searches'];

/** Every row of every table that holds user text, as text: none may carry the markup. */
async function assertNoMarkupStored() {
  for (const table of TABLES) {
    const rows = await t.db.execute(sql.raw(`select t::text as r from "${table}" t`)) as unknown as { rows?: { r: string }[] } | { r: string }[];
    const list = Array.isArray(rows) ? rows : rows.rows ?? [];
    for (const { r } of list) expect(r, table).not.toMatch(LEFTOVER);
  }
}

function hostileListing(category: string, postType: 'sale' | 'rent') {
  const b = validBody(category as Parameters<typeof validBody>[0], postType) as ReturnType<typeof validBody>;
  return {
    ...b,
    property_details: { ...b.property_details, name: w('Sri Lakshmi', 'Residency'), address: w('12, 4th Cross,', 'Kalidasa Road') },
    description: w('Well kept property close to the main road,', 'schools and the market. Owner lives nearby.'),
  };
}

const ok = (r: Awaited<ReturnType<typeof call>>, what: string) => expect(r.http, `${what}: ${JSON.stringify(r.body)}`).toBe(200);

describe('hostile markup in free text', () => {
  it('is stripped, text kept, on every property create, edit and guest call, which go live', async () => {
    const agent = await accountUser(t.db, 'agent', { name: 'Markup Agent' });
    await givePlan(t.db, agent.id);
    const guest = await issueGuestToken(agent.id);
    for (const c of POSTING_CATEGORIES) {
      const postType = c.postTypes.includes('rent') ? 'rent' : 'sale';
      const made = await call('POST', c.createPath, hostileListing(c.category, postType), { token: agent.token });
      ok(made, c.createPath);
      expect(made.body.data.status, c.createPath).toBe('approved');
      const id = made.body.data.property_id;
      ok(await call('POST', c.editPath, { ...hostileListing(c.category, postType), property_id: id }, { token: agent.token }), c.editPath);
      if (c.guestPath) ok(await call('POST', c.guestPath, hostileListing(c.category, postType), { token: guest }), c.guestPath);
      const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
      expect(row.status).toBe('approved');
      expect([row.propertyName, row.address, row.description], c.category).toEqual([
        'Sri Lakshmi Residency', '12, 4th Cross, Kalidasa Road', 'Well kept property close to the main road, schools and the market. Owner lives nearby.',
      ]);
    }
    await assertNoMarkupStored();
  });

  it('is stripped on the PG and project create, edit and guest calls', async () => {
    const agent = await accountUser(t.db, 'agent', { name: 'Markup Agent' });
    await givePlan(t.db, agent.id, { projects: 10 });
    const pg = (o: object = {}) => validPgBody({
      pg_name: w('Sri Lakshmi', 'Ladies PG'), property_details: { address: w('12, 4th Cross,', 'Vijayanagar 2nd Stage') },
      description: w('Safe and clean PG for working women,', 'near the bus stop, with home food.'), ...o,
    });
    const made = await call('POST', '/api/pg/create', pg(), { token: agent.token });
    ok(made, 'pg create');
    ok(await call('POST', '/api/pg/edit', pg({ pg_id: made.body.data.pg_id }), { token: agent.token }), 'pg edit');
    ok(await call('POST', '/api/post-property-guest/pg', pg(), { token: await issueGuestToken(agent.id) }), 'pg guest');
    const [p] = await t.db.select().from(pgs).where(eq(pgs.id, made.body.data.pg_id));
    expect([p.status, p.name, p.description]).toEqual(['approved', 'Sri Lakshmi Ladies PG', 'Safe and clean PG for working women, near the bus stop, with home food.']);

    for (const k of PROJECT_KINDS) {
      const body = (o: object = {}) => validProjectBody({
        project_type: k.type,
        project_details: { name: w('Kaveri', 'Heights'), address: w('Hunsur Road,', 'Vijayanagar 4th Stage') },
        description: w('Gated community with a club house,', 'gym and pool, close to the ring road.'), ...o,
      });
      const r = await call('POST', k.createPath, body(), { token: agent.token });
      ok(r, k.createPath);
      ok(await call('POST', k.editPath, body({ project_id: r.body.data.project_id }), { token: agent.token }), k.editPath);
      const [row] = await t.db.select().from(projects).where(eq(projects.id, r.body.data.project_id));
      expect([row.status, row.name]).toEqual(['approved', 'Kaveri Heights']);
    }
    await assertNoMarkupStored();
  });

  it('is stripped from reviews, replies, reports, contact and enquiry messages, callbacks, profiles, company names, billing details and saved searches', async () => {
    const owner = await accountUser(t.db, 'owner', { name: 'Listing Owner' });
    const me = await accountUser(t.db, 'agent', { name: 'Markup Agent' });
    const buyer = await accountUser(t.db, 'buyer', { name: 'New Buyer' });
    const l = await makeListing(t.db, { userId: owner.id });
    const item = { property_id: l.id, property_type: 'residential' };
    const review = await call('POST', '/property/rating-and-review/user-rating-create', { target_id: owner.id, rating: 4, review: w('Quick to answer,', 'showed us the flat twice') }, { token: me.token });
    ok(review, 'review');
    expect(review.body.data.review ?? 'Quick to answer, showed us the flat twice').toBe('Quick to answer, showed us the flat twice');
    const calls: [string, object, string][] = [
      ['/property/rating-and-review/reply', { review_id: review.body.data.id, reply: w('Thank you,', 'do visit again') }, owner.token],
      ['/api/report/create-property-report', { ...item, reason: 'other', details: w('The photos', 'are of another building') }, me.token],
      ['/api/report/create-user-report', { user_id: owner.id, reason: 'other', details: w('Asked for', 'a token advance') }, me.token],
      ['/api/report/create-review-report', { review_id: review.body.data.id, details: w('Rude', 'words') }, buyer.token],
      ['/api/contactUs/create-contactUs', { name: w('Kiran', 'Rao'), email: 'kiran@example.in', subject: w('Listing', 'help'), message: w('Please call me', 'about listing my flat.') }, me.token],
      ['/api/subscription/create-contact-us', { name: w('Kiran', 'Rao'), email: 'kiran@example.in', message: w('Tell me about', 'the agent plans please.') }, me.token],
      ['/api/enquiry/create-enquiry', { ...item, name: w('Kiran', 'Rao'), phone_number: '9876543210', message: w('Is it', 'still available?') }, me.token],
      ['/api/user/request-callback/create', { ...item, name: w('Kiran', 'Rao'), phone_number: '9876543210', preferred_time: w('Evening', 'after six'), message: w('Please', 'call me') }, me.token],
      ['/api/requestCallBack/create-requestCallBack', { ...item, name: w('Kiran', 'Rao'), phone_number: '9876543210', message: w('Please', 'call me') }, buyer.token],
      ['/api/user/intial-register', { name: w('New', 'Buyer') }, buyer.token],
      ['/api/user/update-buyer-profile', { name: w('New', 'Buyer'), description: w('Looking for', 'a 2 BHK'), city: { city: w('Mysuru', ''), area: w('Vijayanagar', '') } }, buyer.token],
      ['/api/user/update-agent-profile', { name: w('Markup', 'Agent'), description: w('Ten years', 'in Mysuru') }, me.token],
      ['/api/user/create-builder-register', { company_logo: `/uploads/${'b'.repeat(64)}.png`, name: w('Ravi', 'Kumar'), company_name: w('Acme', 'Homes'), company_role: w('Managing', 'Director') }, buyer.token],
      ['/api/subscription/create-billing-details', { ...BILLING, name: w('Ramesh', 'Gowda'), address: w('14 Temple Road,', 'Vijayanagar'), city: w('Mysuru', '') }, me.token],
      ['/api/subscription/create-billing-details-new', { ...BILLING, name: w('Ramesh', 'Gowda'), address: w('14 Temple Road,', 'Vijayanagar') }, me.token],
      ['/api/saved-search/create', { search_group: 'residential', search_id: 'type=rent', city: 'Mysuru', name: w('Flats', 'in Mysuru') }, me.token],
    ];
    for (const [path, body, token] of calls) ok(await call('POST', path, body, { token }), path);
    await call('POST', '/api/user/update-role-type', { role_type: 'builder' }, { token: buyer.token });
    ok(await call('POST', '/api/user/update-builder-profile', { name: w('Ravi', 'Kumar'), company_name: w('Acme', 'Builders'), description: w('Homes', 'since 1998') }, { token: buyer.token }), 'builder profile');
    await assertNoMarkupStored();
    const text = async (table: string) => JSON.stringify(await t.db.execute(sql.raw(`select t::text as r from "${table}" t`)));
    expect(await text('reviews')).toContain('Thank you, do visit again');
    expect(await text('contact_messages')).toContain('Please call me about listing my flat.');
    expect(await text('builder_accounts')).toContain('Acme Builders');
    expect(await text('billing_details')).toContain('Ramesh Gowda');
  });

  it('keeps plain text with "<" and ">" and Indic joiners, drops control characters', async () => {
    const agent = await accountUser(t.db, 'agent', { name: 'Text Agent' });
    await givePlan(t.db, agent.id);
    const b = validBody('apartment', 'rent');
    const description = 'Rent < 20k, area > 1000 sq.ft; ಮನೆ ಬಾಡಿಗೆಗೆ\u200c ಇದೆ.\u0007\u202e Near the park.';
    const r = await call('POST', '/api/property/apartment/create-apartment-property', { ...b, description }, { token: agent.token });
    ok(r, 'create');
    const [row] = await t.db.select().from(listings).where(eq(listings.id, r.body.data.property_id));
    expect(row.description).toBe('Rent < 20k, area > 1000 sq.ft; ಮನೆ ಬಾಡಿಗೆಗೆ\u200c ಇದೆ. Near the park.');
  });
});

describe('a description that was mostly markup', () => {
  it('is kept as its text and held for review with "formatting removed", for listings, PGs and projects', async () => {
    const agent = await accountUser(t.db, 'agent', { name: 'Markup Agent' });
    await givePlan(t.db, agent.id, { projects: 5 });
    const wrap = (s: string) => `<div class="listing" style="color:red"><p><span style="font-weight:bold"><b><i><u>${s}</u></i></b></span></p></div>`.repeat(1)
      + '<table><tr><td style="border:1px solid #000"></td></tr></table><script>document.location="https://evil.example/"</script>';
    const text = 'Spacious flat near the park, lots of light and air.';
    const made = [
      await call('POST', '/api/property/apartment/create-apartment-property', { ...validBody('apartment', 'rent'), description: wrap(text) }, { token: agent.token }),
      await call('POST', '/api/pg/create', validPgBody({ description: wrap(text) }), { token: agent.token }),
      await call('POST', '/api/project/create-apartment-project', validProjectBody({ description: wrap(text) }), { token: agent.token }),
    ];
    for (const r of made) {
      ok(r, 'create');
      expect(r.body.data.status, JSON.stringify(r.body.data)).toBe('pending');
      expect(r.body.data.reasons).toEqual([FORMATTING_REASON]);
    }
    expect(FORMATTING_REASON).toContain('formatting removed');
    const [l] = await t.db.select().from(listings).where(eq(listings.id, made[0].body.data.property_id));
    expect(l.description).toBe(text);
    // An edit with plain text clears it.
    const again = await call('POST', '/api/pg/edit', validPgBody({ pg_id: made[1].body.data.pg_id }), { token: agent.token });
    expect(again.body.data.status).toBe('approved');
  });
});

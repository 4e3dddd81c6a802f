import { describe, expect, it } from 'vitest';
import { contactMessages } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { contactThrottle } from '@/server/trust/contact/routes';

const t = useTestDb();

const rate = (token: string | undefined, body: object) => call('POST', '/property/rating-and-review/user-rating-create', body, { token });
const reply = (token: string | undefined, body: object) => call('POST', '/property/rating-and-review/reply', body, { token });
const list = (body: object) => call('POST', '/property/rating-and-review/list', body);

describe('user-rating-create', () => {
  it('rates a poster once (editable), shows the average and count, and lets the poster reply once', async () => {
    const agent = await accountUser(t.db, 'agent', { name: 'Asha Agent' });
    const a = await accountUser(t.db, 'buyer', { name: 'Ravi Kumar' });
    const b = await accountUser(t.db, 'buyer', { name: 'Meena Rao' });
    const first = await rate(a.token, { target_id: agent.id, rating: 4, review: 'Helpful and on time for the visit.' });
    expect(first.http).toBe(200);
    expect(first.body.message).toBe('Thank you for your review');
    expect(first.body.data).toMatchObject({ target_type: 'user', target_id: agent.id, rating: 4, reply: null });
    const edit = await rate(a.token, { target_type: 'user', target_id: agent.id, rating: 2, review: 'Changed my mind: never called back.' });
    expect(edit.http).toBe(200);
    expect(edit.body.message).toBe('Your review has been updated');
    expect(edit.body.data.id).toBe(first.body.data.id);
    await rate(b.token, { target_id: agent.id, rating: 5, review: 'Found us a flat in two days.' });
    const shown = await list({ target_id: agent.id });
    expect(shown.body.data).toMatchObject({ average: 3.5, count: 2 });
    expect(shown.body.data.reviews.map((r: { reviewer_name: string }) => r.reviewer_name).sort()).toEqual(['Meena Rao', 'Ravi Kumar']);
    // The public profile carries the same figures.
    const profile = await call('POST', '/api/public/featch-user-details', { user_id: agent.id });
    expect(profile.body.data.rating).toEqual({ average: 3.5, count: 2 });

    const r1 = await reply(agent.token, { review_id: first.body.data.id, reply: 'Sorry, I was travelling. Calling you today.' });
    expect(r1.http).toBe(200);
    expect(r1.body.data.reply).toBe('Sorry, I was travelling. Calling you today.');
    const r2 = await reply(agent.token, { review_id: first.body.data.id, reply: 'Second reply' });
    expect(r2.http).toBe(409);
    expect(r2.body.message).toBe('You have already replied to this review');
    expect((await reply(b.token, { review_id: first.body.data.id, reply: 'Not mine' })).http).toBe(403);
  });

  it('refuses self-reviews, buyers as targets, bad ratings and guests', async () => {
    const owner = await accountUser(t.db, 'owner');
    const buyer = await accountUser(t.db, 'buyer');
    const self = await rate(owner.token, { target_id: owner.id, rating: 5, review: 'I am the best owner ever.' });
    expect(self.http).toBe(403);
    expect(self.body.message).toBe('You cannot review yourself');
    const builder = await accountUser(t.db, 'builder');
    const project = await makeProject(t.db, { userId: builder.id });
    expect((await rate(builder.token, { target_type: 'project', target_id: project.id, rating: 5, review: 'Our own project is great.' })).http).toBe(403);
    expect((await rate(buyer.token, { target_type: 'project', target_id: project.id, rating: 4, review: 'Good construction quality.' })).http).toBe(200);
    const cases: [object, string][] = [
      [{ target_id: owner.id, rating: 0, review: 'Ten characters at least' }, 'rating must be from 1 to 5'],
      [{ target_id: owner.id, rating: 6, review: 'Ten characters at least' }, 'rating must be from 1 to 5'],
      [{ target_id: owner.id, rating: 3.5, review: 'Ten characters at least' }, 'rating must be a whole number'],
      [{ target_id: owner.id, review: 'Ten characters at least' }, 'Please choose a rating'],
      [{ target_id: owner.id, rating: 3 }, 'Please write a few words'],
      [{ target_id: owner.id, rating: 3, review: 'short' }, 'review must be at least 10 characters'],
      [{ target_type: 'shop', target_id: owner.id, rating: 3, review: 'Ten characters at least' }, 'target_type must be user or project'],
      [{ rating: 3, review: 'Ten characters at least' }, 'target_id is required'],
    ];
    for (const [body, message] of cases) {
      const r = await rate(buyer.token, body);
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const other = await accountUser(t.db, 'buyer');
    const notPoster = await rate(other.token, { target_id: buyer.id, rating: 3, review: 'A buyer cannot be reviewed' });
    expect(notPoster.http).toBe(400);
    expect((await rate(undefined, { target_id: owner.id, rating: 3, review: 'Ten characters at least' })).http).toBe(401);
  });
});

describe('create-contactUs and find-all-faq', () => {
  it('stores a contact message and refuses bad bodies', async () => {
    await contactThrottle.clear();
    const ok = await call('POST', '/api/contactUs/create-contactUs', { name: 'Kiran Rao', email: 'Kiran@Example.in', phone_number: '9876543210', message: 'Please call me about listing my flat.' });
    expect(ok.http).toBe(200);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'contact-us', email: 'kiran@example.in', phoneNumber: '9876543210' });
    const cases: [object, string][] = [
      [{ email: 'a@b.in', message: 'A long enough message' }, 'Required'],
      [{ name: 'K1ran', email: 'a@b.in', message: 'A long enough message' }, 'Enter a valid name'],
      [{ name: 'Kiran', email: 'not-an-email', message: 'A long enough message' }, 'email must be a valid email!'],
      [{ name: 'Kiran', message: 'A long enough message' }, 'Required!'],
      [{ name: 'Kiran', email: 'a@b.in', phone_number: '12345', message: 'A long enough message' }, 'Please enter the valid phone number'],
      [{ name: 'Kiran', email: 'a@b.in', message: 'short' }, 'message must be at least 10 characters'],
      [{ name: 'Kiran', email: 'a@b.in' }, 'Required!'],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/api/contactUs/create-contactUs', body);
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('caps contact messages per IP', async () => {
    await contactThrottle.clear();
    const body = { name: 'Loop Bot', email: 'bot@example.in', message: 'Spam spam spam spam' };
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/contactUs/create-contactUs', body, { ip: '10.7.7.7' })).http).toBe(200);
    expect((await call('POST', '/api/contactUs/create-contactUs', body, { ip: '10.7.7.7' })).http).toBe(429);
    expect((await call('POST', '/api/contactUs/create-contactUs', body, { ip: '10.7.7.8' })).http).toBe(200);
  });

  it('answers the seeded FAQs, once, in order', async () => {
    const [a, b] = await Promise.all([call('POST', '/api/faq/find-all-faq', {}), call('GET', '/api/faq/find-all-faq')]);
    expect(a.http).toBe(200);
    expect(a.body.data.length).toBeGreaterThanOrEqual(5);
    expect(b.body.data).toEqual(a.body.data);
    expect(a.body.data[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String) });
    expect(a.body.data.some((f: { question: string }) => /phone number/.test(f.question))).toBe(true);
  });
});

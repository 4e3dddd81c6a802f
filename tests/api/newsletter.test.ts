import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '@/server/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';

const t = useTestDb();

describe('newsletter signup', () => {
  it('subscribes once, answering a message the footer shows', async () => {
    const first = await call('POST', '/api/news-letter/create-news-letter', { email: 'Priya@Example.in' });
    expect(first.http).toBe(200);
    expect(first.body.message).toMatch(/Thank you/);
    const again = await call('POST', '/api/news-letter/create-news-letter', { email: 'priya@example.in' });
    expect(again.body.message).toMatch(/already subscribed/);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('answers the spec texts for bad e-mail', async () => {
    expect((await call('POST', '/api/news-letter/create-news-letter', { email: 'nope' })).body.message).toBe('email must be a valid email!');
    expect((await call('POST', '/api/news-letter/create-news-letter', {})).body.message).toBe('Required!');
  });
});

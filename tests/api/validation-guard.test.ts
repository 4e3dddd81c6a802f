import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '@/server/platform/routes';
import { failure } from '@/server/platform/http/envelope';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';

// The probe's reproducers, one per root cause of its 500s: each is a 400 with
// a message naming the field, decided in the one validation layer.

const t = useTestDb();
const raw = (path: string, text: string, token?: string) => dispatch(new Request(`http://localhost${path}`, {
  method: 'POST', body: text,
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1', ...(token ? { 'x-access-token': token } : {}) },
}));

describe('the validation layer refuses what used to crash', () => {
  it('refuses keys named like built-in properties, on any route', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const res = await raw('/api/search/residential-property-search-v2', `{"${key}":"x"}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(`"${key}" is not an accepted field name`);
    }
    const nested = await raw('/api/home/fetch-home-related-property', '{"city":{"__proto__":{"a":1}}}');
    expect(nested.status).toBe(400);
  });

  it('refuses an object or a list where text is expected, naming the field', async () => {
    const obj = await call('POST', '/api/user/auth/Login', { phone_number: { a: 1 }, country_code: '+91' });
    expect(obj.http).toBe(400);
    expect(obj.body.message).toBe('phone_number must be text');
    const list = await call('POST', '/api/news-letter/create-news-letter', { email: ['a@b.in'] });
    expect(list.http).toBe(400);
    expect(list.body.message).toBe('email must be text');
  });

  it('refuses objects whose toString or valueOf is not a function', async () => {
    const res = await raw('/api/public/featch-user-details', '{"user_id":{"toString":1,"valueOf":null}}');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('"toString" is not an accepted field name');
  });

  it('refuses NUL bytes in text, in the body and in the query string', async () => {
    const { token } = await accountUser(t.db);
    const body = await call('POST', '/api/user/update-buyer-profile', { name: 'Ravi\u0000Kumar' }, { token });
    expect(body.http).toBe(400);
    expect(body.body.message).toBe('name must not contain NUL characters');
    const q = await dispatch(new Request('http://localhost/api/dev/sms-outbox?phone=98%00', { headers: { 'x-forwarded-for': '10.1.1.2' } }));
    expect(q.status).toBe(400);
  });

  it('refuses ids beyond int4 before the database sees them', async () => {
    for (const id of ['2147483648', '1e308', '1e400']) {
      const res = await raw('/api/public/featch-user-details', `{"user_id":${id}}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^user_id (is too large|must be an integer)$/);
    }
  });

  it('refuses an object as page_no with the page_no message', async () => {
    const { token } = await accountUser(t.db);
    const res = await raw('/api/user/request-callback/findAll', '{"page_no":{}}', token);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('page_no must be a whole number from 0');
    const list = await raw('/api/user/request-callback/findAll', '{"page_no":[1]}', token);
    expect(list.status).toBe(400);
  });

  it('answers a malformed access cookie with 401, not 500', async () => {
    const res = await dispatch(new Request('http://localhost/api/subscription/invoice-pdf?order_id=1', {
      headers: { cookie: 'access_token=%E0%A4%A', 'x-forwarded-for': '10.1.1.3' },
    }));
    expect(res.status).toBe(401);
  });

  it('turns database data errors a client caused into a 400 and logs no parameter values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pgError = Object.assign(new Error('value "9876543210" is out of range for type integer'), { code: '22003' });
    const drizzleError = Object.assign(new Error('Failed query: select * from users where phone = $1\nparams: 9876543210'),
      { query: 'select * from users where phone = $1', params: ['9876543210'], cause: pgError });
    const res = failure(drizzleError);
    expect(res.status).toBe(400);
    const fk = Object.assign(new Error('insert or update violates foreign key constraint'), {
      code: '23503', detail: 'Key (user_id)=(42) is not present', query: 'insert into x values ($1, $2)', params: ['ravi@example.in', '9876543210'],
    });
    expect(failure(fk).status).toBe(500);
    const logged = JSON.stringify(log.mock.calls);
    expect(logged).toContain('insert into x values ($1, $2)');
    expect(logged).toContain('23503');
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('ravi@example.in');
    log.mockRestore();
  });
});

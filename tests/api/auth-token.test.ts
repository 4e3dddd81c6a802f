import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { issueAccessToken } from '@/server/accounts/auth/tokens';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { loginAs } from '../helpers/auth';

useTestDb();
const profile = (token?: string) => call('POST', '/api/user/fetch-my-profile', {}, { token });
const expectAuthFailed = (r: Awaited<ReturnType<typeof profile>>) => {
  expect(r.http).toBe(401);
  expect(r.body).toEqual({ status: 'fail', message: 'Authentication failed', data: 'Unauthorized!' });
  expect(r.headers.get('set-cookie')).toMatch(/access_token=;/);
};

describe('access tokens', () => {
  it('opens the profile with a good token', async () => {
    const { token, phone } = await loginAs();
    const r = await profile(token);
    expect(r.http).toBe(200);
    expect(r.body.data.user.phone_number).toBe(phone);
  });

  it('refuses no token, a tampered one, an expired one and a foreign-signed one', async () => {
    const { token, userId } = await loginAs();
    expectAuthFailed(await profile());
    const [h, p, s] = token.split('.');
    const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
    forged.sub = String(userId + 1);
    expectAuthFailed(await profile(`${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`));
    expectAuthFailed(await profile(await issueAccessToken(userId, -10)));
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(userId))
      .setJti('x').setIssuer('gharbazaar').setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expectAuthFailed(await profile(foreign));
    expectAuthFailed(await profile('not-a-jwt'));
  });

  it('revokes the token at logout, server-side', async () => {
    const { token } = await loginAs();
    const out = await call('DELETE', '/auth/logout', undefined, { token });
    expect(out.http).toBe(200);
    expect(out.body.message).toBe('Logout Successfully');
    expectAuthFailed(await profile(token));
    expectAuthFailed(await call('DELETE', '/auth/logout', undefined, { token }));
  });
});

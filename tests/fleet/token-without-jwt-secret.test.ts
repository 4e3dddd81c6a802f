import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, type Fleet } from '@/scripts/fleet/start.mjs';
import { api, dbPrefix, fleetPorts, loginThrough, pgServerUrl } from '../helpers/fleet';

// With DATABASE_URL set and JWT_SECRET unset, no server makes up its own secret:
// they share one kept in the database, so a token from one works on every other.
let fleet: Fleet;

beforeAll(async () => {
  fleet = await startFleet({
    ...fleetPorts(), servers: 2, pgUrl: pgServerUrl(), database: `${dbPrefix()}_fleet_secret`, fresh: true, listings: 0,
    env: { JWT_SECRET: '', ALERTS_WORKER: 'off' },
  });
});
afterAll(async () => {
  await fleet?.stop({ removeDir: true });
});

describe('the token secret without JWT_SECRET (needs the secret kept in the database)', () => {
  it('accepts on server B a token server A issued, and the other way round', async () => {
    const stamp = String(Date.now() % 1e6).padStart(6, '0');
    for (const [from, to] of [[0, 1], [1, 0]]) {
      const token = await loginThrough(fleet.servers[from].url, `95${stamp}${from}${to}`);
      const me = await api(fleet.servers[to].url, 'POST', '/api/user/fetch-my-profile', {}, { 'x-access-token': token });
      expect(me.http, `token of server ${from} on server ${to}`).toBe(200);
    }
  });
});

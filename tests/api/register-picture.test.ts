import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';

// intial-register took any profile_picture (javascript:, tracking links on
// other hosts via //host); it now applies the profile updates' rule.
const t = useTestDb();

describe('intial-register profile_picture', () => {
  it('refuses javascript:, data:, protocol-relative and traversal references, saving nothing', async () => {
    const u = await makeUser(t.db, { name: null, isRegistered: false });
    const token = await tokenFor(u.id);
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//tracker.example/p.gif', '/uploads/../../etc/passwd']) {
      const r = await call('POST', '/api/user/intial-register', { name: 'Ravi Kumar', profile_picture: bad }, { token });
      expect(r.http).toBe(400);
      expect(r.body.message).toBe('Upload image!');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.profilePicture).toBeNull();
  });

  it('accepts our upload paths, as the update routes do', async () => {
    const u = await makeUser(t.db, { name: null, isRegistered: false });
    const token = await tokenFor(u.id);
    const pic = `/uploads/${'a'.repeat(64)}.png`;
    const r = await call('POST', '/api/user/intial-register', { name: 'Ravi Kumar', profile_picture: pic }, { token });
    expect(r.http).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.profilePicture).toBe(pic);
  });
});

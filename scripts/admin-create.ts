// Makes a phone's account an admin of the moderation desk (/admin).
//   npm run admin:create -- --phone 9876543210 [--name "Desk Admin"]
// The only way an admin comes to exist: no API call grants it.
import { createAdmin } from '../server/trust/admin/create-admin';
import { openForScript, runScript, WHERE } from './open-db';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const raw = arg('phone')?.replace(/[\s-]/g, '');
  const phone = raw && raw.length > 10 ? raw.replace(/^\+?91/, '') : raw;
  if (!phone) {
    console.error('Usage: npm run admin:create -- --phone NNNNNNNNNN [--name "Desk Admin"]');
    return 2;
  }
  const handle = await openForScript();
  if (!handle) return 1;
  try {
    const r = await createAdmin(handle.db, phone, arg('name') ?? 'Admin');
    console.log(`${r.created ? 'Made' : 'Already'} admin: user ${r.userId} (${phone}) in ${WHERE}. Log in with this phone and open /admin.`);
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 2;
  } finally {
    await handle.close();
  }
}

runScript(main);

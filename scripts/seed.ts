// Loads localities and demo data into the app's database.
//   tsx --conditions=react-server scripts/seed.ts [--listings N] [--localities all|demo] [--reset] [--seed S]
// PGlite under ./data by default (the app server must be stopped: the folder
// is locked), or PostgreSQL when DATABASE_URL is set.
import { openForScript, runScript, WHERE } from './open-db';
import { seedRefusal } from '../lib/demo-mode';
import { CITY_NAMES } from '../server/catalog/places/cities';
import { importLocalities } from '../server/catalog/places/import';
import { DEFAULT_LISTINGS, DEFAULT_SEED, DEMO_USERS, NATIONAL_HISTORY, runSeed } from '../server/platform/seed';

const USAGE = 'usage: seed [--listings N] [--localities all|demo] [--reset] [--seed S] [--national]\n' +
  '  --national  3 years of history: about 10 % of the listings live, the rest expired, deleted or sold';

type Args = { listings: number; localities: 'all' | 'demo'; reset: boolean; seed: number; national: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = { listings: DEFAULT_LISTINGS, localities: 'all', reset: false, seed: DEFAULT_SEED, national: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--listings') args.listings = Number(value());
    else if (flag === '--seed') args.seed = Number(value());
    else if (flag === '--localities') args.localities = value() as Args['localities'];
    else if (flag === '--reset') args.reset = true;
    else if (flag === '--national') args.national = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument ${argv[i]}\n${USAGE}`);
  }
  if (!Number.isInteger(args.listings) || args.listings < 1) throw new Error(`--listings must be a positive integer\n${USAGE}`);
  if (!Number.isInteger(args.seed)) throw new Error(`--seed must be an integer\n${USAGE}`);
  if (args.localities !== 'all' && args.localities !== 'demo') throw new Error(`--localities is all or demo\n${USAGE}`);
  return args;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const refusal = seedRefusal(process.env);
  if (refusal) throw new Error(refusal);
  const started = Date.now();
  const where = WHERE;
  console.log(`Opening ${where} and applying migrations...`);
  const handle = await openForScript();
  if (!handle) return 1;
  try {
    await importLocalities(handle.db, {
      ...(args.localities === 'demo' ? { cities: CITY_NAMES } : {}),
      log: (m) => console.log(m),
    });
    const result = await runSeed(handle.db, { listings: args.listings, seed: args.seed, reset: args.reset,
      ...(args.national ? { history: NATIONAL_HISTORY } : {}), log: (m) => console.log(m) });
    if (!result.skipped) {
      const c = result.counts;
      console.log(`Seeded ${c.users} users, ${c.listings} listings, ${c.pgs} PGs, ${c.projects} projects, ${c.faqs} FAQs, ${c.plans} plans.`);
    }
    console.log('Demo users (log in with OTP; in development the code is in the SMS outbox):');
    for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(8)} +91 ${u.phone}  ${u.name}${u.company ? ` (${u.company})` : ''}`);
    console.log(`Total ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await handle.close();
  }
}

runScript(main);

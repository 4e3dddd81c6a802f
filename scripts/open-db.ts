import { openDatabase } from '../server/platform/db/client';
import { DataFolderLockedError } from '../server/platform/db/data-lock';

export const WHERE = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (./data or DATA_DIR)';

/**
 * Opens (and migrates) the database for a script. A PGlite folder held by the
 * running app gives the lock's message and null, so the script exits cleanly.
 */
export async function openForScript() {
  try {
    return await openDatabase();
  } catch (e) {
    if (e instanceof DataFolderLockedError) {
      console.error(e.message);
      return null;
    }
    throw e;
  }
}

/** Runs a script's main and exits with its code; a crash prints its message and exits 1. */
export function runScript(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}

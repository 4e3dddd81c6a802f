// A separate alert worker process for the kill test (tests/api/alerts-kill.test.ts):
// it drains alerts on DATABASE_URL and, after KILL_AFTER messages, says so and
// waits inside its open transaction for the test to SIGKILL it.
import { openDatabase, useDatabase } from '../../server/platform/db/client';
import { runAlerts } from '../../server/messaging/alerts/worker';

async function main() {
  const h = await openDatabase();
  useDatabase(h);
  const killAfter = Number(process.env.KILL_AFTER);
  await runAlerts({
    afterSend: async (sent) => {
      if (sent < killAfter) return;
      process.stdout.write(`SENT ${sent}\n`);
      await new Promise(() => undefined); // hold the transaction open until killed
    },
  });
  process.stdout.write('DONE\n');
  process.exit(0);
}
void main();

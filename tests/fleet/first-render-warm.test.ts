import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, stopChild, type Fleet } from '@/scripts/fleet/start.mjs';
import { startAppServer, waitReady } from '@/scripts/fleet/app-server.mjs';
import { dbPrefix, fleetPorts } from '../helpers/fleet';

// A freshly started server's first search page used to stream each result card's
// Contact buttons after the page: their server code loads
// during that first render (components/lazy/hydrate-on-intent.tsx), so the cards
// grew by a row of buttons half a second after they were painted. the production server now
// renders a page itself before /api/ready says yes (lib/ops/warm-up.mjs). Both
// servers here are new processes; the first has the warm-up switched off, to show
// what the test looks for is real.

const { port, serverPort, s3Port } = fleetPorts();
const location = encodeURIComponent(JSON.stringify([{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }]));
const SEARCH = `/search/residential/type=sale&location=${location}`;
let fleet: Fleet;

/** The card hosts of a page: "streamed" when React sent a placeholder and the buttons after the page. */
function cardHosts(html: string) {
  const hosts = [...html.matchAll(/class="card-contact-host"><!--\$(\??)-->/g)];
  return { cards: hosts.length, streamed: hosts.filter((m) => m[1] === '?').length };
}

beforeAll(async () => {
  fleet = await startFleet({ servers: 1, port, serverPort, s3Port, database: `${dbPrefix()}_fleet_warm`, fresh: true, listings: 300 });
});
afterAll(async () => {
  await fleet?.stop({ removeDir: true });
});

describe('the first page a new server renders', () => {
  it('streams the cards\' buttons late without the warm-up', async () => {
    const cold = startAppServer({
      root: process.cwd(), dir: fleet.dir, index: 9, port: serverPort + 9,
      env: { ...fleet.env, WARM_UP: 'off' }, log: path.join(fleet.dir, 'server-cold.log'),
    });
    try {
      await waitReady(cold.url, cold.child);
      const html = await (await fetch(`${cold.url}${SEARCH}`)).text();
      const hosts = cardHosts(html);
      expect(hosts.cards).toBeGreaterThan(5);
      expect(hosts.streamed).toBe(hosts.cards);
    } finally {
      await stopChild(cold.child);
    }
  });

  it('has every card whole once the server says it is ready', async () => {
    // The fleet's server was started with the default warm-up and waited for until ready: this is
    // its first search page (the warm-up rendered a landing page, not this one).
    const html = await (await fetch(`${fleet.servers[0].url}${SEARCH}`)).text();
    const hosts = cardHosts(html);
    expect(hosts.cards).toBeGreaterThan(5);
    expect(hosts.streamed).toBe(0);
  });
});

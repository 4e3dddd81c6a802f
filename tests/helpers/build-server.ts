import { spawnSync } from 'node:child_process';

/** Global setup of the fleet tests: the production server from its sources, as `npm run build` leaves it. */
export default function buildServer(): void {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('scripts/build-server.mjs failed');
}

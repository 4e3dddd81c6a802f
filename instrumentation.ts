// Runs once when a server process starts (Next calls register() before the first
// request): the shared state every server needs, then the background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/platform/fleet/start');
  await startServer();
}

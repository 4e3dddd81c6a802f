import 'server-only';

// The search generation: one number per server process that every cache of what
// search shows is keyed by (the signed-out page cache of server/platform/runtime/page-cache.ts,
// the search data in Next's data cache). Bumping it retires them all at once.
// A write bumps it here and signals the other servers (server/platform/cache/signals.ts),
// which bump theirs. On globalThis: Next loads modules once per bundle, and the
// page cache lives outside Next in server/platform/runtime/serve.ts.

const g = globalThis as { __gbPageGeneration?: number };

export const searchGeneration = (): number => g.__gbPageGeneration ?? 0;

export function bumpSearchGeneration(): void {
  g.__gbPageGeneration = searchGeneration() + 1;
}

import path from 'node:path';

/** The module aliases of every vitest config: '@' is the repository root. */
export const testResolve = {
  alias: {
    '@': path.resolve(import.meta.dirname),
    // 'server-only' throws outside React Server Components; tests are the server here.
    'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
  },
};

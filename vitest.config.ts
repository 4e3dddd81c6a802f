import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; tests are the server here.
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Real multi-process fleets: their own config and step (vitest.fleet.config.ts, npm run test:fleet).
    exclude: ['tests/fleet/**', '**/node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/helpers/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

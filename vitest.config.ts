import { defineConfig } from 'vitest/config';
import { testResolve } from './vitest.shared';

export default defineConfig({
  resolve: testResolve,
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

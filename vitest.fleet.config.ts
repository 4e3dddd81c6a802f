import { defineConfig } from 'vitest/config';
import { testResolve } from './vitest.shared';

// The fleet tests (npm run test:fleet): real processes (PostgreSQL, s3rver, app
// servers from the production build, nginx), one file at a time.
export default defineConfig({
  resolve: testResolve,
  test: {
    include: ['tests/fleet/**/*.test.ts'],
    environment: 'node',
    // The app servers run dist/server.mjs (npm start): built once before the files run.
    globalSetup: ['tests/helpers/build-server.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});

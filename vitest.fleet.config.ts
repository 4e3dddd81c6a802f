import { defineConfig } from 'vitest/config';
import path from 'node:path';

// The fleet tests (npm run test:fleet): real processes (PostgreSQL, s3rver, app
// servers from the production build, nginx), one file at a time.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
    },
  },
  test: {
    include: ['tests/fleet/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});

import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Fleet tests start real app servers (node scripts/serve.mjs on one build) and stop them by pid.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    include: ['tests/fleet/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});

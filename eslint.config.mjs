// ESLint with Next's own recommended rules (core web vitals + TypeScript), run
// by `npm test` (scripts/test-all.mjs) and `npm run lint`. Deliberately no
// stricter: the house rules live in the README and review, not here.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'node_modules/**', '.next*/**', 'next-env.d.ts', 'data/**', '.e2e-data*/**', 'test-results/**',
    'playwright-report/**', 'bench/data/**', 'bench/results/**', 'coverage/**', 'public/**', 'dist/**',
  ]),
  {
    // An eslint-disable comment that silences nothing is an error: it only misleads.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The house convention: a leading underscore marks a deliberately unused name.
      '@typescript-eslint/no-unused-vars': ['warn', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
    },
  },
  {
    // Tests and benchmark tools are not React: helpers like useTestDb() and
    // useApiServer() wire vitest hooks, and answers are read as loose JSON.
    files: ['tests/**', 'e2e/**', 'bench/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);

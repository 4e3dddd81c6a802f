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
    // Dates, rupees and counts are printed by the formatter module only (lib/format): one
    // zone (India's), one digit grouping, one place to add a language.
    files: ['lib/**', 'server/**', 'components/**', 'app/**', 'services/**', 'store/**', 'middleware.ts'],
    ignores: ['lib/format/**', 'server/platform/db/ist.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Format dates and numbers with lib/format (dateText, formatCount, inr, formatPrice ...).' },
        { selector: "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat)$/]", message: 'Intl formatters are built in lib/format only.' },
        { selector: "Literal[value='Asia/Kolkata']", message: 'India time: format with lib/format, compute days with lib/ist, and in SQL use istDate() of server/platform/db/ist.ts.' },
        { selector: 'TemplateElement[value.raw=/Asia\\/Kolkata/]', message: 'India time in SQL: istDate(), istTime() or istToday() of server/platform/db/ist.ts.' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);

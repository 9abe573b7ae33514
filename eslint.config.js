// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

/**
 * The shop's lint: ESLint's and typescript-eslint's recommended rules, the React hooks rules for
 * the islands and Astro's for .astro files. Formatting is Prettier's (npm test checks both).
 */
export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-rebuilds/',
      '.astro/',
      '.cache/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/.out/',
      'tests/fixtures/woocommerce/',
      'tests/fixtures/woocommerce-real/',
      'tests/woocommerce-store/sources/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The hooks rules where React runs: the islands and the emails' components. (Elsewhere `use`
    // is Playwright's fixture callback and useFakeWoo a test helper, not hooks.)
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's rules (set-state-in-effect, purity, refs...) are left out: the shop does
      // not run the compiler, and an island reading the browser's storage or clock after hydration
      // (a session, a lockout's end) must set state in an effect, since the static HTML cannot know it.
    },
  },
  {
    // Tests read JSON answers of any shape, and a Playwright fixture that needs no other fixture
    // must still destructure its first argument (`async ({}, use) =>`).
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
);

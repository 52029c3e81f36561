import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', 'drizzle/', '.tmp/', 'test-results/', 'playwright-report/', 'data/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Scripts, configuration and the server run on Node.
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'src/server/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    // This rule only tells which components React Compiler would skip; the build does not run the compiler.
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);

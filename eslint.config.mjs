// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
      '**/node_modules/**',
      'reports/**',
      'bench/results/**',
      '**/*.module.css.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // React 19 hoists <title> and <meta> rendered anywhere into the head.
      'react/no-unknown-property': ['error', { ignore: ['fetchPriority', 'closedby'] }],
      // One router at run time, and only the part of it the apps use (see router/src/index.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import from '@practice/router'." },
            { name: 'react-router', message: "Import from '@practice/router'." },
          ],
        },
      ],
    },
  },
  {
    // Tests build their own in-memory router; the facade re-exports react-router itself.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-utils.tsx', 'router/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '**/*.{mjs,cjs,js}',
      'e2e/**/*.ts',
      '**/api/**/*.ts',
      '**/stub/**/*.ts',
      'deploy/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Served to the browser as it is (the shell's boot.js).
    files: ['*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);

// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importZones, layeredFiles, packageZones } from './tooling/eslint/import-layers.mjs';

/**
 * One router at run time, and only the part of it the apps use (see router/src/index.ts); no app
 * imports another's source, but for the one that `except` names.
 * @param {string} [except]
 */
const restrictedImports = (except) => [
  'error',
  {
    paths: [
      { name: 'react-router-dom', message: "Import from '@practice/router'." },
      { name: 'react-router', message: "Import from '@practice/router'." },
    ],
    patterns: [
      {
        group: ['@practice/*/src/*'],
        message: "Import a package's public entry, '@practice/<pkg>' (its package.json exports).",
      },
      {
        regex: `^@practice/(shell|mf-[^/]*)(/|$)${except ? `(?!${except}$)` : ''}`,
        message: "No app imports another app's source.",
      },
    ],
  },
];

// File names (CONTRIBUTING.md): a React component's file PascalCase, every other file kebab-case,
// content named by its slug (a provider's Aisha_Rahman.ts); suffixes (.test, .d, .config) aside.
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';
const SLUG = '[A-Z]+([a-z])+(_[A-Z]+([a-z]))';
/** @param {string} pattern */
const fileNames = (pattern) => ({
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*': pattern },
      { ignoreMiddleExtensions: true },
    ],
  },
});

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
    // One direction of imports: no cycles anywhere, the layers of each app, no app reaching into
    // another package by path (tooling/eslint/import-layers.mjs says which layer imports which).
    plugins: { 'import-x': importX },
    settings: {
      // Parse the TypeScript files an import leads to (else no-cycle cannot follow them).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['*/tsconfig.json', 'mf-careers/api/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The build and test tooling (tooling/, bench/, e2e/, root configs) sits above every package.
    files: layeredFiles,
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    // The careers page checks an application by the rules its upload function (a package inside
    // the careers app, built and shipped on its own) enforces: one file, so they cannot disagree.
    files: ['mf-careers/src/lib/upload-rules.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: packageZones }] },
  },
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
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    // A remote's standalone page (development only) has no shell to pass it the practice facts.
    files: ['mf-*/src/standalone.tsx'],
    rules: { 'no-restricted-imports': restrictedImports('standalone-site') },
  },
  {
    // Tests build their own in-memory router; the facade re-exports react-router itself.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'router/src/**'],
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
  { files: ['**/*.{ts,mts,cts,js,mjs,cjs}'], ignores: ['**/content/**'], ...fileNames(KEBAB) },
  { files: ['**/*.tsx'], ignores: ['**/content/**'], ...fileNames(`@(${KEBAB}|${PASCAL})`) },
  { files: ['**/content/**/*.{ts,tsx}'], ...fileNames(`@(${KEBAB}|${SLUG})`) },
  prettier,
);

// @ts-check
/**
 * One jest project per package: each app of the registry and the shared packages; jsdom and
 * @testing-library for the apps, node for servers (per-file docblock).
 */
import fs from 'node:fs';
import { apps } from './server/registry.mjs';

const packages = [...apps.map((app) => app.dir), 'ui-kit', 'router', 'server', 'tooling'];

/** @type {import('jest').Config} */
export default {
  projects: packages.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-dev/'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.jest.json' }],
      '\\.(svg|png|jpe?g|webp)$': '<rootDir>/../tooling/jest/file-transform.cjs',
      // A package that compiles Markdown at build time does it in jest with the same code.
      ...(fs.existsSync(new URL(`${name}/markdown/jest-transform.mjs`, import.meta.url))
        ? { '\\.md$': '<rootDir>/markdown/jest-transform.mjs' }
        : {}),
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs',
    },
    setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
  })),
};

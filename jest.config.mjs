// @ts-check
/**
 * One jest project per package: each app of the registry and the shared packages; jsdom and
 * @testing-library for the apps, node for servers (per-file docblock).
 */
import { apps } from './server/registry.mjs';

const packages = [...apps.map((app) => app.dir), 'ui-kit', 'server', 'tooling'];

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
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs',
    },
    setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
  })),
};

/**
 * Unit tests: jest + Testing Library in jsdom. Docusaurus client modules (`@docusaurus/Link`, ...)
 * ship as ES modules with JSX, so they are transformed like our code; `@generated/*` modules,
 * which only exist inside a Docusaurus build, are replaced by a small stub.
 */
import {readdirSync} from 'node:fs';

const clientExports = readdirSync('node_modules/@docusaurus/core/lib/client/exports')
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -3));

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      // Native classes: custom elements (src/islands) cannot be constructed from ES5 functions.
      target: 'es2022',
      transform: {react: {runtime: 'automatic'}},
    },
    module: {type: 'commonjs'},
  },
];

export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    // @theme/* as Docusaurus resolves it: the site's swizzle first, then the classic theme.
    '^@theme/(.*)$': [
      '<rootDir>/src/theme/$1',
      '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1',
    ],
    '^@theme-original/(.*)$': '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme/$1',
    '^@generated/globalData$': '<rootDir>/tests/unit/__stubs__/globalData.ts',
    '^@generated/.*$': '<rootDir>/tests/unit/__stubs__/generated.ts',
    '^@docusaurus/Head$': '<rootDir>/tests/unit/__stubs__/Head.tsx',
    // The client API (`@docusaurus/Link`, `@docusaurus/useBaseUrl`, ...) as a build resolves it.
    [`^@docusaurus/(${clientExports.join('|')})$`]:
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};

/**
 * Unit tests: jest + Testing Library in jsdom. Docusaurus client modules (`@docusaurus/Link`, ...)
 * ship as ES modules with JSX, so they are transformed like our code; `@generated/*` modules,
 * which only exist inside a Docusaurus build, are replaced by a small stub.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
    },
    module: {type: 'commonjs'},
  },
];

export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {'^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc, '^.+\\.yml$': '<rootDir>/tests/unit/__helpers__/yamlTransform.cjs'},
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json', 'yml'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/.*$': '<rootDir>/tests/unit/__stubs__/generated.ts',
    '^@docusaurus/(Link|Head|router|useDocusaurusContext|useBaseUrl|isInternalUrl|ExecutionEnvironment|useBrokenLinks|useIsBrowser|BrowserOnly|Translate|Interpolate|ErrorBoundary|useGlobalData)$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};

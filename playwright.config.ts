import {defineConfig} from '@playwright/test';
import {
  chromiumArgs,
  chromiumPath,
  headlessShellPath,
  noOmniboxPopup,
} from './scripts/chromium.mjs';
import type {EngineOptions} from './tests/e2e/engine';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** The same build and headers over https, for Firefox and WebKit (tests/e2e/engine.ts). */
const tlsPort = port + 10;
const engines = ['firefox', 'webkit'] as const;
/**
 * The specs that build or preview a copy of the site of their own: long and serial, so queued
 * before the rest. They run in CI's content run (scripts/test.mjs `--copies`), not in `npm test`'s
 * own: `npx playwright test --project="own copy"` runs them here.
 */
const ownCopy = ['dev-site', 'planted'].map((name) => `${name}.spec.ts`);

/**
 * Headless Chromium opens a real window for every browser context and preloads that window's
 * omnibox popup, a WebUI page with a renderer of its own: on this 2-core machine about 2 s of CPU
 * per test, more than the page under test. Chromium keeps only the last --disable-features, so
 * Playwright's own list (playwright-core 1.65, chromiumSwitches.ts) comes first.
 */
const disabledFeatures = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades'],
  ...['HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect'],
  ...['TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled'],
  ...['PreconnectToSearch'],
  ...noOmniboxPopup,
];

/**
 * End-to-end tests against the production build, served by the real nginx with deploy/site.conf
 * and the generated headers (scripts/nginx.mjs; the editor's origin on the next port). Runs the
 * system Chromium; engines.spec.ts runs in Firefox ESR and WebKitGTK too (Debian's, over WebDriver:
 * tests/e2e/firefox.ts, webkit.ts), against the same server over https. The other engines and the
 * specs with a copy of their own come first, so that their longer runs share the two workers with
 * the short ones instead of ending alone.
 */
export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Waits are conditions, never sleeps; on a busy 2-core machine a condition can take a while.
  expect: {timeout: 15_000},
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'reports/e2e.json'}]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.SCREENSHOTS ? chromiumPath : headlessShellPath,
      args: [...chromiumArgs, `--disable-features=${disabledFeatures.join(',')}`],
    },
    locale: 'de-DE',
    serviceWorkers: 'block',
    engineOrigin: `https://127.0.0.1:${tlsPort}`,
  },
  // Each engine's tests in order on one worker: one browser per engine instead of one per worker.
  // SCREENSHOTS=1: the screenshots of every page instead (tests/e2e/screenshots.ts), not tests.
  projects: process.env.SCREENSHOTS
    ? ['chromium', ...engines].map((name) => ({name, testMatch: 'screenshots.ts'}))
    : [
        ...engines.map((engine) => ({
          name: engine,
          testMatch: 'engines.spec.ts',
          fullyParallel: false,
          use: {engine},
        })),
        {name: 'own copy', testMatch: ownCopy},
        {name: 'chromium', testIgnore: ['engines.spec.ts', ...ownCopy]},
      ],
  webServer: [
    {
      command: `node scripts/nginx.mjs ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node scripts/nginx.mjs ${tlsPort} --tls`,
      url: `https://127.0.0.1:${tlsPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});

/**
 * The Playwright fixture of engines.spec.ts: `tab`, one tab of Firefox ESR or WebKitGTK
 * (firefox.ts, webkit.ts), started once per worker, on the production build served with its
 * headers over https (playwright.config.ts: its second web server). After every test the page
 * must have recorded no error, no unhandled rejection, no console.error and no CSP violation.
 */
import {expect, test as base} from '@playwright/test';
import type {EngineName, EnginePage} from './enginePage';
import {launchFirefox} from './firefox';
import {launchWebKit} from './webkit';

export type {EnginePage};

export interface EngineOptions {
  /** Which engine the project runs (playwright.config.ts). */
  readonly engine: EngineName;
  /** The https origin of the build (playwright.config.ts). */
  readonly engineOrigin: string;
}

export const test = base.extend<{checkProblems: void}, EngineOptions & {tab: EnginePage}>({
  engine: ['firefox', {scope: 'worker', option: true}],
  engineOrigin: ['', {scope: 'worker', option: true}],
  tab: [
    async ({engine, engineOrigin}, use, workerInfo) => {
      const driverPort = Number(new URL(engineOrigin).port) + 2 + workerInfo.parallelIndex;
      const tab =
        engine === 'firefox'
          ? await launchFirefox(engineOrigin)
          : await launchWebKit(engineOrigin, driverPort);
      console.log(`${engine}: ${tab.version}`);
      await use(tab);
      await tab.close();
    },
    {scope: 'worker', timeout: 60_000},
  ],
  checkProblems: [
    async ({tab}, use) => {
      await use();
      expect(await tab.problems(), 'errors and CSP violations in the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

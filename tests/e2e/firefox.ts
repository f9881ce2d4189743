/**
 * Firefox ESR (Debian's `firefox-esr`) over WebDriver BiDi with puppeteer-core: Debian has no
 * geckodriver, and puppeteer-core talks BiDi to Firefox itself.
 */
import puppeteer, {type KeyInput, type Page} from 'puppeteer-core';
import {leaving, pageIsReady, recorded, recordProblems, until, type EnginePage} from './enginePage';

const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launchFirefox(origin: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on phones: classic ones took 12px of a 375px viewport.
      'ui.useOverlayScrollbars': 1,
      // Offline and quiet: no updates, telemetry, remote settings or captive-portal checks.
      'app.update.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  let logged: string[] = [];
  let viewport = {width: 1280, height: 800};
  /**
   * A tab of its own: the first one never gets keyboard focus (no :focus-visible there), nor does
   * one whose focus a Tab past the page's end gave to the browser's own UI.
   */
  const newTab = async () => {
    const tab = await browser.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error') logged.push(`console: ${message.text()}`);
    });
    tab.on('pageerror', (error) => logged.push(`page error: ${String(error)}`));
    await tab.evaluateOnNewDocument(recordProblems);
    await tab.setViewport(viewport);
    return tab;
  };
  let page: Page = await newTab();
  const self: EnginePage = {
    engine: 'firefox',
    version,
    // Navigation without page.goto() and page.goBack(): once a page has come back from the
    // back/forward cache, puppeteer's BiDi navigation tracking waits for a `load` that never comes.
    async goto(path) {
      logged = [];
      if (!(await page.evaluate(() => document.hasFocus()))) {
        const old = page;
        page = await newTab();
        await old.close();
      }
      await page.evaluate(leaving);
      await page.evaluate((url) => location.assign(url), origin + path);
      await self.ready();
    },
    ready: () =>
      until(() => page.evaluate(pageIsReady).catch(() => false), 'the page and its islands'),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    clickAt: (x, y) => page.mouse.click(x, y),
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press(key as KeyInput);
    },
    async resize(width, height) {
      viewport = {width, height};
      await page.setViewport(viewport);
    },
    async back() {
      await page.evaluate(leaving);
      await page.evaluate(() => history.back());
      await self.ready();
    },
    async screenshot(file) {
      await page.screenshot({path: file as `${string}.png`});
    },
    problems: async () => [...new Set([...logged, ...((await page.evaluate(recorded)) ?? [])])],
    close: () => browser.close(),
  };
  return self;
}

import {spawnSync} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Browser, type Page} from '@playwright/test';
import {parseDocument} from 'yaml';
import {startNginx} from '../../scripts/nginx.mjs';
import {addDays, berlinToday, closurePeriod} from '../../src/lib/closures';
import {axeViolations} from './axe';
import {copyOfSite} from './siteCopy';

/**
 * Holiday closures (studio.yml, `closures`) in the browser, on a copy of this site (its own
 * content, whatever it is) with two closures planted relative to the day of the build: one near,
 * whose notice the build already shows, and one ahead, whose notice the build hides. The copy is
 * built and served by the real nginx with its generated headers (so under the real CSP, which must
 * allow the inline island by its hash). Playwright's clock then opens the pages on chosen days:
 * before the notice is due, on its first day, on the closure's last day and the day after; and
 * without JavaScript, where the build's day decides.
 *
 * It builds (once, in a temporary copy): the shared build holds her own content, which may have no
 * closure, and a page's CSS, its inline island and the CSP hash of it exist only in a build of a
 * page with a notice. Which day shows which notice, without script too, and the structured data
 * are proved in tests/unit (ClosureNotice, structuredData); here the real page in a real browser.
 */
test.describe.configure({mode: 'serial'});
test.setTimeout(300_000);

const port = Number(process.env.E2E_PORT ?? 4173) + 25;
const today = berlinToday();
const NEAR = {from: addDays(today, 3), to: addDays(today, 9), note: 'Ab dem Montag danach wieder.'};
const AHEAD = {from: addDays(today, 60), to: addDays(today, 70)};
const sentence = ({from, to}: {from: string; to: string}) =>
  `Das Studio ist ${closurePeriod(from, to)} geschlossen.`;

let site = '';
let origin = '';
let stop: (() => Promise<unknown>) | undefined;

test.beforeAll(() => {
  site = copyOfSite('closures');
  // Her closures as the guide shows them (and as the editor writes them): a list under `closures`.
  const file = join(site, 'src', 'data', 'studio.yml');
  const document = parseDocument(readFileSync(file, 'utf8'));
  document.set('closures', document.createNode([AHEAD, NEAR]));
  writeFileSync(file, document.toString());
});

test.afterAll(async () => {
  await stop?.();
  if (site) rmSync(site, {recursive: true, force: true});
});

test('the copy with two closures builds; the CSP allows the inline island by its hash', async () => {
  const result = spawnSync(join(site, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  const html = readFileSync(join(site, 'build', 'index.html'), 'utf8');
  expect(html).toMatch(/<head>.*<script>\{.*site-closure.*<\/script>.*<\/head>/s);
  ({origin, stop} = await startNginx({site, port, servers: undefined}));
});

/** A page opened on `day` (noon in Berlin), recording CSP violations, errors and layout shifts. */
async function openOn(browser: Browser, day: string, path = '/', width = 1280) {
  const context = await browser.newContext({
    timezoneId: 'Europe/Berlin',
    viewport: {width, height: 900},
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${day}T12:00:00+01:00`));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    // Before the page's first byte: CSP violations, and each closure element's visibility as it
    // is when the parser has inserted it (observers run before the browser renders anything).
    const record = window as unknown as {inserted: boolean[]; violations: string[]};
    record.inserted = [];
    record.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.violations.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`),
    );
    new MutationObserver((mutations) => {
      for (const {addedNodes} of mutations)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.localName === 'site-closure')
            record.inserted.push(node.hasAttribute('hidden'));
    }).observe(document, {subtree: true, childList: true});
  });
  await page.goto(`${origin}${path}`, {waitUntil: 'load'});
  return {page, problems, close: () => context.close()};
}

const notice = (page: Page, closure: {from: string; to: string}) =>
  page.getByRole('complementary', {name: `Schließzeit ${closurePeriod(closure.from, closure.to)}`});
const footerLine = (page: Page, closure: {from: string; to: string}) =>
  page.getByRole('contentinfo').getByText(`Geschlossen ${closurePeriod(closure.from, closure.to)}`);

async function expectClean(page: Page, problems: string[]) {
  const recorded = await page.evaluate(() => {
    const {inserted, violations} = window as unknown as {inserted: boolean[]; violations: string[]};
    const now = [...document.querySelectorAll('site-closure')].map(
      (element) => (element as HTMLElement).hidden,
    );
    return {inserted, now, violations};
  });
  expect(recorded.violations).toEqual([]);
  expect(problems).toEqual([]);
  // Shown or hidden as it was inserted, before the first paint: nothing appears or goes later,
  // so the page never shifts.
  expect(recorded.now.length).toBeGreaterThan(0);
  expect(recorded.now).toEqual(recorded.inserted);
}

test('on the days around the closure ahead, the page shows its notice only from 14 days before to its last day', async ({
  browser,
}) => {
  const days: Array<[string, boolean]> = [
    [addDays(AHEAD.from, -15), false],
    [addDays(AHEAD.from, -14), true],
    [AHEAD.to, true],
    [addDays(AHEAD.to, 1), false],
  ];
  for (const [day, shown] of days) {
    const {page, problems, close} = await openOn(browser, day);
    const banner = notice(page, AHEAD);
    if (shown) {
      await expect(banner, day).toBeVisible();
      await expect(banner).toHaveText(sentence(AHEAD));
      await expect(footerLine(page, AHEAD)).toBeVisible();
    } else {
      await expect(banner, day).toHaveCount(0);
      await expect(footerLine(page, AHEAD)).toBeHidden();
    }
    // The near closure is over on all of these days.
    await expect(notice(page, NEAR)).toHaveCount(0);
    await expectClean(page, problems);
    await close();
  }
});

test('the near closure, today: its notice with her note under the header, at phone and desktop width, zero axe violations', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const {page, problems, close} = await openOn(browser, today, '/', width);
    const banner = notice(page, NEAR);
    await expect(banner).toHaveText(`${sentence(NEAR)} ${NEAR.note}`);
    // Right under the header, above the page's main content.
    const [header, aside, main] = await Promise.all(
      [page.locator('header').first(), banner, page.locator('main').first()].map(
        async (locator) => (await locator.boundingBox())!,
      ),
    );
    expect(aside.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(main.y).toBeGreaterThanOrEqual(aside.y + aside.height - 1);
    await expect(footerLine(page, NEAR)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectClean(page, problems);
    await close();
  }
});

test('without JavaScript the build’s day decides: the near notice shows, the one ahead does not', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const path of ['/', '/galerie', '/blog']) {
    await page.goto(`${origin}${path}`);
    await expect(notice(page, NEAR), path).toBeVisible();
    await expect(notice(page, AHEAD), path).toHaveCount(0);
    await expect(footerLine(page, NEAR)).toBeVisible();
  }
  await context.close();
});

test('the structured data names both closures as days closed all day', async ({request}) => {
  const html = await (await request.get(`${origin}/`)).text();
  const blocks = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as {specialOpeningHoursSpecification?: unknown},
  );
  const salon = blocks.find((block) => block.specialOpeningHoursSpecification);
  expect(salon?.specialOpeningHoursSpecification).toEqual(
    [NEAR, AHEAD].map(({from, to}) => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: from,
      validThrough: to,
    })),
  );
});

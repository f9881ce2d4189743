import {expect, test, type Page} from '@playwright/test';
import {content, studio} from './content';
import {gotoReady, routes} from './routes';
import {mainNavigation} from '../../src/data/navigation';

/** The header's links, from the site's own navigation (their labels: tests/unit/theme/Navbar.test.tsx). */
const linkTexts = mainNavigation.map((link) => link.text);

const nav = (page: Page) => page.getByRole('navigation', {name: 'Hauptnavigation', exact: true});
const menuButton = (page: Page) => page.getByRole('button', {name: 'Menü öffnen'});
const sidebar = (page: Page) => page.locator('#site-mobile-menu');

test.describe('header', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test("logo links home, the navigation's links, the current one highlighted", async ({page}) => {
    for (const route of routes.filter(({path}) =>
      mainNavigation.some((link) => link.target === path),
    )) {
      await gotoReady(page, route.path);
      const links = nav(page).getByRole('link');
      await expect(links).toHaveText(linkTexts);
      const current = nav(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', route.path);
      // The highlight class is what makes it look different: compare with a neighbour.
      const currentColor = await current.evaluate((el) => getComputedStyle(el).color);
      const other = nav(page).locator('a:not([aria-current])').first();
      expect(await other.evaluate((el) => getComputedStyle(el).color)).not.toBe(currentColor);
    }
    await gotoReady(page, '/galerie');
    await page.getByRole('link', {name: content.studio.studioName, exact: true}).click();
    await expect(page).toHaveURL('/');
  });

  test('phone line: "Terminvereinbarung" on the price list, tap to call everywhere', async ({
    page,
  }) => {
    await gotoReady(page, '/preisliste');
    const header = page.locator('header');
    await expect(header.getByText('Terminvereinbarung:')).toBeVisible();
    await expect(header.getByRole('link', {name: studio.phone.display})).toHaveAttribute(
      'href',
      studio.phone.href,
    );
    await gotoReady(page, '/galerie');
    await expect(header.getByText('Terminvereinbarung:')).toHaveCount(0);
    await expect(header.getByRole('link', {name: studio.phone.display})).toHaveAttribute(
      'href',
      studio.phone.href,
    );
  });
});

test.describe('menu threshold', () => {
  test('at 993px the links show, each on one line, and the menu button is hidden; at 992px the links hide behind it; an open menu closes when the window grows past 992px', async ({
    page,
  }) => {
    await page.setViewportSize({width: 993, height: 800});
    await gotoReady(page, '/impressum');
    await expect(nav(page)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    // At the narrowest width that shows them, every link is one line and all share one row.
    const links = await nav(page)
      .getByRole('link')
      .evaluateAll((elements) =>
        elements.map((link) => {
          const text = document.createRange();
          text.selectNodeContents(link);
          const lines = new Set([...text.getClientRects()].map(({top}) => Math.round(top)));
          return {lines: lines.size, row: Math.round(link.getBoundingClientRect().top)};
        }),
      );
    expect(links.map(({lines}) => lines)).toEqual(links.map(() => 1));
    expect(new Set(links.map(({row}) => row)).size).toBe(1);
    await page.setViewportSize({width: 992, height: 800});
    await expect(nav(page)).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({width: 993, height: 800});
    await expect(sidebar(page)).toBeHidden();
    await expect(nav(page)).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 375, height: 740}});

  async function open(page: Page) {
    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
  }

  async function expectClosedWithFocusOnButton(page: Page) {
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  }

  test("opens with the navigation's links and a close button; the page behind is inert", async ({
    page,
  }) => {
    await gotoReady(page, '/galerie');
    await open(page);
    const links = sidebar(page).getByRole('link');
    await expect(links).toHaveText(linkTexts);
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Galerie');
    await expect(sidebar(page).getByRole('button', {name: 'Menü schließen'})).toBeVisible();
    // Modal: focus moves in and Tab cycles inside; the page behind does not take clicks.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      // Tab stays in the dialog (or, past its end, leaves for the browser's own UI): never the page.
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('#site-mobile-menu') ? 'dialog' : 'page';
      });
      expect(where).not.toBe('page');
    }
    // showModal() makes everything outside the dialog inert.
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    const inert = await page.evaluate(() => {
      const link = document.querySelector('footer a') as HTMLElement;
      link.focus();
      return document.activeElement !== link;
    });
    expect(inert).toBe(true);
  });

  // The menu is the same on every page: a light one to open it on.
  test('closes on the close button, on Escape and on a backdrop click, focus back on the menu button', async ({
    page,
  }) => {
    await gotoReady(page, '/impressum');
    const ways: Record<string, () => Promise<void>> = {
      'the close button': () => sidebar(page).getByRole('button', {name: 'Menü schließen'}).click(),
      Escape: () => page.keyboard.press('Escape'),
      'a backdrop click': () => page.mouse.click(10, 400),
    };
    for (const [way, close] of Object.entries(ways)) {
      await test.step(`closes on ${way}`, async () => {
        await open(page);
        await close();
        await expectClosedWithFocusOnButton(page);
      });
    }
  });

  test('closes on a link click and navigates', async ({page}) => {
    await gotoReady(page, '/impressum');
    await open(page);
    await sidebar(page).getByRole('link', {name: 'Preisliste'}).click();
    await expect(page).toHaveURL('/preisliste');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      routes.find((route) => route.path === '/preisliste')!.h1,
    );
    // A new page: the menu is closed and focus starts from the top, as after a page load.
    await expect(sidebar(page)).toBeHidden();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
});

test.describe('footer', () => {
  // What it says (the lines of studio.yml, the tel: link, the years): tests/unit/theme/Footer.test.tsx.
  test('address, hours, phone, copyright and legal links are visible at 375 and 1280px; the links work', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoReady(page, '/kooperation');
    const footer = page.locator('footer');
    for (const width of [375, 1280]) {
      await page.setViewportSize({width, height: 800});
      const {address} = content.studio;
      await expect(footer.getByText(address.street)).toBeVisible();
      await expect(footer.getByText(`${address.postalCode} ${address.city}`)).toBeVisible();
      for (const line of studio.openingHours)
        await expect(footer.locator('dl').getByText(line.days, {exact: true})).toBeVisible();
      await expect(footer.getByRole('link', {name: studio.phone.display})).toBeVisible();
      await expect(footer.getByText(/^© \d{4}/)).toBeVisible();
      // The same footer on every page: the next width is checked on the page reached here.
      await footer.getByRole('link', {name: 'Impressum'}).click();
      await expect(page).toHaveURL('/impressum');
      await page.locator('footer').getByRole('link', {name: 'Datenschutz'}).click();
      await expect(page).toHaveURL('/datenschutz');
    }
  });
});

test.describe('internal navigation', () => {
  test.use({viewport: {width: 1280, height: 700}});

  test('goes to the top of the new page and leaves no #hash', async ({page}) => {
    await gotoReady(page, '/preisliste#irgendwo');
    await page.mouse.wheel(0, 3000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', {name: 'Impressum'}).click();
    await expect(page).toHaveURL('/impressum');
    expect(new URL(page.url()).hash).toBe('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', {name: 'Impressum'}).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
  });
});

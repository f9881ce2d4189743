import {expect, test, type Page} from '@playwright/test';
import {studio} from './content';
import {focusShown} from './inPage';
import {gotoReady} from './routes';
import {mainNavigation} from '../../src/data/navigation';

// axe on every page, also with the menu and a price-list dialog open: every-page.spec.ts.
const focusIsVisible = (page: Page) => page.evaluate(focusShown);

test.describe('keyboard only', () => {
  // The header is the same on every page: a light one.
  test('header links, then the menu at 375px: every stop shows focus', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoReady(page, '/impressum');
    // Skip link first, then the phone number, the logo and every link of the navigation.
    const names: string[] = [];
    for (let i = 0; i < 3 + mainNavigation.length; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsVisible(page)).toBe(true);
      names.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(names).toEqual(
      expect.arrayContaining([studio.phone.display, ...mainNavigation.map((link) => link.text)]),
    );

    await page.setViewportSize({width: 375, height: 800});
    await gotoReady(page, '/impressum');
    const menuButton = page.getByRole('button', {name: 'Menü öffnen'});
    await menuButton.focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('#site-mobile-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-mobile-menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('carousel buttons work by keyboard with visible focus', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoReady(page, '/');
    const next = page.getByRole('button', {name: 'Nächste Bewertungen'});
    const list = page.getByRole('region', {name: 'Kundenbewertungen'}).getByRole('list');
    // Keyboard users reach the scrollable list first (it is focusable), the buttons right after it.
    await list.focus();
    await expect(next).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test('price list dialog: open with Enter, Escape closes, focus returns', async ({page}) => {
    await gotoReady(page, '/preisliste');
    const opener = page.getByRole('button', {name: /Mehr erfahren/}).nth(2);
    await opener.focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('dialog[open]')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('video button: Space plays and pauses, focus visible', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await gotoReady(page, '/galerie');
    const play = page.getByRole('button', {name: 'Video abspielen'}).first();
    await play.scrollIntoViewIfNeeded();
    await play.focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', {name: 'Video pausieren'}).first()).toBeFocused();
    await expect
      .poll(() =>
        page.evaluate(() => Array.from(document.querySelectorAll('video')).some((v) => !v.paused)),
      )
      .toBe(true);
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        page.evaluate(() => Array.from(document.querySelectorAll('video')).every((v) => v.paused)),
      )
      .toBe(true);
  });
});

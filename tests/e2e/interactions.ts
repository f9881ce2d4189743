import {expect, type Page} from '@playwright/test';
import {scrollToBottom} from './inPage';

/**
 * What a visitor does on a page, so that lazily loaded media, the menu, the price-list dialog and
 * the videos all get their chance to make a request or write to storage.
 *
 * The dialog and the videos come from other parts of the site; each step acts only when its
 * element exists on the page (`count() > 0`), so this file runs before and after they land.
 */

/** Scrolls down in half-screen steps (lazy images load on the way), then to the very bottom. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(scrollToBottom);
}

/** Opens and closes the mobile menu (present below 993px); `whileOpen` runs while it is open. */
export async function useMenu(page: Page, whileOpen?: () => Promise<void>): Promise<boolean> {
  const button = page.getByRole('button', {name: 'Menü öffnen'});
  if ((await button.count()) === 0 || !(await button.isVisible())) return false;
  await button.click();
  const menu = page.locator('#site-mobile-menu');
  await expect(menu).toBeVisible();
  await whileOpen?.();
  await menu.getByRole('button', {name: 'Menü schließen'}).click();
  await expect(menu).toBeHidden();
  return true;
}

/**
 * Opens the first price-list dialog ('Mehr erfahren') and closes it with 'Schließen';
 * `whileOpen` runs while it is open.
 */
export async function usePriceDialog(
  page: Page,
  whileOpen?: () => Promise<void>,
): Promise<boolean> {
  const opener = page
    .locator('main')
    .locator('button, a')
    .filter({hasText: /^\s*Mehr erfahren\s*$/});
  if ((await opener.count()) === 0) return false;
  await opener.first().scrollIntoViewIfNeeded();
  await opener.first().click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await whileOpen?.();
  await dialog.getByRole('button', {name: 'Schließen'}).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  return true;
}

/**
 * Makes the first video play: scrolls it into view (where it may start by itself, unless the
 * visitor prefers reduced motion) and presses 'Video abspielen' if it is still paused.
 */
export async function playVideo(page: Page): Promise<boolean> {
  const video = page.locator('video').first();
  if ((await video.count()) === 0) return false;
  // In `npm start` React may render the page once more after it appeared, replacing the element.
  await expect(() => video.scrollIntoViewIfNeeded({timeout: 2_000})).toPass({timeout: 15_000});
  const button = video
    .locator('xpath=..')
    .getByRole('button', {name: /^Video (abspielen|pausieren)$/});
  await expect
    .poll(
      async () => {
        if (await video.evaluate((element: HTMLVideoElement) => !element.paused)) return true;
        if ((await button.getAttribute('aria-label')) === 'Video abspielen') await button.click();
        return video.evaluate((element: HTMLVideoElement) => !element.paused);
      },
      {message: 'a video plays after "Video abspielen"', timeout: 15_000},
    )
    .toBe(true);
  return true;
}

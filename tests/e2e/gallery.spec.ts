import {expect, test, type Page, type Request} from '@playwright/test';
import {content, galleryGroups} from './content';
import {scrollToBottom} from './inPage';
import {gotoReady} from './routes';

const items = galleryGroups.flatMap((group) => group.items);
const imageItems = items.filter((item) => item.type === 'image');
const videoItems = items.filter((item) => item.type === 'video');
/** The poster convention of the Video component: /videos/x/y.mp4 -> /images/x/y-poster.jpg. */
const posterOf = (video: string) =>
  video.replace(/^\/videos\//, '/images/').replace(/\.mp4$/, '-poster.jpg');
/** "/images/galerie/a.jpg" -> "/images/galerie/a-": the prefix of its variants ("-640w.avif"). */
const variantPrefix = (source: string) => source.replace(/\.(jpe?g|png)$/, '-');

const groups = (page: Page) => page.locator('main section');
const videos = (page: Page) => page.locator('main video');
/** The grid cell of the n-th video (its button lives next to it). */
const videoItem = (page: Page, n: number) =>
  page
    .locator('main li')
    .filter({has: page.locator('video')})
    .nth(n);

/** Scrolls to the bottom in half-screen steps, then waits until lazy content has arrived. */
async function scrollThrough(page: Page) {
  await page.evaluate(scrollToBottom);
  await page.waitForLoadState('networkidle');
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);

test.describe('Galerie', () => {
  const summary = galleryGroups
    .map(
      (group) =>
        `${group.items.filter((item) => item.type === 'image').length} images, ${group.items.filter((item) => item.type === 'video').length} videos`,
    )
    .join('; ');

  test(`the caption, ${galleryGroups.length} groups with their titles (${summary}), the videos, AVIF images and the grid`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    const types = new Map<string, string>();
    page.on('response', (response) =>
      types.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? ''),
    );
    await page.goto('/galerie');
    await test.step('images reach Chromium as AVIF in a width that fits', async () => {
      const first = page.locator('main picture img').first();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const current = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc))
        .pathname;
      expect(current.startsWith(variantPrefix(imageItems[0]!.source)), current).toBe(true);
      expect(current).toMatch(/-\d+w\.avif$/);
      expect(types.get(current)).toBe('image/avif');
      // 335 CSS px wide at device pixel ratio 1: a small variant, not the 1200px original.
      expect(Number(/-(\d+)w\.avif$/.exec(current)![1])).toBeLessThanOrEqual(480);
      // No original (JPEG/PNG) of a gallery image was fetched.
      expect(
        [...types.keys()].filter((path) => imageItems.some((item) => item.source === path)),
      ).toEqual([]);
    });
    await test.step('one caption under the headline: shown with consent, unedited, results vary', async () => {
      const note = page.locator('main h1 + p');
      await expect(note).toHaveText(content.pages.gallery.note);
      await expect(note).toBeVisible();
    });
    await test.step(`${galleryGroups.length} groups with their titles (${summary})`, async () => {
      await expect(groups(page)).toHaveCount(galleryGroups.length);
      await expect(page.locator('main h2')).toHaveText(galleryGroups.map((group) => group.title));
      for (const [index, group] of galleryGroups.entries()) {
        const section = groups(page).nth(index);
        // Under a before/after group's heading: when its "after" pictures were taken (gallery.yml);
        // a group without (a form-changing treatment, shown but not compared) has no such line.
        const after = section.locator('h2 + p');
        if (group.after) {
          await expect(after).toHaveText(group.after);
          await expect(after).toBeVisible();
        } else await expect(after).toHaveCount(0);
        await expect(section.locator('li')).toHaveCount(group.items.length);
        // Images by role: a video's poster picture is hidden from assistive technology.
        await expect(section.getByRole('img')).toHaveCount(
          group.items.filter((item) => item.type === 'image').length,
        );
        await expect(section.locator('li video')).toHaveCount(
          group.items.filter((item) => item.type === 'video').length,
        );
        const alts = await section
          .getByRole('img')
          .evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
        expect(alts).toEqual(
          group.items.filter((item) => item.type === 'image').map((item) => item.alt),
        );
      }
      // In the data file's order.
      const shown = await page
        .locator('main li')
        .evaluateAll((items) =>
          items.map(
            (li) =>
              li.querySelector('video source')?.getAttribute('src') ??
              li.querySelector('img')?.getAttribute('src'),
          ),
        );
      expect(shown).toEqual(
        galleryGroups.flatMap((group) => group.items.map((item) => item.source)),
      );
    });
    await test.step('videos: muted, looping, inline, preload none, with a lazy poster picture that exists; spec fallback text', async () => {
      await expect(videos(page)).toHaveCount(videoItems.length);
      for (const [index, video] of (await videos(page).all()).entries()) {
        await expect(video).toHaveAttribute('muted', '');
        await expect(video).toHaveAttribute('loop', '');
        await expect(video).toHaveAttribute('playsinline', '');
        await expect(video).toHaveAttribute('preload', 'none');
        expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
        // The poster is a lazy picture behind the player (a poster attribute is fetched at once).
        await expect(video).not.toHaveAttribute('poster');
        const poster = video.locator('xpath=..').locator('picture img');
        await expect(poster).toHaveAttribute('loading', 'lazy');
        const src = (await poster.getAttribute('src'))!;
        expect(src).toBe(posterOf(videoItems[index]!.source));
        const variant = src.replace(/\.jpg$/, '-640w.avif');
        await expect(
          video.locator('xpath=..').locator('source[type="image/avif"]'),
        ).toHaveAttribute('srcset', new RegExp(variant));
        const response = await request.get(variant);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/avif');
        await expect(video).toHaveText('Your browser does not support the video tag.');
        // Hydrated: our button instead of the browser's controls.
        await expect(video).not.toHaveAttribute('controls');
      }
    });
    await test.step('grid: 1 column on phones, 2 from 600px, 3 from 900px', async () => {
      const columns = () =>
        page
          .locator('main ul')
          .first()
          .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
      for (const [width, expected] of [
        [375, 1],
        [599, 1],
        [600, 2],
        [899, 2],
        [900, 3],
        [1280, 3],
      ] as const) {
        await page.setViewportSize({width, height: 800});
        expect(await columns(), `${width}px`).toBe(expected);
      }
    });
  });

  test.describe('with reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('nothing plays by itself; the button plays and pauses, its label follows video.paused', async ({
      page,
    }) => {
      await gotoReady(page, '/galerie');
      const item = videoItem(page, 0);
      const video = item.locator('video');
      await video.scrollIntoViewIfNeeded();
      // The island decides in its IntersectionObserver's callback when the video comes into view;
      // an observer made later is told after it, so once this one sees the video, it has decided.
      await video.evaluate(
        (element) =>
          new Promise<void>((resolve) =>
            new IntersectionObserver((entries, observer) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer.disconnect();
                resolve();
              }
            }).observe(element),
          ),
      );
      expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);

      const button = item.getByRole('button', {name: 'Video abspielen'});
      await button.click();
      await expect
        .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0))
        .toBe(true);
      await expect(item.getByRole('button')).toHaveAccessibleName('Video pausieren');

      await item.getByRole('button', {name: 'Video pausieren'}).click();
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
      await expect(item.getByRole('button')).toHaveAccessibleName('Video abspielen');

      // By keyboard, after having played once.
      await item.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
      await expect(item.getByRole('button')).toHaveAccessibleName('Video pausieren');

      // The label follows the element whoever changes it.
      await video.evaluate((el: HTMLVideoElement) => el.pause());
      await expect(item.getByRole('button')).toHaveAccessibleName('Video abspielen');
    });

    test('no video byte is requested before the visitor asks for one', async ({page}) => {
      test.setTimeout(60_000);
      const requests = recordRequests(page);
      await page.goto('/galerie');
      await scrollThrough(page);
      expect(paths(requests).filter((path) => path.startsWith('/videos/'))).toEqual([]);
      const last = videoItems.length - 1;
      const item = videoItem(page, last);
      await item.getByRole('button', {name: 'Video abspielen'}).click();
      await expect
        .poll(() => paths(requests).filter((path) => path.startsWith('/videos/')))
        .toEqual([videoItems[last]!.source]);
    });
  });

  test('before its island runs no player has browser controls; without JavaScript every video has a player with them', async ({
    page,
    browser,
  }) => {
    // The page between its first paint and its island: the island (inline) is never defined.
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      customElements.define = (name, ...rest) => {
        if (name !== 'site-video') define(name, ...rest);
      };
    });
    await page.goto('/galerie');
    await expect(videos(page)).toHaveCount(videoItems.length);
    await expect(page.locator('main video[controls]')).toHaveCount(0);

    const withoutScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: {width: 375, height: 800},
    });
    try {
      const plain = await withoutScript.newPage();
      await plain.goto('/galerie');
      const players = plain.locator('main video[controls]');
      await expect(players).toHaveCount(videoItems.length);
      for (const [index, item] of videoItems.entries()) {
        const player = players.nth(index);
        await expect(player).toHaveAttribute('aria-label', item.alt);
        await expect(player.locator('source')).toHaveAttribute('src', item.source);
        await player.scrollIntoViewIfNeeded();
        const placement = await player.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const driven = element.closest('li')!.querySelector('video:not([controls])')!;
          const under = driven.getBoundingClientRect();
          return {
            // It lies exactly over the player the script would drive, so the grid does not change,
            sameBox: ['x', 'y', 'width', 'height'].every(
              (key) => Math.abs(box[key as 'x'] - under[key as 'x']) < 0.5,
            ),
            // and it is the one a tap reaches.
            onTop:
              document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element,
          };
        });
        expect(placement).toEqual({sameBox: true, onTop: true});
      }
    } finally {
      await withoutScript.close();
    }
  });

  test('a video plays while in view and pauses when scrolled away; none loads before', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    const requests = recordRequests(page);
    await page.goto('/galerie');
    await page.waitForLoadState('networkidle');
    expect(paths(requests).filter((path) => path.startsWith('/videos/'))).toEqual([]);

    const item = videoItem(page, 0);
    const video = item.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused)).toBe(true);
    await expect(item.getByRole('button')).toHaveAccessibleName('Video pausieren');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    await expect(item.getByRole('button')).toHaveAccessibleName('Video abspielen');
  });

  test('lazy images far below the fold are not requested before scrolling', async ({page}) => {
    test.setTimeout(60_000);
    await page.setViewportSize({width: 375, height: 740});
    const requests = recordRequests(page);
    await page.goto('/galerie');
    await page.waitForLoadState('networkidle');
    const loaded = paths(requests);
    const requested = (source: string) =>
      loaded.some((path) => path.startsWith(variantPrefix(source)));
    // The images marked "lazy: false" in the data load at once.
    const eager = imageItems.filter((item) => !item.lazy);
    expect(eager.filter((item) => !requested(item.source)).map((item) => item.source)).toEqual([]);
    // Lazy images more than 3000px below the fold on a phone, beyond Chromium's lazy-loading
    // distance, wait for the visitor to scroll.
    const farBelow = await page.locator('main li img').evaluateAll((images) =>
      images
        .filter(
          (img) =>
            img.getAttribute('loading') === 'lazy' && !img.closest('li')!.querySelector('video'),
        )
        .filter((img) => img.getBoundingClientRect().top > window.innerHeight + 3000)
        .map((img) => img.getAttribute('src')!),
    );
    test.skip(
      farBelow.length === 0,
      'the gallery has no image more than 3000px below the fold on a phone',
    );
    expect(
      farBelow.every((source) => imageItems.some((item) => item.source === source && item.lazy)),
    ).toBe(true);
    expect(farBelow.filter(requested)).toEqual([]);
    await scrollThrough(page);
    const after = paths(requests);
    expect(
      farBelow.filter((source) => !after.some((path) => path.startsWith(variantPrefix(source)))),
    ).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`no layout shift while images and videos load (${width}px)`, async ({page}) => {
      test.setTimeout(60_000);
      // Web fonts are held back: their swap moves text (the fonts' own concern, measured
      // separately); what this test measures is the space media reserves before it arrives.
      await page.route(/\.woff2?$/, (route) => route.abort());
      await page.setViewportSize({width, height: 800});
      await page.addInitScript(() => {
        (window as unknown as {layoutShift: number}).layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) {
              (window as unknown as {layoutShift: number}).layoutShift += entry.value;
            }
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto('/galerie');
      await scrollThrough(page);
      // Every image decoded, then two rendered frames and a task: shifts are reported by then.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
          ),
      );
      expect(
        await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift),
      ).toBe(0);
    });
  }

  test('each image and video reserves its box before any byte of it arrives', async ({page}) => {
    await page.route(/\.(avif|webp|jpe?g|mp4)$/, (route) => route.abort());
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/galerie');
    const boxes = await page.locator('main li').evaluateAll((items) =>
      items.map((li) => {
        const media = li.querySelector('img, video') as HTMLImageElement | HTMLVideoElement;
        const rect = media.getBoundingClientRect();
        return {
          ratio: rect.height / rect.width,
          expected: Number(media.getAttribute('height')) / Number(media.getAttribute('width')),
        };
      }),
    );
    expect(boxes).toHaveLength(items.length);
    for (const {ratio, expected} of boxes) {
      expect(ratio).toBeCloseTo(expected, 2);
    }
  });
});

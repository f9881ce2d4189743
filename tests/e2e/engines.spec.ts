/**
 * The site in Firefox ESR and WebKitGTK (the engine of Safari and of every browser on an iPhone),
 * as Debian packages them, over WebDriver (tests/e2e/engine.ts, firefox.ts, webkit.ts): every page
 * and every behaviour of the spec, with the expectations the Chromium specs hold (home, layout,
 * pricelist, gallery, cooperation, a11y). Served by the real nginx with the production headers,
 * over https. After every test the page has recorded no error and no CSP violation (engine.ts).
 */
import {obfuscateEmail} from '../../src/lib/email';
import {pagePolicies, securityHeaders} from '../../plugins/security-headers/headers';
import {content, normalizeSpace, priceCategories, studio} from './content';
import {expect, test, type EnginePage} from './engine';
import {focusShown, scrollToBottom} from './inPage';
import {allPagePaths} from './sitePaths';
import {mainNavigation} from '../../src/data/navigation';

const NOT_FOUND = '/gibt-es-nicht';
const PHONE = {width: 375, height: 740};
/** A short phone (iPhone SE): where a long description must scroll inside the dialog. */
const SHORT_PHONE = {width: 375, height: 667};
const DESKTOP = {width: 1280, height: 800};

// ---------------------------------------------------------------------------------------------
// In the page (self-contained: the browser gets the source text)

/**
 * The centre of the first element matching `selector` (and, if given, whose accessible label or
 * text is `name`) that has a box, scrolled into view if it is not; null if there is none.
 */
function centreOf(selector: string, name?: string): {x: number; y: number} | null {
  const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (candidate) =>
      candidate.getClientRects().length > 0 &&
      (name === undefined ||
        (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim() === name),
  );
  if (!element) return null;
  let box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > innerWidth) {
    element.scrollIntoView({block: 'center', inline: 'nearest'});
    box = element.getBoundingClientRect();
  }
  return {x: box.left + box.width / 2, y: box.top + box.height / 2};
}

/** The focused element: its label or text, and whether it shows :focus-visible. */
function focused() {
  const element = document.activeElement;
  return {
    name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
    id: element?.id ?? '',
    tag: element?.localName ?? '',
    focusVisible: element?.matches(':focus-visible') ?? false,
  };
}

/**
 * Whatever of the page did not arrive or does not work in this engine, including what loads before
 * WebKit's recorder can listen: the inline island scripts ran (their elements are defined), every stylesheet
 * arrived and every <style> is in effect, every style attribute (islands set them through the CSSOM) is in effect, every rendered image
 * decodes (lazy ones are asked for now: images in a carousel's hidden part wait for a sideways
 * scroll), no web font failed, and the h1's font has loaded.
 */
async function notWorking(): Promise<string[]> {
  const failed: string[] = [];
  // Every page has islands (the menu's dialog at least), inline module scripts allowed only by hash.
  const islands = [...document.querySelectorAll('*')].filter((e) =>
    e.localName.startsWith('site-'),
  );
  if (islands.length === 0) failed.push('no island on the page');
  for (const island of islands)
    if (!customElements.get(island.localName))
      failed.push(`<${island.localName}> undefined: its inline script did not run`);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (!link.sheet) failed.push(`stylesheet ${link.href}`);
  // The page's own CSS is a <style> (allowed only by hash): one the CSP refused has no sheet.
  for (const style of document.querySelectorAll('style'))
    if (!style.sheet?.cssRules.length)
      failed.push(`<style> refused: ${style.textContent?.slice(0, 40)}`);
  // A style attribute the CSP refuses stays in the HTML but never reaches element.style.
  for (const element of document.querySelectorAll<HTMLElement>('[style]'))
    if (element.getAttribute('style')!.trim() && element.style.length === 0)
      failed.push(`style="${element.getAttribute('style')}" on <${element.localName}> refused`);
  const images = [...document.images].filter((image) => image.getClientRects().length > 0);
  for (const image of images) image.loading = 'eager';
  const results = await Promise.all(
    images.map((image) =>
      Promise.race([
        image.decode().then(
          () => (image.naturalWidth > 0 ? '' : 'no size'),
          () => 'does not decode',
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('not loaded in 10 s'), 10_000)),
      ]).then((problem) => (problem ? `image ${image.currentSrc || image.src}: ${problem}` : '')),
    ),
  );
  failed.push(...results.filter(Boolean));
  await document.fonts.ready;
  for (const face of document.fonts)
    if (face.status === 'error') failed.push(`font ${face.family} ${face.weight}: error`);
  const h1 = document.querySelector('h1');
  if (h1) {
    const style = getComputedStyle(h1);
    const family = style.fontFamily.split(',')[0]!.trim();
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/"/g, '') === family.replace(/"/g, ''),
    );
    if (
      faces.length > 0 &&
      !document.fonts.check(`${style.fontWeight} 16px ${family}`, h1.textContent ?? '')
    )
      failed.push(`h1 font ${family} not loaded`);
  }
  return failed;
}

// ---------------------------------------------------------------------------------------------
// Steps

/** A mouse click on an element (see centreOf), as a person makes it. */
async function click(tab: EnginePage, selector: string, name?: string) {
  const at = await tab.evaluate(centreOf, selector, name);
  if (!at) throw new Error(`nothing to click: ${selector}${name ? ` named "${name}"` : ''}`);
  await tab.clickAt(at.x, at.y);
}

/**
 * Polls every 50 ms: a WebDriver round trip is cheap, and expect.poll's default waits up to a
 * second between tries (most of a test's time after an animation or a smooth scroll).
 */
const poll = <T>(fn: () => Promise<T>, message?: string) =>
  expect.poll(fn, {message, intervals: [50]});

/** Polls an in-page condition (given `args`) until it holds. */
const until = <A extends unknown[]>(
  tab: EnginePage,
  fn: (...args: A) => boolean,
  message: string,
  ...args: A
) => poll(() => tab.evaluate(fn, ...args), message).toBe(true);

/** In the page: the focused element is the one with this aria-label. */
const focusOn = (label: string) => document.activeElement?.getAttribute('aria-label') === label;

// ---------------------------------------------------------------------------------------------

/**
 * Every page once, on a phone: what can differ between engines does not depend on the width
 * (the same scripts, styles, fonts and image formats; a wider screen picks a wider variant of the
 * same AVIF). Widths are the behaviours' business below, and the screenshots'.
 */
test.describe('every page at 375px', () => {
  const policies = pagePolicies('build');

  for (const path of [...allPagePaths, NOT_FOUND]) {
    test(`${path}: production headers; no error or CSP violation; every image, stylesheet and font`, async ({
      tab,
    }) => {
      await tab.resize(PHONE.width, PHONE.height);
      await tab.goto(path);
      const served = await tab.evaluate(async () => {
        const response = await fetch(location.href, {cache: 'no-store'});
        return {status: response.status, headers: Object.fromEntries(response.headers)};
      });
      expect(served.status).toBe(path === NOT_FOUND ? 404 : 200);
      const page = path === NOT_FOUND ? '/404' : path;
      for (const [name, value] of securityHeaders(policies.get(page)))
        expect(served.headers[name.toLowerCase()], name).toBe(value);
      expect(await tab.evaluate(() => document.querySelectorAll('h1').length)).toBe(1);
      await tab.evaluate(scrollToBottom);
      expect(await tab.evaluate(notWorking)).toEqual([]);
    });
  }
});

test.describe('menu at 375px', () => {
  const MENU = '#site-mobile-menu';
  const menuOpen = () => document.querySelector<HTMLDialogElement>('#site-mobile-menu')!.open;
  const menuClosed = () => !document.querySelector<HTMLDialogElement>('#site-mobile-menu')!.open;
  /** Open and slid in: its right edge at the viewport's (a link is clicked only then). */
  const menuIn = () => {
    const menu = document.querySelector<HTMLDialogElement>('#site-mobile-menu')!;
    return menu.open && Math.abs(menu.getBoundingClientRect().right - window.innerWidth) < 1;
  };

  test.beforeEach(async ({tab}) => {
    await tab.resize(PHONE.width, PHONE.height);
  });

  test('opens with the four links; Tab stays inside; closes with its button, Escape and a backdrop click, focus back on the menu button', async ({
    tab,
  }) => {
    await tab.goto('/kooperation');
    const ways: Record<string, () => Promise<void>> = {
      'close button': () => click(tab, `${MENU} button`, 'Menü schließen'),
      Escape: () => tab.press('Escape'),
      backdrop: () => tab.clickAt(10, 400),
    };
    for (const [way, close] of Object.entries(ways)) {
      await click(tab, 'button', 'Menü öffnen');
      await until(tab, menuOpen, `opens (${way})`);
      // Once it has slid in.
      await poll(() =>
        tab.evaluate(() => {
          const menu = document.querySelector('#site-mobile-menu')!;
          const box = menu.getBoundingClientRect();
          return {
            inView: box.width > 200 && box.height > 300 && box.right <= window.innerWidth + 0.5,
            links: [...menu.querySelectorAll('a')].map((a) => a.textContent?.trim()),
            current: menu.querySelector('[aria-current="page"]')?.textContent?.trim(),
            modal: menu.matches(':modal'),
          };
        }),
      ).toEqual({
        inView: true,
        links: mainNavigation.map((link) => link.text),
        current: mainNavigation.find((link) => link.target === '/kooperation')!.text,
        modal: true,
      });
      for (let i = 0; i < 6; i += 1) {
        await tab.press('Tab');
        const where = await tab.evaluate(() =>
          !document.activeElement || document.activeElement === document.body
            ? 'browser'
            : document.activeElement.closest('#site-mobile-menu')
              ? 'menu'
              : 'page',
        );
        expect(where, 'Tab stays in the menu').not.toBe('page');
      }
      await close();
      await until(tab, menuClosed, `closes (${way})`);
      await until(tab, focusOn, `focus back on the menu button (${way})`, 'Menü öffnen');
    }
  });

  test('a link opens its page with the menu closed; Back shows the page before, menu closed', async ({
    tab,
  }) => {
    await tab.goto('/');
    await click(tab, 'button', 'Menü öffnen');
    await until(tab, menuIn, 'opens');
    await click(tab, `${MENU} a`, 'Preisliste');
    await until(tab, () => location.pathname === '/preisliste', 'goes to /preisliste');
    await tab.ready();
    expect(await tab.evaluate(() => document.querySelector('h1')?.textContent)).toBe(
      content.pages.prices.headline,
    );
    expect(await tab.evaluate(menuClosed)).toBe(true);
    await tab.back();
    expect(await tab.evaluate(() => location.pathname)).toBe('/');
    expect(await tab.evaluate(menuClosed), 'the page before, menu closed').toBe(true);
    expect(
      await tab.evaluate(
        () => document.querySelector<HTMLElement>('#site-mobile-menu')!.getClientRects().length,
      ),
    ).toBe(0);
  });

  test('closes when the window grows past 992px, where the header shows the links', async ({
    tab,
  }) => {
    await tab.goto('/');
    await click(tab, 'button', 'Menü öffnen');
    await until(tab, menuOpen, 'opens');
    await tab.resize(993, PHONE.height);
    await until(tab, menuClosed, 'closes at 993px');
    expect(
      await tab.evaluate(() => {
        const nav = document.querySelector('nav[aria-label="Hauptnavigation"]')!;
        const button = document.querySelector('button[aria-label="Menü öffnen"]')!;
        return [nav.getClientRects().length > 0, button.getClientRects().length > 0];
      }),
    ).toEqual([true, false]);
  });
});

test.describe('price dialog', () => {
  const services = priceCategories.flatMap((category) => category.services);
  const textOf = (service: (typeof services)[number]) =>
    (service.description ?? [])
      .map((block) => (typeof block === 'string' ? block : block.list.join(' ')))
      .join(' ');
  /** The treatment with the longest description: the one that has to scroll on a phone. */
  const longest = [...services].sort((a, b) => textOf(b).length - textOf(a).length)[0]!;
  /** One with a short description (or none): a dialog of its content's height. */
  const shortest = [...services].sort((a, b) => textOf(a).length - textOf(b).length)[0]!;

  /**
   * In the page: the open dialog as a person sees it. Its box, and for title, the first text of
   * the description and „Schließen“: whether they lie inside the viewport and the dialog's
   * visible box, and are what a tap at their centre reaches.
   */
  function openDialog() {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (!dialog) return null;
    const box = dialog.getBoundingClientRect();
    const body = dialog.querySelector<HTMLElement>('[role="group"]')!;
    const seen = (element: Element | null, clip: DOMRect = box) => {
      if (!element) return false;
      const own = element.getBoundingClientRect();
      const top = Math.max(own.top, clip.top, 0);
      const bottom = Math.min(own.bottom, clip.bottom, window.innerHeight);
      if (own.width === 0 || bottom - top < 8) return false;
      const hit = document.elementFromPoint(
        own.left + Math.min(own.width / 2, 20),
        (top + bottom) / 2,
      );
      return hit !== null && (hit === element || element.contains(hit));
    };
    const close = dialog.querySelector('form[method="dialog"] button');
    const closeBox = close!.getBoundingClientRect();
    return {
      title: dialog.querySelector('h3')?.textContent?.trim(),
      width: box.width,
      height: box.height,
      modal: dialog.matches(':modal'),
      titleSeen: seen(dialog.querySelector('h3')),
      textSeen: seen(body.querySelector('p, li, dd'), body.getBoundingClientRect()),
      closeInViewport: closeBox.top >= 0 && closeBox.bottom <= window.innerHeight,
      closeSeen: seen(close),
      scrolls: body.scrollHeight > body.clientHeight + 1,
    };
  }

  const opener = (title: string) => `Mehr erfahren: ${title}`;

  test(`on a short phone (375×667), the longest description: the dialog has height, title, text and „Schließen“ in view; the text scrolls inside; „Schließen“ closes, focus back on „Mehr erfahren“`, async ({
    tab,
  }) => {
    await tab.resize(SHORT_PHONE.width, SHORT_PHONE.height);
    await tab.goto('/preisliste');
    // The closed dialogs' autofocus titles take no focus when the page loads.
    expect(await tab.evaluate(() => document.activeElement === document.body)).toBe(true);
    await click(tab, 'main button', opener(longest.title));
    await poll(() => tab.evaluate(openDialog)).not.toBeNull();
    const shown = (await tab.evaluate(openDialog))!;
    expect(shown).toMatchObject({
      title: normalizeSpace(longest.title),
      modal: true,
      titleSeen: true,
      textSeen: true,
      closeInViewport: true,
      closeSeen: true,
    });
    expect(shown.height, 'the dialog box has height').toBeGreaterThan(300);
    // The title takes focus, so reading starts there (as in Chromium: pricelist.spec.ts).
    expect((await tab.evaluate(focused)).tag).toBe('h3');
    if (shown.scrolls) {
      await tab.evaluate(() => {
        const body = document.querySelector('dialog[open] [role="group"]')!;
        body.scrollTop = body.scrollHeight;
      });
      const scrolled = (await tab.evaluate(openDialog))!;
      expect(scrolled, 'scrolled to the end, title and „Schließen“ still in view').toMatchObject({
        titleSeen: true,
        closeSeen: true,
      });
      expect(
        await tab.evaluate(() => {
          const facts = document.querySelector('dialog[open] dl')!.getBoundingClientRect();
          const body = document
            .querySelector('dialog[open] [role="group"]')!
            .getBoundingClientRect();
          return facts.bottom <= body.bottom + 1 && facts.top >= body.top - 1;
        }),
        'price and duration at the end of the text',
      ).toBe(true);
    }
    await click(tab, 'dialog[open] form button', 'Schließen');
    await until(tab, () => !document.querySelector('dialog[open]'), 'closes');
    await until(tab, focusOn, 'focus back on its button', opener(longest.title));
  });

  test('at 1280px: readable; Escape closes, focus back on the button; a click on the backdrop closes', async ({
    tab,
  }) => {
    await tab.resize(DESKTOP.width, DESKTOP.height);
    await tab.goto('/preisliste');
    for (const service of [shortest, longest]) {
      await click(tab, 'main button', opener(service.title));
      await poll(() => tab.evaluate(openDialog)).not.toBeNull();
      const shown = (await tab.evaluate(openDialog))!;
      expect(shown).toMatchObject({
        title: normalizeSpace(service.title),
        modal: true,
        titleSeen: true,
        textSeen: true,
        closeInViewport: true,
        closeSeen: true,
      });
      expect(shown.height).toBeGreaterThan(150);
      await tab.press('Escape');
      await until(tab, () => !document.querySelector('dialog[open]'), 'Escape closes');
      await until(tab, focusOn, 'focus back on its button', opener(service.title));
      await click(tab, 'main button', opener(service.title));
      await poll(() => tab.evaluate(openDialog)).not.toBeNull();
      await tab.clickAt(4, 4);
      await until(tab, () => !document.querySelector('dialog[open]'), 'the backdrop closes');
    }
  });

  test('by keyboard: Enter opens, Tab stays inside with a visible focus ring, Escape closes back to the button', async ({
    tab,
  }) => {
    await tab.resize(PHONE.width, PHONE.height);
    await tab.goto('/preisliste');
    const name = opener(shortest.title);
    await tab.evaluate(
      (label) =>
        [...document.querySelectorAll<HTMLElement>('main button')]
          .find((button) => button.getAttribute('aria-label') === label)!
          .focus(),
      name,
    );
    await tab.press('Enter');
    await poll(() => tab.evaluate(openDialog)).not.toBeNull();
    // From the title: the scrolling text, „Schließen“, each with a focus ring; then past the end
    // (the browser's own UI, or round again): never the page behind.
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await tab.press('Tab');
      const where = await tab.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body || !document.hasFocus()) return 'browser';
        return active.closest('dialog[open]') ? (active.textContent?.trim() ?? '') : 'page';
      });
      expect(where, 'Tab stays in the dialog').not.toBe('page');
      if (i < 2) expect(await tab.evaluate(focusShown), `a focus ring on ${where}`).toBe(true);
      seen.push(where);
    }
    expect(seen).toContain('Schließen');
    await tab.press('Escape');
    await until(tab, () => !document.querySelector('dialog[open]'), 'Escape closes');
    await until(tab, focusOn, 'focus back on its button', name);
  });
});

test.describe('carousels', () => {
  /**
   * In the page: a carousel's state, by the region's label; lengths to a tenth of a pixel (Firefox
   * lays out in fractions: 276.99998px).
   */
  function carousel(label: string) {
    const region = document.querySelector(`section[aria-label="${label}"]`)!;
    const track = region.querySelector<HTMLElement>('[data-carousel-track]')!;
    const previous = region.querySelector<HTMLButtonElement>('[data-carousel-previous]')!;
    const next = region.querySelector<HTMLButtonElement>('[data-carousel-next]')!;
    const items = [...track.children].slice(0, 2).map((item) => item.getBoundingClientRect());
    const round = (length: number) => Math.round(length * 10) / 10;
    return {
      overflows: track.scrollWidth - track.clientWidth > 1,
      buttonsShown: getComputedStyle(previous.parentElement!).visibility === 'visible',
      previousDisabled: previous.disabled,
      nextDisabled: next.disabled,
      scrollLeft: round(track.scrollLeft),
      itemWidth: round(items[0]!.width),
      step: round(items[1]!.left - items[0]!.left),
    };
  }
  const toStart = (label: string) =>
    document
      .querySelector(`section[aria-label="${label}"] [data-carousel-track]`)!
      .scrollIntoView({block: 'center'});
  const toEdge = (label: string, end: boolean) => {
    const track = document.querySelector(`section[aria-label="${label}"] [data-carousel-track]`)!;
    track.scrollTo({left: end ? track.scrollWidth : 0, behavior: 'instant'});
  };

  const cases = [
    {label: 'Kundenbewertungen', next: 'Nächste Bewertungen', previous: 'Vorherige Bewertungen'},
    {
      label: 'Beiträge aus den sozialen Medien',
      next: 'Nächste Beiträge',
      previous: 'Vorherige Beiträge',
    },
  ];
  // One load, then narrowed: the carousels follow the window.
  test('at 1280px reviews 340px cards 40px apart, at 480px 272px cards 5px apart, social 320px cards 15px apart; buttons only on overflow, one card per click, disabled at the ends', async ({
    tab,
  }) => {
    await tab.resize(1280, 900);
    await tab.goto('/');
    for (const width of [1280, 480]) {
      await tab.resize(width, 900);
      for (const {label, next, previous} of cases) {
        await tab.evaluate(toStart, label);
        const measures =
          label === 'Kundenbewertungen'
            ? width <= 480
              ? {itemWidth: 272, step: 277}
              : {itemWidth: 340, step: 380}
            : {itemWidth: 320, step: 335};
        // Laid out, and the island has shown the buttons exactly if the cards overflow.
        await poll(
          () =>
            tab.evaluate(carousel, label).then(({itemWidth, step, overflows, buttonsShown}) => ({
              itemWidth,
              step,
              buttonsShownOnOverflow: buttonsShown === overflows,
            })),
          label,
        ).toEqual({...measures, buttonsShownOnOverflow: true});
        const start = await tab.evaluate(carousel, label);
        if (!start.overflows) continue;
        expect(start).toMatchObject({previousDisabled: true, nextDisabled: false, scrollLeft: 0});
        await click(tab, 'button', next);
        await poll(
          () => tab.evaluate(carousel, label).then((state) => state.scrollLeft),
          label,
        ).toBe(measures.step);
        await poll(() =>
          tab.evaluate(carousel, label).then((state) => state.previousDisabled),
        ).toBe(false);
        await click(tab, 'button', previous);
        await poll(
          () => tab.evaluate(carousel, label).then((state) => state.scrollLeft),
          label,
        ).toBe(0);
        await tab.evaluate(toEdge, label, true);
        await poll(
          () =>
            tab
              .evaluate(carousel, label)
              .then((state) => [state.nextDisabled, state.previousDisabled]),
          label,
        ).toEqual([true, false]);
        // Back to the start for the next width.
        await tab.evaluate(toEdge, label, false);
        await poll(() =>
          tab.evaluate(carousel, label).then((state) => state.previousDisabled),
        ).toBe(true);
      }
    }
  });
});

test('video: plays in view, the button pauses and plays it, its label follows the state', async ({
  tab,
}) => {
  await tab.resize(DESKTOP.width, DESKTOP.height);
  await tab.goto('/galerie');
  const state = () => {
    const video = document.querySelector<HTMLVideoElement>('main video')!;
    return {
      playing: !video.paused && video.currentTime > 0,
      paused: video.paused,
      label: video.closest('site-video')!.querySelector('button')!.getAttribute('aria-label'),
    };
  };
  await tab.evaluate(() => document.querySelector('main video')!.scrollIntoView({block: 'center'}));
  await poll(() => tab.evaluate(state)).toEqual({
    playing: true,
    paused: false,
    label: 'Video pausieren',
  });
  await click(tab, 'main site-video button', 'Video pausieren');
  await poll(() => tab.evaluate(state)).toMatchObject({paused: true, label: 'Video abspielen'});
  await click(tab, 'main site-video button', 'Video abspielen');
  await poll(() => tab.evaluate(state)).toEqual({
    playing: true,
    paused: false,
    label: 'Video pausieren',
  });
});

test('„E-Mail schreiben“ shows the address obfuscated and opens the mail program with it', async ({
  tab,
}) => {
  const address: string = content.studio.email;
  await tab.resize(PHONE.width, PHONE.height);
  await tab.goto('/kooperation');
  expect(
    await tab.evaluate(
      (shown) => document.querySelector('main')!.textContent!.replace(/\s+/g, ' ').includes(shown),
      obfuscateEmail(address)!,
    ),
  ).toBe(true);
  // The island follows a mailto: link; the test keeps it (there is no mail program here), as
  // cooperation.spec.ts does.
  await tab.evaluate(() => {
    const follow = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.protocol !== 'mailto:') return follow.call(this);
      document.documentElement.dataset.mailto = this.href;
    };
  });
  await click(tab, 'main button', 'E-Mail schreiben');
  await poll(() => tab.evaluate(() => document.documentElement.dataset.mailto)).toBe(
    `mailto:${address}`,
  );
  expect(await tab.evaluate(() => location.pathname)).toBe('/kooperation');
});

test('keyboard: Tab from the top reaches skip link, phone, logo and every link of the navigation, each with a visible focus ring; at 375px the menu by Enter', async ({
  tab,
}) => {
  // The header is the same on every page: a light one.
  await tab.resize(DESKTOP.width, DESKTOP.height);
  await tab.goto('/impressum');
  const names: string[] = [];
  // Skip link, phone, logo, then every link of the navigation.
  for (let i = 0; i < 3 + mainNavigation.length; i += 1) {
    await tab.press('Tab');
    const now = await tab.evaluate(focused);
    expect(now.focusVisible, `${now.name}: :focus-visible`).toBe(true);
    expect(await tab.evaluate(focusShown), `${now.name}: a focus ring`).toBe(true);
    names.push(now.name);
  }
  expect(names).toEqual(
    expect.arrayContaining([studio.phone.display, ...mainNavigation.map((link) => link.text)]),
  );

  await tab.resize(PHONE.width, PHONE.height);
  await tab.goto('/impressum');
  for (let i = 0; i < 10 && (await tab.evaluate(focused)).name !== 'Menü öffnen'; i += 1)
    await tab.press('Tab');
  expect(await tab.evaluate(focused)).toMatchObject({name: 'Menü öffnen', focusVisible: true});
  expect(await tab.evaluate(focusShown)).toBe(true);
  await tab.press('Enter');
  await until(
    tab,
    () => document.querySelector<HTMLDialogElement>('#site-mobile-menu')!.open,
    'Enter opens the menu',
  );
  await tab.press('Tab');
  expect(await tab.evaluate(focusShown)).toBe(true);
  await tab.press('Escape');
  await until(
    tab,
    () => !document.querySelector<HTMLDialogElement>('#site-mobile-menu')!.open,
    'Escape closes',
  );
  expect((await tab.evaluate(focused)).name).toBe('Menü öffnen');
});

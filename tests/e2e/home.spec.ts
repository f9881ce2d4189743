import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from './routes';

const section = (page: Page, heading: string) =>
  page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: heading, exact: true})});

const reviews = (page: Page) => page.getByRole('region', {name: 'Kundenbewertungen'});
const social = (page: Page) => page.getByRole('region', {name: 'Beiträge aus den sozialen Medien'});

async function scrollLeftOf(list: Locator) {
  return list.evaluate((el) => el.scrollLeft);
}

test.describe('home page sections', () => {
  for (const width of [375, 1280]) {
    test(`every section in the spec's order with its constants at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, '/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Ihr Kosmetikstudio in Berlin Steglitz');
      await expect(page.locator('h1')).toHaveCount(1);

      // Hero: the image is loaded at once with high priority, and a call to phone.
      const heroImage = page.locator('main img').first();
      await expect(heroImage).toHaveAttribute('loading', 'eager');
      await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('link', {name: /Termin vereinbaren: 030 12345678/})).toHaveAttribute('href', 'tel:+493012345678');

      const headings = await page.locator('main h2').allTextContents();
      const order = [
        'Investitionsmöglichkeiten ins eigene Wohlbefinden',
        'Schönheitsgeheimnisse in meinem Beauty-Blog',
        'Was meinen Schönheitssalon besonders macht',
        'Folgen Sie mir in den sozialen Medien',
        'Das sagen meine Kundinnen und Kunden',
      ];
      const positions = order.map((heading) => headings.indexOf(heading));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // Intro sections come before the services.
      expect(positions[0]).toBeGreaterThanOrEqual(2);

      const services = section(page, 'Investitionsmöglichkeiten ins eigene Wohlbefinden');
      for (const [title, price, label] of [
        ['Aqua Facial', '99 € - 149 €', 'Kennenlernangebot'],
        ['Permanent Makeup', '350 € - 499 €', 'Sonderangebot'],
        ['Wimpernverlängerung', '60 € - 120 €', 'Bestseller'],
        ['Gesichtsbehandlungen', '55 € - 155 €', 'Anti aging empfohlen'],
      ]) {
        const card = services.getByRole('listitem').filter({has: page.getByRole('heading', {name: title, exact: true})});
        await expect(card.getByText(price, {exact: true})).toBeVisible();
        await expect(card.getByText(label, {exact: true})).toBeVisible();
        await expect(card.locator('img')).toHaveAttribute('alt', /.{10,}/);
      }
      await services.getByRole('link', {name: 'Mehr sehen'}).click();
      await expect(page).toHaveURL('/preisliste');
    });
  }

  test('permanent make-up banner calls by phone', async ({page}) => {
    await gotoHydrated(page, '/');
    const banner = page.locator('section').filter({has: page.getByRole('heading', {name: /Permanent Make-up/})});
    await expect(banner.getByRole('link', {name: /Termin buchen/})).toHaveAttribute('href', 'tel:+493012345678');
    await expect(banner.locator('img')).toHaveCount(1);
  });

  test('blog previews come from the blog: two posts, newest first, with image, text and link', async ({page}) => {
    await gotoHydrated(page, '/');
    const blog = section(page, 'Schönheitsgeheimnisse in meinem Beauty-Blog');
    const cards = blog.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('heading', {level: 3})).toHaveText('Saftkuren, Detox und Gerson: ein Faktencheck');
    await expect(cards.nth(1).getByRole('heading', {level: 3})).toHaveText('Slow Aging: Was Ernährung für Ihre Haut tut');
    for (const card of [cards.nth(0), cards.nth(1)]) {
      await expect(card.locator('img')).toHaveAttribute('alt', /.{10,}/);
      await expect(card.locator('p')).toHaveText(/.{50,}/);
    }
    await cards.nth(1).getByRole('link', {name: /Weiter lesen/}).click();
    await expect(page).toHaveURL('/blog/post/slow-aging-durch-ernaehrung');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Slow Aging: Was Ernährung für Ihre Haut tut');
  });

  test('salon section: three image cards', async ({page}) => {
    await gotoHydrated(page, '/');
    const salon = section(page, 'Was meinen Schönheitssalon besonders macht');
    await expect(salon.getByRole('listitem')).toHaveCount(3);
    await expect(salon.locator('img')).toHaveCount(3);
    await expect(salon).toContainText('25 Jahre');
  });

  test('social strip: 5 cards (1 video, 4 images), outbound links in a new tab without opener or referrer', async ({page}) => {
    await gotoHydrated(page, '/');
    const strip = section(page, 'Folgen Sie mir in den sozialen Medien');
    await expect(social(page).getByRole('listitem')).toHaveCount(5);
    await expect(social(page).locator('video')).toHaveCount(1);
    await expect(social(page).getByRole('img')).toHaveCount(4);
    const outbound = strip.locator('a[href^="http"]');
    expect(await outbound.count()).toBe(7);
    for (const link of await outbound.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(strip.getByRole('link', {name: /^Facebook/})).toHaveAttribute('href', /facebook\.com/);
    await expect(strip.getByRole('link', {name: /^Instagram/})).toHaveAttribute('href', /instagram\.com/);
  });

  test('rating widget: 5.0, rows 5 to 1 with counts, 5 emphasised, marketplace link', async ({page}) => {
    await gotoHydrated(page, '/');
    const widget = section(page, 'Das sagen meine Kundinnen und Kunden');
    await expect(widget.getByText('5,0', {exact: true})).toBeVisible();
    const rows = widget.getByRole('row');
    await expect(rows.getByRole('rowheader')).toHaveText(['5 Sterne', '4 Sterne', '3 Sterne', '2 Sterne', '1 Stern']);
    await expect(rows.first()).toContainText('65');
    const weights = await rows.evaluateAll((all) => all.map((row) => getComputedStyle(row.querySelector('th')!).fontWeight));
    expect(Number(weights[0])).toBeGreaterThan(Number(weights[1]));
    const link = widget.getByRole('link', {name: /Bestbewertungen auf Treawell!/});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('reviews carousel', () => {
  test('all 65 reviews are in the prerendered HTML', async ({request}) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/5 von 5 Sternen/g)?.length).toBeGreaterThanOrEqual(65);
    expect(html).toContain('Sabine K.');
    expect(html).toContain('Die Bewertungen stammen von der Buchungsplattform Treatwell');
  });

  for (const [width, cardWidth] of [
    [375, 272],
    [480, 272],
    [481, 340],
    [1280, 340],
  ] as const) {
    test(`at ${width}px: cards are ${cardWidth}px, buttons step one card and stop at the ends`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, '/');
      const carousel = reviews(page);
      await carousel.scrollIntoViewIfNeeded();
      const items = carousel.getByRole('listitem');
      await expect(items).toHaveCount(65);
      await expect.poll(() => items.first().evaluate((el) => el.getBoundingClientRect().width)).toBe(cardWidth);
      const gap = cardWidth === 272 ? 5 : 40;
      const firstTwo = await items.evaluateAll((all) => all.slice(0, 2).map((el) => el.getBoundingClientRect().left));
      expect(firstTwo[1]! - firstTwo[0]!).toBe(cardWidth + gap);

      await expect(items.first().getByRole('img', {name: '5 von 5 Sternen'})).toBeVisible();
      const previous = carousel.getByRole('button', {name: 'Vorherige Bewertungen'});
      const next = carousel.getByRole('button', {name: 'Nächste Bewertungen'});
      await expect(previous).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      const list = carousel.getByRole('list');
      await next.click();
      await expect.poll(() => scrollLeftOf(list)).toBe(cardWidth + gap);
      await expect(previous).toBeEnabled();
      await next.click();
      await expect.poll(() => scrollLeftOf(list)).toBe(2 * (cardWidth + gap));
      await previous.click();
      await expect.poll(() => scrollLeftOf(list)).toBe(cardWidth + gap);

      // To the end: the next button is disabled there.
      await list.evaluate((el) => el.scrollTo({left: el.scrollWidth, behavior: 'instant'}));
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
    });
  }

  test('the width follows the viewport on resize', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/');
    const first = reviews(page).getByRole('listitem').first();
    await expect.poll(() => first.evaluate((el) => el.getBoundingClientRect().width)).toBe(340);
    await page.setViewportSize({width: 400, height: 900});
    await expect.poll(() => first.evaluate((el) => el.getBoundingClientRect().width)).toBe(272);
    await page.setViewportSize({width: 800, height: 900});
    await expect.poll(() => first.evaluate((el) => el.getBoundingClientRect().width)).toBe(340);
  });

  test('social strip: 320px cards with a 15px gap', async ({page}) => {
    await page.setViewportSize({width: 375, height: 900});
    await gotoHydrated(page, '/');
    // Sections below the first screen are laid out only when they come near (content-visibility).
    await social(page).scrollIntoViewIfNeeded();
    const items = social(page).getByRole('listitem');
    const boxes = await items.evaluateAll((all) => all.slice(0, 2).map((el) => el.getBoundingClientRect()));
    expect(boxes[0]!.width).toBe(320);
    expect(boxes[1]!.left - boxes[0]!.left).toBe(335);
    await expect(social(page).getByRole('button', {name: 'Nächste Beiträge'})).toBeEnabled();
  });
});

test('the home page makes no request to another origin', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, '/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

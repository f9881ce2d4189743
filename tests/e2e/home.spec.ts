import {expect, test, type Locator, type Page} from '@playwright/test';
import {
  content,
  escapeRegExp,
  germanScore,
  normalizeSpace,
  posts,
  rating as summary,
  reviewList,
  serviceCards,
  studio,
} from './content';
import {gotoReady} from './routes';

/** What the home page shows, from src/data/home.yml, reviews.yml and studio.yml. */
const home = content.home;
const notice: string = content.reviews.notice;
/** The social strip's cards: a source under /videos/ is a video; each links to its platform (studio.yml). */
const socialCards = (home.social.cards as Array<{source: string; platform: string}>).map(
  (card) => ({
    type: card.source.startsWith('/videos/') ? 'video' : 'image',
    link: content.studio.social[card.platform] as string,
  }),
);

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 2, name: heading, exact: true})});

const reviews = (page: Page) => page.getByRole('region', {name: 'Kundenbewertungen'});
const social = (page: Page) => page.getByRole('region', {name: 'Beiträge aus den sozialen Medien'});

async function scrollLeftOf(list: Locator) {
  return list.evaluate((el) => el.scrollLeft);
}

test.describe('home page sections', () => {
  test(`every section in the spec's order with its constants at 375 and 1280px`, async ({page}) => {
    await page.setViewportSize({width: 375, height: 900});
    await gotoReady(page, '/');
    for (const width of [375, 1280]) {
      await page.setViewportSize({width, height: 900});
      await expect(page.getByRole('heading', {level: 1})).toHaveText(home.hero.headline);
      await expect(page.locator('h1')).toHaveCount(1);

      // Hero: the image is loaded at once with high priority, and a call to phone.
      const heroImage = page.locator('main img').first();
      await expect(heroImage).toHaveAttribute('loading', 'eager');
      await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
      await expect(
        page.getByRole('link', {
          name: new RegExp(escapeRegExp(`${home.hero.callToAction}: ${studio.phone.display}`)),
        }),
      ).toHaveAttribute('href', studio.phone.href);

      // The intro sections first, then the spec's sections in its order.
      const headings = await page.locator('main h2').allTextContents();
      expect(headings.slice(0, home.intro.length)).toEqual(
        home.intro.map((intro: {title: string}) => intro.title),
      );
      const order = [
        home.services.heading,
        home.blog.heading,
        home.salon.heading,
        home.social.heading,
        home.reviews.heading,
      ];
      const positions = order.map((heading) => headings.indexOf(heading));
      expect(
        positions.every((position) => position >= 0),
        JSON.stringify({headings, order}),
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(positions[0]).toBeGreaterThanOrEqual(home.intro.length);

      // Every service card with its price range (computed from the price list) and its label.
      const services = section(page, home.services.heading);
      await expect(services.getByRole('listitem')).toHaveCount(serviceCards.length + 1);
      // What the ranges mean, as she wrote it (home.yml services.text).
      await expect(services).toContainText(home.services.text);
      for (const service of serviceCards) {
        const card = services
          .getByRole('listitem')
          .filter({has: page.getByRole('heading', {name: service.title, exact: true})});
        await expect(card.getByText(service.priceNote, {exact: true})).toBeVisible();
        // Permanent make-up: whether the touch-up is included or costs extra (prices.yml).
        if (service.touchUpNote)
          await expect(card.getByText(service.touchUpNote, {exact: true})).toBeVisible();
        else await expect(card.getByText(/Nacharbeit/)).toHaveCount(0);
        if (service.label) await expect(card.getByText(service.label, {exact: true})).toBeVisible();
        // An offer label states its condition or end date visibly (home.yml).
        if (service.labelNote) {
          await expect(
            card.getByText(`${service.label}: ${service.labelNote}`, {exact: true}),
          ).toBeVisible();
        }
        await expect(card.locator('img')).toHaveAttribute('alt', service.alt);
      }
    }
    await section(page, home.services.heading)
      .getByRole('link', {name: home.services.more.title})
      .click();
    await expect(page).toHaveURL(home.services.more.link);
  });

  /** The newest posts (at most two, the spec's number), newest first. */
  const previewed = posts.slice(0, 2);

  const videoCards = socialCards.filter((card) => card.type === 'video').length;
  const imageCards = home.social.cards.length - videoCards;

  test('banner, salon, social strip, rating widget and blog previews; no script file', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({width: 375, height: 900});
    await gotoReady(page, '/');
    await test.step('the home page loads no script file: its islands are inline and run; the hero is not held up', async () => {
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
      const defined = await page.evaluate(() =>
        ['site-carousel', 'site-dialog', 'site-video'].map((name) => !!customElements.get(name)),
      );
      expect(defined).toEqual([true, true, true]);
      const heroDecoded = await page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      expect(heroDecoded).toBe(true);
    });
    await test.step('permanent make-up banner calls by phone', async () => {
      const banner = page
        .locator('section')
        .filter({has: page.getByRole('heading', {name: home.banner.heading, exact: true})});
      await expect(
        banner.getByRole('link', {
          name: new RegExp(escapeRegExp(`${home.banner.callToAction}: ${studio.phone.display}`)),
        }),
      ).toHaveAttribute('href', studio.phone.href);
      // How long it lasts, as she wrote it (home.yml banner.text).
      await expect(banner).toContainText(home.banner.text);
      await expect(banner.locator('img')).toHaveCount(1);
    });
    await test.step(`salon section: ${home.salon.cards.length} image cards`, async () => {
      const salon = section(page, home.salon.heading);
      await expect(salon.getByRole('listitem')).toHaveCount(home.salon.cards.length);
      await expect(salon.locator('img')).toHaveCount(home.salon.cards.length);
      await expect(salon.getByRole('heading', {level: 3})).toHaveText(
        home.salon.cards.map((card: {title: string}) => card.title),
      );
      for (const card of home.salon.cards) {
        await expect(salon).toContainText(card.text);
      }
    });
    await test.step(`social strip: ${home.social.cards.length} cards (${videoCards} video, ${imageCards} images), outbound links in a new tab without opener or referrer`, async () => {
      const strip = section(page, home.social.heading);
      await expect(social(page).getByRole('listitem')).toHaveCount(home.social.cards.length);
      await expect(social(page).locator('video')).toHaveCount(videoCards);
      await expect(social(page).getByRole('img')).toHaveCount(imageCards);
      // One link per card, and the Facebook and Instagram buttons.
      const outbound = strip.locator('a[href^="http"]');
      expect(await outbound.count()).toBe(home.social.cards.length + 2);
      for (const link of await outbound.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const cardLinks = await social(page)
        .getByRole('listitem')
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(cardLinks).toEqual(socialCards.map((card) => card.link));
      await expect(strip.getByRole('link', {name: /^Facebook/})).toHaveAttribute(
        'href',
        studio.social.facebook,
      );
      await expect(strip.getByRole('link', {name: /^Instagram/})).toHaveAttribute(
        'href',
        studio.social.instagram,
      );
    });
    await test.step('social strip: 320px cards with a 15px gap', async () => {
      // Sections below the first screen are laid out only when they come near (content-visibility).
      await social(page).scrollIntoViewIfNeeded();
      const items = social(page).getByRole('listitem');
      const boxes = await items.evaluateAll((all) =>
        all.slice(0, 2).map((el) => el.getBoundingClientRect()),
      );
      expect(boxes[0]!.width).toBe(320);
      expect(boxes[1]!.left - boxes[0]!.left).toBe(335);
      await expect(social(page).getByRole('button', {name: 'Nächste Beiträge'})).toBeEnabled();
    });
    await test.step(`rating widget: ${germanScore(summary.score)} from ${summary.count} reviews, rows 5 to 1 with counts, 5 emphasised, marketplace link`, async () => {
      const widget = section(page, home.reviews.heading);
      await expect(widget.getByText(germanScore(summary.score), {exact: true})).toBeVisible();
      // The number of reviews and the period they cover, from the reviews' dates.
      expect(summary.period).toMatch(/^(von \S+ \d{4} bis \S+ \d{4}|im \S+ \d{4})$/);
      await expect(
        widget.getByText(`${summary.count} Bewertungen ${summary.period!}`, {exact: true}),
      ).toBeVisible();
      const rows = widget.getByRole('row');
      await expect(rows.getByRole('rowheader')).toHaveText([
        '5 Sterne',
        '4 Sterne',
        '3 Sterne',
        '2 Sterne',
        '1 Stern',
      ]);
      await expect(rows.locator('td:last-child')).toHaveText(
        ([5, 4, 3, 2, 1] as const).map((level) => String(summary.counts[level])),
      );
      const weights = await rows.evaluateAll((all) =>
        all.map((row) => getComputedStyle(row.querySelector('th')!).fontWeight),
      );
      expect(Number(weights[0])).toBeGreaterThan(Number(weights[1]));
      const link = widget.getByRole('link', {name: home.reviews.ratingLabel});
      await expect(link).toHaveAttribute('href', studio.social.treatwell);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await test.step(`blog previews come from the blog: the ${previewed.length} newest posts, newest first, with image, text and link`, async () => {
      expect(previewed.length, 'the blog has posts to preview').toBeGreaterThan(0);
      const blog = section(page, home.blog.heading);
      const cards = blog.getByRole('listitem');
      await expect(cards).toHaveCount(previewed.length);
      await expect(cards.getByRole('heading', {level: 3})).toHaveText(
        previewed.map((post) => post.h1),
      );
      for (const [index, post] of previewed.entries()) {
        const card = cards.nth(index);
        await expect(card.locator('img')).toHaveAttribute('alt', post.alt);
        await expect(card.locator('p')).toHaveText(post.description);
        // Named "Weiter lesen: <headline>" (Chromium puts a space before the visually hidden part).
        const readMore = new RegExp(
          `^${escapeRegExp(home.blog.readMore)}\\s?: ${escapeRegExp(post.h1)}$`,
        );
        await expect(card.getByRole('link', {name: readMore})).toHaveAttribute('href', post.path);
      }
      const last = previewed.at(-1)!;
      await cards
        .last()
        .getByRole('link', {name: new RegExp(escapeRegExp(home.blog.readMore))})
        .click();
      await expect(page).toHaveURL(last.path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(last.h1);
    });
  });
});

test.describe('reviews carousel', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test(`all ${reviewList.length} reviews are on the page as served, each with its stars`, async ({
      page,
    }) => {
      await page.goto('/');
      // The text a person reads (whatever the HTML escapes), card by card, in any order.
      const cards = await reviews(page)
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => ({
            text: (item.textContent ?? '').replace(/\s+/g, ' '),
            stars: item.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
          })),
        );
      expect(cards).toHaveLength(reviewList.length);
      const missing = reviewList.filter(
        (review) =>
          !cards.some(
            (card) =>
              // A rating with stars only has no text: its card shows stars, name and service.
              [review.name, review.text ?? '', review.service].every((text) =>
                card.text.includes(normalizeSpace(String(text))),
              ) && card.stars === `${review.stars} von 5 Sternen`,
          ),
      );
      expect(missing.map((review) => review.name)).toEqual([]);
      await expect(page.getByRole('main')).toContainText(normalizeSpace(notice));
    });
  });

  // One load, then resized: from 1280 to 375px and across the 480/481 threshold, so the card
  // width also follows the viewport on resize, both ways.
  test('at 1280, 375, 480 and 481px: cards are 340, 272, 272 and 340px, buttons step one card and stop at the ends', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoReady(page, '/');
    for (const [width, cardWidth] of [
      [1280, 340],
      [375, 272],
      [480, 272],
      [481, 340],
    ] as const) {
      await page.setViewportSize({width, height: 900});
      const carousel = reviews(page);
      await carousel.scrollIntoViewIfNeeded();
      const items = carousel.getByRole('listitem');
      await expect(items).toHaveCount(reviewList.length);
      await expect
        .poll(() => items.first().evaluate((el) => el.getBoundingClientRect().width))
        .toBe(cardWidth);
      const gap = cardWidth === 272 ? 5 : 40;
      const firstTwo = await items.evaluateAll((all) =>
        all.slice(0, 2).map((el) => el.getBoundingClientRect().left),
      );
      expect(firstTwo[1]! - firstTwo[0]!).toBe(cardWidth + gap);

      await expect(
        items.first().getByRole('img', {name: `${reviewList[0]!.stars} von 5 Sternen`}),
      ).toBeVisible();
      const list = carousel.getByRole('list');
      // Back to the start after the width before.
      await list.evaluate((el) => el.scrollTo({left: 0, behavior: 'instant'}));
      const previous = carousel.getByRole('button', {name: 'Vorherige Bewertungen'});
      const next = carousel.getByRole('button', {name: 'Nächste Bewertungen'});
      await expect(previous).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

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
    }
  });
});

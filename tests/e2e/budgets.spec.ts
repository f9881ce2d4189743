import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {routeMatches} from '../../scripts/routes.mjs';
import {
  POSTS_PER_PAGE,
  contentFileText,
  galleryGroups,
  gzipBytes,
  posts,
  priceCategories,
  reviewList,
  siteDir,
  sitemapPaths,
  studio,
  type BlogPost,
} from './content';
import {berlinToday} from '../../src/lib/closures';
import {waitForIslands} from './routes';

/**
 * Byte budgets per route, measured the way a phone receives the page: gzip bytes on the wire
 * (asked for gzip only: nginx serves the build's gzip copies; brotli would be smaller) of the HTML,
 * CSS and JS the page loads until its islands run and the network is idle, and the image bytes
 * above the fold at 375px. Sizes, not timings. A page's CSS and islands are inline (a <style>,
 * module scripts): counted as CSS and JS (gzip of each text on its own) and taken off the HTML's bytes.
 *
 * The limits live in budgets.json. HTML budgets scale with the content they carry: a limit is
 * `base + perContentByte × (gzip bytes of the owner's text the page shows) + perPost × (posts
 * listed on it) + perEntry × (entries of a list: reviews, treatments, gallery items, closures)`, so that a
 * new article, review, price or gallery image passes while a heavier page template (the base)
 * does not. Each allowance is at least what one more item costs (measured on the edit set,
 * tests/fixtures/edit-set.mjs), so her edits never use up the headroom. JS (islands only), CSS,
 * images and fonts have fixed limits. Raise a base only with a reason in the commit.
 */
/** The lists whose entries an HTML limit can pay for, counted from the owner's YAML. */
const ENTRIES = {
  reviews: reviewList.length,
  treatments: priceCategories.reduce((sum, category) => sum + category.services.length, 0),
  gallery: galleryGroups.reduce((sum, group) => sum + group.items.length, 0),
  // Closures not over today: every page carries their notice (and once the island that shows it).
  closures: ((studio.closures ?? []) as Array<{to: string}>).filter(
    ({to}) => String(to) >= berlinToday(),
  ).length,
} as const;
type Scaled = {
  readonly base: number;
  readonly perContentByte?: number;
  readonly perPost?: number;
  /** Per photo in the article's text (`![…](…)`): its <picture> of AVIF/WebP variants. */
  readonly perImage?: number;
  readonly perEntry?: Partial<Record<keyof typeof ENTRIES, number>>;
};
type Limit = number | Scaled;

interface Budget {
  /**
   * The content the page shows: content files of src/data ("studio.yml"), "blog:listed" (front
   * matter and teaser of every post the page lists) or "blog:article" (the whole article).
   */
  readonly carries?: readonly string[];
  readonly html: Limit;
  readonly css: number;
  readonly js: Limit;
  readonly images: number;
}

const budgets = JSON.parse(readFileSync(join(siteDir, 'budgets.json'), 'utf8')) as {
  /** A path, or "/blog/post/*" for every article. */
  readonly routes: Record<string, Budget>;
  /** Web font bytes any page may load. */
  readonly fonts: number;
};

/** Blog pages that list what /blog lists, by topic, year or author: no budget of their own. */
const TAXONOMY = /^\/blog\/(tags|archive|authors)(\/|$)/;

/**
 * The routes to measure: the pages of build/sitemap.xml (the site's one route list) outside the
 * blog taxonomy, each with its budget; "/blog/post/*" stands for every published article. A page
 * without one is measured against none: its test fails, naming it.
 */
const measured: Array<{path: string; budget?: Budget; post?: BlogPost}> = sitemapPaths()
  .filter((path) => !TAXONOMY.test(path))
  .map((path) => {
    const pattern = Object.keys(budgets.routes).find((key) => routeMatches(key, path));
    const post =
      pattern === '/blog/post/*' ? posts.find((entry) => entry.path === path) : undefined;
    return {path, budget: pattern ? budgets.routes[pattern] : undefined, post};
  });

test('every route of budgets.json is a page of the build', () => {
  const paths = sitemapPaths();
  for (const pattern of Object.keys(budgets.routes)) {
    expect(
      paths.some((path) => routeMatches(pattern, path)),
      pattern,
    ).toBe(true);
  }
});

type Carried = {bytes: number; posts: number; images?: number};

/** Markdown images in an article's text, inline and by reference: `![…](…)`, `![…][…]`. */
const markdownImages = (source: string) => source.match(/!\[[^\]]*\]\s*[([]/g)?.length ?? 0;

/** What the page carries, in gzip bytes (each part compressed on its own), how many posts it lists, its photos. */
function carried(budget: Budget, post: BlogPost | undefined): Carried {
  let bytes = 0;
  let listed = 0;
  let images = 0;
  for (const part of budget.carries ?? []) {
    if (part === 'blog:listed') {
      const page = posts.slice(0, POSTS_PER_PAGE);
      listed = page.length;
      bytes += page.reduce((sum, entry) => sum + gzipBytes(entry.excerpt), 0);
    } else if (part === 'blog:article') {
      if (!post) throw new Error('"blog:article" is for "/blog/post/*" only');
      bytes += gzipBytes(post.source);
      images += markdownImages(post.source);
    } else {
      bytes += gzipBytes(contentFileText(part));
    }
  }
  return {bytes, posts: listed, images};
}

function limitOf(limit: Limit, content: Carried): number {
  if (typeof limit === 'number') return limit;
  const entries = Object.entries(limit.perEntry ?? {}).reduce(
    (sum, [list, bytes]) => sum + bytes * ENTRIES[list as keyof typeof ENTRIES],
    0,
  );
  return Math.round(
    limit.base +
      (limit.perContentByte ?? 0) * content.bytes +
      (limit.perPost ?? 0) * content.posts +
      (limit.perImage ?? 0) * (content.images ?? 0) +
      entries,
  );
}

async function measure(page: Page, path: string) {
  const totals = {html: 0, css: 0, js: 0, images: 0, fonts: 0};
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    const type = request.resourceType();
    const bytes = sizes.responseBodySize;
    if (type === 'document') totals.html += bytes;
    else if (type === 'stylesheet') totals.css += bytes;
    else if (type === 'script') totals.js += bytes;
    else if (type === 'font') totals.fonts += bytes;
  });
  await page.goto(path, {waitUntil: 'load'});
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  // CSS and islands in the page (plugins/postbuild) count as CSS and JS, not as HTML: each
  // <style> and island (an inline module script) compressed on its own, taken off the document's bytes.
  const inlineBytes = async (selector: string) =>
    (
      await page.$$eval(selector, (elements) =>
        elements.map((element) => element.textContent ?? ''),
      )
    ).reduce((sum, text) => sum + gzipBytes(text), 0);
  const [inlineCss, inlineJs] = [
    await inlineBytes('style'),
    await inlineBytes('script[type=module]:not([src])'),
  ];
  totals.css += inlineCss;
  totals.js += inlineJs;
  totals.html -= inlineCss + inlineJs;
  // Images above the fold: those whose box starts inside the first screen (Chrome also loads
  // lazy images a little below it; those are not counted here).
  totals.images = await page.evaluate(() => {
    const seen = new Set<string>();
    let bytes = 0;
    for (const img of Array.from(document.images)) {
      const rect = img.getBoundingClientRect();
      if (
        !img.currentSrc ||
        rect.top >= window.innerHeight ||
        rect.bottom <= 0 ||
        seen.has(img.currentSrc)
      )
        continue;
      seen.add(img.currentSrc);
      const entry = performance.getEntriesByName(img.currentSrc)[0] as
        PerformanceResourceTiming | undefined;
      bytes += entry?.encodedBodySize ?? 0;
    }
    return bytes;
  });
  return totals;
}

test.use({
  viewport: {width: 375, height: 740},
  deviceScaleFactor: 2,
  extraHTTPHeaders: {'Accept-Encoding': 'gzip'},
});

test('every published article has a budget', () => {
  expect(posts.length).toBeGreaterThan(0);
  // As sets: the sitemap's order is not the blog's.
  expect(new Set(measured.filter((route) => route.post).map((route) => route.path))).toEqual(
    new Set(posts.map((post) => post.path)),
  );
});

test('a budget grows with its content, and only by the allowance', () => {
  // The arithmetic the limits rely on: more content, more room; no content, the base.
  const budget: Budget = {
    html: {base: 1000, perContentByte: 1.1, perPost: 200},
    css: 0,
    js: 0,
    images: 0,
  };
  expect(limitOf(budget.html, {bytes: 0, posts: 0})).toBe(1000);
  expect(limitOf(budget.html, {bytes: 1000, posts: 2})).toBe(1000 + 1100 + 400);
  expect(limitOf(5000, {bytes: 1000, posts: 2})).toBe(5000);
  // One allowance per entry of a list: the page's own list, counted from the YAML.
  expect(limitOf({base: 1000, perEntry: {reviews: 60}}, {bytes: 0, posts: 0})).toBe(
    1000 + 60 * ENTRIES.reviews,
  );
  // One allowance per photo in an article's text, counted from its Markdown.
  expect(markdownImages('![A](./a.jpg)\n![B] (x)\n![C][c]\n[Link](./a.jpg)\n\\![kein Bild]')).toBe(
    3,
  );
  expect(limitOf({base: 1000, perImage: 150}, {bytes: 0, posts: 0, images: 3})).toBe(1450);
});

for (const {path, budget, post} of measured) {
  test(`budget ${path}`, async ({page}) => {
    if (!budget) throw new Error(`${path} has no budget: add its entry to budgets.json`);
    const content = carried(budget, post);
    const limits = {
      html: limitOf(budget.html, content),
      css: budget.css,
      js: limitOf(budget.js, content),
      images: budget.images,
    };
    const used = await measure(page, path);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${path}: carries ${kb(content.bytes)}${content.posts ? ` in ${content.posts} posts` : ''}; html ${kb(used.html)} / ${kb(limits.html)}, ` +
        `css ${kb(used.css)} / ${kb(limits.css)}, js ${kb(used.js)} / ${kb(limits.js)}, ` +
        `images above the fold ${kb(used.images)} / ${kb(limits.images)}, fonts ${kb(used.fonts)} / ${kb(budgets.fonts)}`,
    );
    test.info().annotations.push({
      type: 'budget',
      description: JSON.stringify({carried: content, limits, used}),
    });
    expect.soft(used.html, 'HTML bytes (gzip)').toBeLessThanOrEqual(limits.html);
    expect.soft(used.css, 'CSS bytes (gzip)').toBeLessThanOrEqual(limits.css);
    expect.soft(used.js, 'JS bytes (gzip)').toBeLessThanOrEqual(limits.js);
    expect
      .soft(used.images, 'image bytes above the fold at 375px')
      .toBeLessThanOrEqual(limits.images);
    expect.soft(used.fonts, 'web font bytes').toBeLessThanOrEqual(budgets.fonts);
  });
}

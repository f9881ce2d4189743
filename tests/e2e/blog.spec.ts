import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {siteUrl, waitForHydration} from './routes';

/** The two articles, newest first, as their front matter defines them. */
const posts = [
  {
    slug: 'saftkuren-detox-gerson-therapie',
    h1: 'Saftkuren, Detox und Gerson: ein Faktencheck',
    title: 'Saftkuren, Detox und Gerson-Therapie | Erika Mustermann',
    date: '20. Mai 2025',
    isoDate: '2025-05-20',
    alt: 'Gläser mit frisch gepressten grünen, orangefarbenen und roten Säften neben Obst und Gemüse',
    sources: 'Quellen',
    keyword: 'Gerson-Therapie',
    tags: ['Detox', 'Ernährung', 'Wissen'],
  },
  {
    slug: 'slow-aging-durch-ernaehrung',
    h1: 'Slow Aging: Was Ernährung für Ihre Haut tut',
    title: 'Slow Aging durch Ernährung | Kosmetikstudio Erika Mustermann',
    date: '12. März 2025',
    isoDate: '2025-03-12',
    alt: 'Ein Tisch mit buntem Gemüse, frischen Beeren, Nüssen und einem Glas Wasser',
    sources: 'Literatur',
    keyword: 'Hautalterung',
    tags: ['Slow Aging', 'Ernährung', 'Hautpflege'],
  },
] as const;

const postPath = (slug: string) => `/blog/post/${slug}`;

/** Title 50–60, description ≤150, keywords, canonical: absolute https, no trailing slash. */
async function expectMetadata(page: Page, path: string) {
  await waitForHydration(page);
  const title = await page.title();
  expect(title.trim()).not.toBe('');
  expect(title.length, title).toBeGreaterThanOrEqual(50);
  expect(title.length, title).toBeLessThanOrEqual(60);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.trim().length).toBeGreaterThan(40);
  expect(description.length).toBeLessThanOrEqual(150);
  const keywords = (await page.locator('meta[name="keywords"]').getAttribute('content')) ?? '';
  expect(keywords.split(',').filter((k) => k.trim()).length).toBeGreaterThanOrEqual(3);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', `${siteUrl}${path}`);
  expect(siteUrl).toMatch(/^https:\/\/[^/]+$/);
}

/** Exactly one h1 and no skipped heading level anywhere on the page. */
async function expectHeadingOutline(page: Page) {
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.map((heading) => Number(heading.tagName.slice(1))),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `h${level} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

test.describe('blog posts', () => {
  for (const [index, post] of posts.entries()) {
    test(`${post.slug}: headline, date, reading time, image, sources, disclaimer`, async ({page}) => {
      const response = await page.goto(postPath(post.slug));
      expect(response?.status()).toBe(200);
      const article = page.locator('article');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.h1);
      await expectHeadingOutline(page);

      const time = article.locator('header time');
      await expect(time).toHaveText(post.date);
      await expect(time).toHaveAttribute('datetime', new RegExp(`^${post.isoDate}`));
      await expect(article.locator('header')).toContainText(/\d+ Minuten Lesezeit/);

      // The element and its attributes; the image bytes may still be placeholders.
      const image = article.getByRole('img', {name: post.alt, exact: true});
      await expect(image).toHaveAttribute('src', `/images/blog/${post.slug}.jpg`);
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '900');
      await expect(image).toHaveAttribute('loading', 'eager');

      // The heading's name also holds its anchor link ("Direkter Link zur …").
      const sourcesHeading = article.getByRole('heading', {level: 2, name: new RegExp(`^${post.sources}`)});
      await expect(sourcesHeading).toHaveCount(1);
      const sources = sourcesHeading.locator('xpath=following-sibling::*[1][self::ul]/li');
      expect(await sources.count()).toBeGreaterThanOrEqual(3);
      for (const source of await sources.allTextContents()) {
        expect(source).toMatch(/(19|20)\d\d|laufend|Online/);
      }

      // The disclaimer is the article's last paragraph.
      const disclaimer = article.locator('.markdown > p').last();
      await expect(disclaimer).toContainText('Hinweis:');
      await expect(disclaimer).toContainText('keine medizinische Beratung');
      await expect(disclaimer).toContainText('ersetzt nicht den Besuch bei Ärztin oder Arzt');

      const tags = article.locator('footer').getByRole('link');
      await expect(tags).toHaveText([...post.tags]);
      await expect(page.getByRole('link', {name: 'Alle Beiträge im Beauty-Blog'})).toHaveAttribute('href', '/blog');

      // Previous/next: the other post, labelled in German.
      const other = posts[1 - index]!;
      const pager = page.getByRole('navigation', {name: 'Weitere Beiträge'});
      const label = index === 0 ? 'Älterer Beitrag' : 'Neuerer Beitrag';
      const link = pager.getByRole('link', {name: new RegExp(label)});
      await expect(link).toContainText(other.h1);
      await link.click();
      await expect(page).toHaveURL(postPath(other.slug));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(other.h1);
    });

    test(`${post.slug}: metadata`, async ({page}) => {
      await page.goto(postPath(post.slug));
      await expectMetadata(page, postPath(post.slug));
      await expect(page).toHaveTitle(post.title);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', new RegExp(post.keyword));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${siteUrl}/images/blog/${post.slug}.jpg`,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  }

  test('an unknown slug shows the German 404 page with status 404', async ({page}) => {
    const response = await page.goto('/blog/post/unbekannt');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Fehler 404: Seite nicht gefunden');
    await expect(page.getByText('möglicherweise veraltet, fehlerhaft oder die Seite wurde entfernt')).toBeVisible();
  });
});

test.describe('blog index', () => {
  test('headline, both posts newest first with image and "Weiter lesen"', async ({page}) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Schönheitsgeheimnisse in meinem Beauty-Blog');
    await expectHeadingOutline(page);
    await expectMetadata(page, '/blog');
    await expect(page).toHaveTitle('Beauty-Blog: Hautpflege und Ernährung | Erika Mustermann');

    const articles = page.locator('main article');
    await expect(articles.getByRole('heading', {level: 2})).toHaveText(posts.map((post) => post.h1));
    for (const [index, post] of posts.entries()) {
      const article = articles.nth(index);
      await expect(article.locator('time')).toHaveText(post.date);
      await expect(article.getByRole('img', {name: post.alt, exact: true})).toHaveAttribute('src', `/images/blog/${post.slug}.jpg`);
      const readMore = article.getByRole('link', {name: `Weiter lesen: ${post.h1}`});
      await expect(readMore).toHaveText('Weiter lesen');
      await expect(readMore).toHaveAttribute('href', postPath(post.slug));
    }
    await page.getByRole('link', {name: `Weiter lesen: ${posts[1].h1}`}).click();
    await expect(page).toHaveURL(postPath(posts[1].slug));
  });

  test('links to the topics and the archive', async ({page}) => {
    await page.goto('/blog');
    await page.getByRole('link', {name: 'Alle Themen'}).click();
    await expect(page).toHaveURL('/blog/tags');
    await page.goto('/blog');
    await page.getByRole('link', {name: 'Archiv'}).click();
    await expect(page).toHaveURL('/blog/archive');
  });

  test('fits a phone: no horizontal scrolling on the index and a post', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    for (const path of ['/blog', postPath(posts[1].slug)]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('topics, archive, author', () => {
  test('the topics page lists every topic with its number of posts', async ({page}) => {
    await page.goto('/blog/tags');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Themen im Beauty-Blog');
    await expectHeadingOutline(page);
    await expectMetadata(page, '/blog/tags');
    const topics = page.locator('main li');
    await expect(topics.getByRole('link')).toHaveText(['Detox', 'Ernährung', 'Hautpflege', 'Slow Aging', 'Wissen']);
    await expect(topics.filter({hasText: 'Ernährung'})).toContainText('(2 Beiträge)');
    await expect(topics.filter({hasText: 'Detox'})).toContainText('(1 Beitrag)');
  });

  const tagPages = [
    {tag: 'ernaehrung', label: 'Ernährung', slugs: [posts[0].slug, posts[1].slug]},
    {tag: 'detox', label: 'Detox', slugs: [posts[0].slug]},
    {tag: 'slow-aging', label: 'Slow Aging', slugs: [posts[1].slug]},
  ];
  for (const {tag, label, slugs} of tagPages) {
    test(`the topic page "${label}" lists exactly its posts`, async ({page}) => {
      await page.goto(`/blog/tags/${tag}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Beiträge zum Thema „${label}“`);
      await expectHeadingOutline(page);
      await expectMetadata(page, `/blog/tags/${tag}`);
      const headlines = page.locator('main article h2 a');
      await expect(headlines).toHaveCount(slugs.length);
      for (const [index, slug] of slugs.entries()) {
        await expect(headlines.nth(index)).toHaveAttribute('href', postPath(slug));
      }
    });
  }

  test('every topic page has its own fitting title', async ({page}) => {
    const titles = new Set<string>();
    for (const tag of ['detox', 'ernaehrung', 'hautpflege', 'slow-aging', 'wissen']) {
      await page.goto(`/blog/tags/${tag}`);
      await expectMetadata(page, `/blog/tags/${tag}`);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(5);
  });

  test('the archive lists the posts by year, years as h2 under the h1', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archiv: alle Beiträge des Beauty-Blogs');
    await expectHeadingOutline(page);
    await expectMetadata(page, '/blog/archive');
    const year = page.getByRole('heading', {level: 2, name: '2025'});
    await expect(year).toBeVisible();
    const section = page.locator('section', {has: year});
    await expect(section.getByRole('link')).toHaveText(posts.map((post) => post.h1));
    await expect(section.locator('time')).toHaveText(posts.map((post) => post.date));
  });

  test('the author page is German and complete', async ({page}) => {
    await page.goto('/blog/authors');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Über die Autorin des Beauty-Blogs');
    await expectHeadingOutline(page);
    await expectMetadata(page, '/blog/authors');
    await expect(page.getByRole('heading', {level: 2})).toContainText(['Erika Mustermann']);
    await expect(page.getByRole('link', {name: '2 Beiträge im Beauty-Blog lesen'})).toHaveAttribute('href', '/blog');
  });
});

test.describe('feeds', () => {
  for (const [path, language, link] of [
    ['/blog/rss.xml', '<language>de</language>', (url: string) => `<link>${url}</link>`],
    ['/blog/atom.xml', '<feed xml:lang="de"', (url: string) => `<link href="${url}"/>`],
  ] as const) {
    test(`${path} is German and links both posts absolutely`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(language);
      expect(xml).toContain('Beauty-Blog | Kosmetikstudio Erika Mustermann');
      const positions = posts.map((post) => xml.indexOf(link(`${siteUrl}${postPath(post.slug)}`)));
      expect(positions.every((position) => position > 0), positions.join()).toBe(true);
      expect(positions[0]).toBeLessThan(positions[1]!);
      for (const post of posts) {
        expect(xml).toContain(`<![CDATA[${post.h1}]]>`);
      }
    });
  }

  test('every blog page announces both feeds', async ({page}) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/atom.xml');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/blog', postPath(posts[0].slug), postPath(posts[1].slug), '/blog/archive', '/blog/tags', '/blog/tags/ernaehrung', '/blog/authors']) {
    test(`${path} has no axe violations`, async ({page}) => {
      test.slow();
      await page.goto(path);
      const {violations} = await new AxeBuilder({page}).analyze();
      expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
});

import {expect, test, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import sharp from 'sharp';
import {
  POSTS_PER_PAGE,
  blogAuthors,
  blogTags,
  content,
  escapeRegExp,
  normalizeSpace,
  pageTitle,
  postCountLabel,
  posts,
  siteDir,
  sitemapPaths,
} from './content';
import {servedPage} from './buildFiles';
import {siteUrl} from './routes';

/**
 * The articles, newest first, as their front matter defines them (blog/*.md, see content.ts);
 * the sitemap test below proves the build published exactly these.
 */
const firstPage = posts.slice(0, POSTS_PER_PAGE);

/**
 * A list's first post image is on a phone's first screen (the LCP candidate): it loads at once with
 * high priority; the others lazily (BlogPostList in src/components/BlogPostItem marks the first).
 */
async function expectLeadImageEager(page: Page) {
  const images = page.locator('main article img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  for (let index = 1; index < count; index += 1) {
    await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(index)).not.toHaveAttribute('fetchpriority', /.*/);
  }
}

/** Exactly one h1 and no skipped heading level anywhere on the page. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `h${level} after h${levels[index - 1]}`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      );
  });
}

test.describe('blog posts', () => {
  test(`the build publishes exactly the ${posts.length} articles of blog/`, () => {
    expect(posts.length, 'the blog has articles').toBeGreaterThan(0);
    const published = sitemapPaths().filter((path) => path.startsWith('/blog/post/'));
    expect([...published].sort()).toEqual(posts.map((post) => post.path).sort());
  });

  for (const [index, post] of posts.entries()) {
    test(`${post.path.split('/').pop()}: headline, date, reading time, image, sources, disclaimer`, async ({
      page,
    }) => {
      const response = await page.goto(post.path);
      expect(response?.status()).toBe(200);
      const article = page.locator('article');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.h1);
      await expectHeadingOutline(page);

      const time = article.locator('header time');
      await expect(time).toHaveText(post.date);
      await expect(time).toHaveAttribute('datetime', new RegExp(`^${post.isoDate}`));
      await expect(article.locator('header')).toContainText(/(\d+|Eine) Minuten? Lesezeit/);

      // The element and its attributes: the intrinsic size of the original, so nothing shifts.
      const {width, height} = await sharp(join(siteDir, 'static', post.image)).metadata();
      const image = article.getByRole('img', {name: post.alt, exact: true});
      await expect(image).toHaveAttribute('src', post.image);
      await expect(image).toHaveAttribute('width', String(width));
      await expect(image).toHaveAttribute('height', String(height));
      await expect(image).toHaveAttribute('loading', 'eager');

      // The sources: a list under "## Quellen" or "## Literatur" (blog/README.md), every entry of the
      // Markdown shown. The heading's name also holds its anchor link ("Direkter Link zum Abschnitt „…“").
      expect(
        post.sources,
        `${post.file} has a "## Quellen" or "## Literatur" section`,
      ).toBeDefined();
      expect(
        post.sourceItems.length,
        `${post.file} lists its sources under "## ${post.sources}"`,
      ).toBeGreaterThan(0);
      const sourcesHeading = article.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${escapeRegExp(post.sources ?? 'Quellen')}`),
      });
      await expect(sourcesHeading).toHaveCount(1);
      const sources = sourcesHeading.locator('xpath=following-sibling::*[1][self::ul]/li');
      await expect(sources).toHaveCount(post.sourceItems.length);
      const shown = (await sources.allTextContents()).map(normalizeSpace);
      for (const [at, item] of post.sourceItems.entries()) {
        // The Markdown's words, without its emphasis and link syntax.
        const words = item
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, '')
          .split(' ')
          .filter((word) => word.length > 3);
        for (const word of words)
          expect(shown[at], `source ${at + 1} of ${post.file}`).toContain(word);
      }

      // The disclaimer is the article's last paragraph.
      const disclaimer = article.locator('.markdown > p').last();
      await expect(disclaimer).toContainText('Hinweis:');
      await expect(disclaimer).toContainText('keine medizinische Beratung');
      await expect(disclaimer).toContainText(
        'ersetzt nicht den Besuch bei einer Ärztin oder einem Arzt',
      );

      const tags = article.locator('footer').getByRole('link');
      await expect(tags).toHaveText(post.tags.map((tag) => tag.label));
      await expect(page.getByRole('link', {name: 'Alle Beiträge im Beauty-Blog'})).toHaveAttribute(
        'href',
        '/blog',
      );

      // Previous/next: the neighbours in the blog's order, labelled in German.
      const pager = page.getByRole('navigation', {name: 'Weitere Beiträge'});
      const older = posts[index + 1];
      const newer = posts[index - 1];
      const olderLink = pager.getByRole('link', {name: /Älterer Beitrag/});
      const newerLink = pager.getByRole('link', {name: /Neuerer Beitrag/});
      await expect(olderLink).toHaveCount(older ? 1 : 0);
      await expect(newerLink).toHaveCount(newer ? 1 : 0);
      if (older) await expect(olderLink).toContainText(older.h1);
      if (newer) await expect(newerLink).toContainText(newer.h1);
      const [link, other] = older ? [olderLink, older] : [newerLink, newer];
      if (other) {
        await link.click();
        await expect(page).toHaveURL(other.path);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(other.h1);
      }
    });

    // Title length, description, keywords and canonical address of every page: pages.spec.ts.
    test(`${post.path.split('/').pop()}: its own title, keywords and preview image, as an article`, () => {
      const served = servedPage(post.path);
      expect(served.title).toMatch(pageTitle(post.metaTitle));
      const keywords = (served.keywords[0] ?? '').split(',').map((keyword) => keyword.trim());
      expect(keywords).toEqual(expect.arrayContaining([...post.keywords]));
      expect(served.ogImage).toEqual([`${siteUrl}${post.image}`]);
      expect(served.ogType).toEqual(['article']);
    });
  }
});

test.describe('blog index', () => {
  test(`headline, the ${firstPage.length} newest posts newest first with image and "Weiter lesen"`, async ({
    page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(content.pages.blog.headline);
    await expectHeadingOutline(page);
    await expect(page).toHaveTitle(pageTitle(content.pages.blog.title));

    const articles = page.locator('main article');
    await expect(articles.getByRole('heading', {level: 2})).toHaveText(
      firstPage.map((post) => post.h1),
    );
    for (const [index, post] of firstPage.entries()) {
      const article = articles.nth(index);
      await expect(article.locator('time')).toHaveText(post.date);
      await expect(article.getByRole('img', {name: post.alt, exact: true})).toHaveAttribute(
        'src',
        post.image,
      );
      const readMore = article.getByRole('link', {name: `Weiter lesen: ${post.h1}`});
      await expect(readMore).toHaveText('Weiter lesen');
      await expect(readMore).toHaveAttribute('href', post.path);
    }
    await expectLeadImageEager(page);
    const last = firstPage.at(-1)!;
    await page.getByRole('link', {name: `Weiter lesen: ${last.h1}`}).click();
    await expect(page).toHaveURL(last.path);
  });

  test('links to the topics and the archive', async ({page}) => {
    await page.goto('/blog');
    await page.getByRole('link', {name: 'Alle Themen'}).click();
    await expect(page).toHaveURL('/blog/tags');
    await page.goto('/blog');
    await page.getByRole('link', {name: 'Archiv'}).click();
    await expect(page).toHaveURL('/blog/archive');
  });
});

test.describe('topics, archive, author', () => {
  test('the topics page lists every topic with its number of posts', async ({page}) => {
    await page.goto('/blog/tags');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(content.pages.blogTopics.title);
    await expectHeadingOutline(page);
    const topics = page.locator('main li');
    await expect(topics.getByRole('link')).toHaveText(blogTags.map((tag) => tag.label));
    for (const tag of blogTags) {
      const topic = topics.filter({has: page.getByRole('link', {name: tag.label, exact: true})});
      await expect(topic).toContainText(`(${postCountLabel(tag.posts.length)})`);
      await expect(topic.getByRole('link')).toHaveAttribute('href', tag.path);
    }
  });

  test('every topic page lists exactly its posts', async ({page}) => {
    for (const tag of blogTags) {
      await test.step(`the topic page "${tag.label}" lists exactly its posts`, async () => {
        await page.goto(tag.path);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(
          `Beiträge zum Thema „${tag.label}“`,
        );
        await expectHeadingOutline(page);
        const headlines = page.locator('main article h2 a');
        const listed = tag.posts.slice(0, POSTS_PER_PAGE);
        await expect(headlines).toHaveCount(listed.length);
        for (const [index, post] of listed.entries()) {
          await expect(headlines.nth(index)).toHaveAttribute('href', post.path);
        }
        await expectLeadImageEager(page);
      });
    }
  });

  test('blog/README.md says where a topic page is, and every topic with posts is there', () => {
    // The guide's example topic and the address it gives for its page.
    const guide = readFileSync(join(siteDir, 'blog', 'README.md'), 'utf8');
    const example = /^ {2}permalink: (\/[a-z0-9-]+)$/m.exec(guide)![1]!;
    const [, base] = new RegExp(`<http://127\\.0\\.0\\.1:3000(/[a-z/]+)${example}>`).exec(guide)!;
    expect(base).toBe('/blog/tags');
    // Her own topics (blog/tags.yml), at that address.
    const topics = parse(readFileSync(join(siteDir, 'blog', 'tags.yml'), 'utf8')) as Record<
      string,
      {label: string; permalink: string}
    >;
    for (const tag of blogTags) {
      expect(servedPage(`${base}${topics[tag.key]!.permalink}`).h1).toEqual([
        `Beiträge zum Thema „${topics[tag.key]!.label}“`,
      ]);
    }
  });

  test('the archive lists the posts by year, years as h2 under the h1', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(content.pages.blogArchive.title);
    await expectHeadingOutline(page);
    const years = [...new Set(posts.map((post) => post.year))];
    await expect(page.locator('main h2')).toHaveText(years);
    for (const year of years) {
      const inYear = posts.filter((post) => post.year === year);
      const heading = page.getByRole('heading', {level: 2, name: year});
      await expect(heading).toBeVisible();
      const section = page.locator('section', {has: heading});
      await expect(section.getByRole('link')).toHaveText(inYear.map((post) => post.h1));
      await expect(section.locator('time')).toHaveText(inYear.map((post) => post.date));
    }
  });

  test('the author page is German and complete', async ({page}) => {
    await page.goto('/blog/authors');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(content.pages.blogAuthors.title);
    await expectHeadingOutline(page);
    expect(blogAuthors.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', {level: 2})).toContainText(
      blogAuthors.map((author) => author.name),
    );
    for (const author of blogAuthors) {
      const section = page
        .locator('main section')
        .filter({has: page.getByRole('heading', {level: 2, name: author.name})});
      await expect(
        section.getByRole('link', {name: `${postCountLabel(author.count)} im Beauty-Blog lesen`}),
      ).toHaveAttribute('href', '/blog');
    }
  });
});

test.describe('feeds', () => {
  for (const [path, language, link] of [
    ['/blog/rss.xml', '<language>de</language>', (url: string) => `<link>${url}</link>`],
    ['/blog/atom.xml', '<feed xml:lang="de"', (url: string) => `<link href="${url}"/>`],
  ] as const) {
    test(`${path} is German and links every post absolutely, newest first`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(language);
      expect(xml).toContain(`${content.pages.blog.feedTitle} | ${content.studio.studioName}`);
      // The feeds carry the newest 20 posts (Docusaurus' default limit; the config sets none).
      const inFeed = posts.slice(0, 20);
      const positions = inFeed.map((post) => xml.indexOf(link(`${siteUrl}${post.path}`)));
      expect(
        positions.every((position) => position > 0),
        positions.join(),
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const post of inFeed) {
        expect(xml).toContain(`<![CDATA[${post.h1}]]>`);
      }
    });
  }

  test('every blog page announces both feeds', async ({page}) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', '/blog/atom.xml');
  });
});

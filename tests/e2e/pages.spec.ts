import {expect, test} from '@playwright/test';
import {servedPage} from './buildFiles';
import {blogTags, content, pageTitle} from './content';
import {gotoReady, routes, siteUrl} from './routes';
import {allPagePaths} from './sitePaths';

/**
 * What every page says about itself, read from the file nginx serves (every-page.spec.ts proves
 * that the live head after the islands ran is the served one): German, one h1 (outside the blog:
 * its headline), a title of 50–60 characters, a description, at least three keywords and its own
 * canonical address.
 */
test.describe('every page as served', () => {
  const served = new Map(allPagePaths.map((path) => [path, servedPage(path)]));

  for (const [path, page] of served) {
    test(`${path}: German, one h1, title, description, keywords and canonical address`, () => {
      const route = routes.find((entry) => entry.path === path);
      expect(page.lang).toBe('de');
      expect(page.h1).toEqual([route ? route.h1 : expect.any(String)]);
      expect(page.title.length, page.title).toBeGreaterThanOrEqual(50);
      expect(page.title.length, page.title).toBeLessThanOrEqual(60);
      expect(page.description).toHaveLength(1);
      const [description = ''] = page.description;
      // The blog's descriptions (the owner's front matter) may be a little shorter.
      expect(description.trim().length).toBeGreaterThan(route ? 50 : 40);
      expect(description.length).toBeLessThanOrEqual(150);
      const keywords = (page.keywords[0] ?? '').split(',').filter((keyword) => keyword.trim());
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(siteUrl).toMatch(/^https:\/\/[^/]+$/);
      expect(page.canonical).toEqual([path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`]);
    });
  }

  test('titles and descriptions differ between pages, and between topics', () => {
    const outside = routes.map((route) => served.get(route.path)!);
    const texts = outside.flatMap((page) => [page.title, ...page.description]);
    expect(new Set(texts).size).toBe(texts.length);
    const topics = blogTags.map((tag) => served.get(tag.path)!.title);
    expect(new Set(topics).size).toBe(blogTags.length);
  });
});

test.describe('404', () => {
  test('an unknown address anywhere shows the German 404 page with status 404 and noindex', async ({
    page,
  }) => {
    for (const path of ['/gibt-es-nicht', '/blog/post/unbekannter-artikel', '/preisliste/extra']) {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1}), path).toHaveText(
        'Fehler 404: Seite nicht gefunden',
      );
      await expect(
        page.getByText('möglicherweise veraltet oder fehlerhaft, oder die Seite wurde entfernt'),
      ).toBeVisible();
      await expect(page.getByText('auf Tippfehler')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(/^Fehler 404: Seite nicht gefunden/);
      await page.getByRole('main').getByRole('link', {name: 'Zur Startseite'}).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(routes[0]!.h1);
    }
  });
});

test('the privacy statement: the sections on health details, recipients and reviews; review invitations only with consent, and her own pages under joint responsibility', async ({
  page,
}) => {
  await page.goto('/datenschutz');
  const headings = page.locator('main h2');
  for (const heading of [
    'Gesundheitsangaben bei der Terminvereinbarung',
    'Empfänger Ihrer Daten',
    'Bewertungen auf dieser Website',
    'Fotos und Videos von Kundinnen und Kunden',
  ]) {
    await expect(headings.filter({hasText: heading})).toHaveCount(1);
  }
  await expect(page.getByRole('main')).toContainText('Art. 9 Abs. 2 lit. a DSGVO');
  const main = page.getByRole('main');
  const invitation = main.getByRole('heading', {
    level: 2,
    name: 'Einladung zur Bewertung über Treatwell',
  });
  await expect(invitation).toBeVisible();
  const sectionText = (heading: string) =>
    page.evaluate((name) => {
      const h2 = [...document.querySelectorAll('main h2')].find((h) => h.textContent === name)!;
      let text = '';
      for (
        let next = h2.nextElementSibling;
        next && next.tagName !== 'H2';
        next = next.nextElementSibling
      )
        text += ` ${next.textContent}`;
      return text.replace(/\s+/g, ' ');
    }, heading);
  const treatwell = (content.legal.platforms as Array<Record<string, string>>).find(
    (platform) => platform.name === 'Treatwell',
  );
  const consent = await sectionText('Einladung zur Bewertung über Treatwell');
  expect(consent).toContain('Nur wenn Sie einverstanden sind, trage ich ihn ein.');
  expect(consent).toContain(`Treatwell (${treatwell!.provider}) erhält dann`);
  expect(consent).toContain('Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)');
  expect(consent).toContain(
    'jederzeit ohne Angabe von Gründen widerrufen, formlos per E-Mail oder Telefon',
  );
  await expect(main).not.toContainText('Sagen Sie mir, wenn Sie das nicht möchten');
  await expect(main).not.toContainText('Ich gebe sie nicht weiter');

  // Each agreement under Art. 26 that legal.yml names is linked, opening in a new tab.
  const agreements = [
    ...new Set(
      (content.legal.platforms as Array<Record<string, string>>).flatMap((platform) =>
        platform.jointControllerAgreement ? [platform.jointControllerAgreement] : [],
      ),
    ),
  ];
  const links = main.getByRole('link', {name: /^Vereinbarung für /});
  await expect(links).toHaveCount(agreements.length);
  for (const [index, url] of agreements.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', url);
    await expect(links.nth(index)).toHaveAttribute('target', '_blank');
  }
  if (agreements.length > 0)
    await expect(main.getByRole('heading', {level: 2, name: /^Meine Seiten bei /})).toBeVisible();
});

test('the imprint claims no professional title: cosmetician is no regulated profession', async ({
  page,
}) => {
  await page.goto('/impressum');
  await expect(page.getByRole('main')).not.toContainText('Berufsbezeichnung');
  await expect(page.getByRole('main')).not.toContainText('verliehen');
});

test('following a link gives the next page its own title, canonical and description', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', {name: 'Preisliste'}).click();
  await expect(page).toHaveURL('/preisliste');
  await expect(page).toHaveTitle(pageTitle(content.pages.prices.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteUrl}/preisliste`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    content.pages.prices.description,
  );
});

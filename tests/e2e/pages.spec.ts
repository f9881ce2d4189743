import {expect, test} from '@playwright/test';
import {content, pageTitle} from './content';
import {gotoReady, routes, siteUrl} from './routes';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with German headline and metadata`, async ({page}) => {
      const response = await gotoReady(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(route.h1);
      await expect(page.locator('h1')).toHaveCount(1);

      const title = await page.title();
      expect(title.length).toBeGreaterThanOrEqual(50);
      expect(title.length).toBeLessThanOrEqual(60);

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.trim().length).toBeGreaterThan(50);
      expect(description!.length).toBeLessThanOrEqual(150);

      const keywords = await page.locator('meta[name="keywords"]').getAttribute('content');
      expect(keywords?.split(',').length).toBeGreaterThanOrEqual(3);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute(
        'href',
        route.path === '/' ? `${siteUrl}/` : `${siteUrl}${route.path}`,
      );
    });
  }

  test('titles and descriptions differ between pages', async ({page}) => {
    const seen = new Set<string>();
    for (const route of routes) {
      await gotoReady(page, route.path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(seen.has(title)).toBe(false);
      expect(seen.has(description!)).toBe(false);
      seen.add(title);
      seen.add(description!);
    }
  });
});

test.describe('404', () => {
  for (const path of ['/gibt-es-nicht', '/blog/post/unbekannter-artikel', '/preisliste/extra']) {
    test(`${path} shows the German 404 page with status 404 and noindex`, async ({page}) => {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
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
    });
  }
});

test('the privacy statement has the sections on health details, recipients and reviews', async ({
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
});

test('the privacy statement: review invitations only with consent, and her own pages under joint responsibility', async ({
  page,
}) => {
  await page.goto('/datenschutz');
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

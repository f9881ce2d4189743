/**
 * /kooperation: the invitation, the owner's standards, the obfuscated e-mail address; and over
 * the whole build: the plain address from src/data/studio.yml appears in no file.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import {obfuscateEmail} from '../../src/lib/email';
import {buildDir, content, studio} from './content';
import {waitForIslands} from './routes';

/** The address exactly as the owner typed it in src/data/studio.yml. */
const address = content.studio.email;
const shown = obfuscateEmail(address)!;
const text = content.cooperation;

test.describe('cooperation page', () => {
  test('invites cosmetic producers and spa hotels, lists the standards and what to send; the e-mail address only obfuscated', async ({
    page,
  }) => {
    await page.goto('/kooperation');
    await test.step('invites cosmetic producers and spa hotels, lists the standards and what to send', async () => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 1})).toHaveText(text.headline);
      await expect(main.getByRole('heading', {level: 2})).toHaveText([
        text.partners.heading,
        text.standards.heading,
        text.request.heading,
        text.contact.heading,
      ]);
      await expect(main.getByRole('heading', {level: 3})).toHaveText(
        text.partners.cards.map((card: {title: string}) => card.title),
      );
      const standards = page
        .getByRole('region', {name: text.standards.heading, exact: true})
        .getByRole('listitem');
      await expect(standards).toHaveCount(text.standards.items.length);
      for (const [index, item] of text.standards.items.entries()) {
        await expect(standards.nth(index)).toContainText(item.title);
        await expect(standards.nth(index)).toContainText(item.text);
      }
      await expect(main).toContainText(text.standards.intro);
      // Her promise to mark paid recommendations as advertising (cooperation.yml intro).
      await expect(main).toContainText(text.intro);
      const request = page
        .getByRole('region', {name: text.request.heading, exact: true})
        .getByRole('listitem');
      await expect(request).toHaveText(text.request.items);
      // No form: enquiries go by e-mail.
      await expect(page.locator('form')).toHaveCount(0);
      await expect(main.getByRole('textbox')).toHaveCount(0);
    });
    await test.step('the e-mail address is shown obfuscated with (at) and (punkt), never in plain form', async () => {
      expect(shown).toContain(' (at) ');
      expect(shown).toContain(' (punkt) ');
      const contact = page.getByRole('region', {name: text.contact.heading, exact: true});
      await expect(contact.getByText(shown, {exact: true})).toBeVisible();
      await expect(contact.getByRole('button', {name: 'E-Mail schreiben'})).toBeVisible();
      expect(await page.content()).not.toContain(address);
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
      // Appointments are by phone, and the page says so.
      await expect(contact.getByRole('link', {name: studio.phone.display})).toHaveAttribute(
        'href',
        studio.phone.href,
      );
    });
  });

  test('"E-Mail schreiben" opens the mail program with the address, built only on click', async ({
    page,
  }) => {
    // The button works once its island runs. It follows a mailto: link, which the browser hands to
    // the system's mail program; the test keeps that link (no mail program on a test machine;
    // Chromium logs the hand-over only now and then, so the console is no witness).
    await page.addInitScript(() => {
      const follow = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.protocol !== 'mailto:') return follow.call(this);
        document.documentElement.dataset.mailto = this.href;
      };
    });
    await page.goto('/kooperation');
    await waitForIslands(page);
    await page.getByRole('button', {name: 'E-Mail schreiben'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-mailto', `mailto:${address}`);
    await expect(page).toHaveURL('/kooperation');
  });

  test('"E-Mail schreiben" shows only once it works: hidden, its place kept, until its island runs', async ({
    browser,
  }) => {
    const withoutScript = await browser.newContext({javaScriptEnabled: false});
    try {
      const page = await withoutScript.newPage();
      await page.goto('/kooperation');
      const button = page.getByRole('button', {name: 'E-Mail schreiben', includeHidden: true});
      await expect(button).toHaveCount(1);
      await expect(button).toBeHidden();
      const box = await button.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(0);
    } finally {
      await withoutScript.close();
    }
  });
});

/**
 * Every way a file could spell the address: decodes percent-encoding, HTML character references
 * and JavaScript escapes, so that "kontakt%40…", "kontakt&#64;…", "&#107;ontakt…" or
 * "kontakt\u0040…" count as the address too. Compared case-insensitively.
 */
function decodedForms(raw: string): string[] {
  const char = (code: number, original: string) =>
    code <= 0x10ffff ? String.fromCodePoint(code) : original;
  const entities: Record<string, string> = {
    commat: '@',
    period: '.',
    amp: '&',
    lowbar: '_',
    hyphen: '-',
    dash: '-',
    plus: '+',
  };
  const html = raw
    .replace(/&#x([0-9a-f]{1,6});?/gi, (match, hex: string) => char(parseInt(hex, 16), match))
    .replace(/&#(\d{1,7});?/g, (match, dec: string) => char(Number(dec), match))
    .replace(/&([a-z]+);/gi, (entity, name: string) => entities[name.toLowerCase()] ?? entity);
  const js = raw
    .replace(/\\u\{([0-9a-f]{1,6})\}/gi, (match, hex: string) => char(parseInt(hex, 16), match))
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const percent = (text: string) =>
    text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [raw, html, js, percent(raw), percent(html)].map((form) => form.toLowerCase());
}

/** Where a file's text contains the address in any spelling; empty when it does not. */
function findAddress(raw: string): string[] {
  const plain = address.toLowerCase();
  const found: string[] = [];
  for (const form of decodedForms(raw)) {
    const at = form.indexOf(plain);
    if (at >= 0)
      found.push(JSON.stringify(form.slice(Math.max(0, at - 20), at + plain.length + 20)));
  }
  return [...new Set(found)];
}

test('the address check finds the address in every spelling it looks for', () => {
  const [local, domain] = address.split('@') as [string, string];
  const percentAll = [...address]
    .map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .join('');
  const entitiesAll = [...address].map((char) => `&#${char.charCodeAt(0)};`).join('');
  for (const spelling of [
    address,
    address.toUpperCase(),
    `mailto:${address}`,
    `${local}%40${domain}`,
    percentAll,
    `${local}&#64;${domain}`,
    `${local}&#x40;${domain}`,
    `${local}&commat;${domain}`,
    entitiesAll,
    `${local}\\u0040${domain}`,
    `${local}\\x40${domain}`,
    `href="mailto:${local}%40${domain.replace(/\./g, '&#46;')}"`,
  ]) {
    expect(findAddress(`<p>Kontakt: ${spelling} bitte</p>`), spelling).not.toEqual([]);
  }
  expect(findAddress(`<p>${shown}</p>`), 'the obfuscated form shown on the site').toEqual([]);
});

test('no file in build/ contains the plain e-mail address from studio.yml, in any spelling', () => {
  const scanned: string[] = [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const file = relative(buildDir, path);
      scanned.push(file);
      // Every file, whatever its type, byte for byte: an address is ASCII (studio.yml allows no
      // other), so latin1 keeps it intact in text (UTF-8) and binary files alike.
      for (const where of findAddress(readFileSync(path).toString('latin1')))
        found.push(`${file}: ${where}`);
    }
  };
  walk(buildDir);

  // The scan really covered the site: pages, sitemap, feeds, headers, scripts and media.
  expect(scanned).toEqual(
    expect.arrayContaining([
      'index.html',
      'kooperation.html',
      'impressum.html',
      'datenschutz.html',
      'sitemap.xml',
      '_headers',
      join('blog', 'rss.xml'),
      join('blog', 'atom.xml'),
    ]),
  );
  expect(scanned.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(5);
  expect(scanned.some((path) => /\.(jpe?g|png|avif|webp)$/.test(path))).toBe(true);
  expect([...new Set(found)]).toEqual([]);
});

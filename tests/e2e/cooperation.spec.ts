/**
 * /kooperation: the invitation, the owner's standards, the obfuscated e-mail address; and over
 * the whole build: the plain address appears in no file.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {studio} from '../../src/data/studio';
import {decodeEmail, obfuscateEmail} from '../../src/lib/email';

const address = decodeEmail(studio.emailReversed);
const shown = obfuscateEmail(address)!;

test.describe('cooperation page', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/kooperation');
  });

  test('invites cosmetic producers and spa hotels, lists the standards and what to send', async ({page}) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Kooperationen mit Kosmetikmarken und Spa-Hotels');
    await expect(main.getByRole('heading', {level: 2})).toHaveText([
      'Mit wem ich gern zusammenarbeite',
      'Meine Qualitätsansprüche',
      'Was Ihre Anfrage enthalten sollte',
      'Schreiben Sie mir',
    ]);
    await expect(main.getByRole('heading', {level: 3})).toHaveText(['Kosmetikhersteller', 'Spa- und Wellnesshotels']);
    const standards = page.getByRole('region', {name: 'Meine Qualitätsansprüche'}).getByRole('listitem');
    expect(await standards.count()).toBeGreaterThanOrEqual(3);
    expect(await standards.count()).toBeLessThanOrEqual(5);
    await expect(standards.first()).toContainText('Hergestellt in Deutschland oder der EU');
    await expect(main).toContainText('nur Marken infrage, die diese Ansprüche erfüllen');
    await expect(page.getByRole('region', {name: 'Was Ihre Anfrage enthalten sollte'}).getByRole('listitem')).not.toHaveCount(0);
    // No form: enquiries go by e-mail.
    await expect(page.locator('form')).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
  });

  test('the e-mail address is shown obfuscated with (at) and (punkt), never in plain form', async ({page}) => {
    expect(shown).toContain(' (at) ');
    expect(shown).toContain(' (punkt) ');
    const contact = page.getByRole('region', {name: 'Schreiben Sie mir'});
    await expect(contact.getByText(shown, {exact: true})).toBeVisible();
    await expect(contact.getByRole('button', {name: 'E-Mail schreiben'})).toBeVisible();
    expect(await page.content()).not.toContain(address);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    // Appointments are by phone, and the page says so.
    await expect(contact.getByRole('link', {name: studio.phone.display})).toHaveAttribute('href', `tel:${studio.phone.e164}`);
  });

  test('"E-Mail schreiben" opens the mail program with the address, built only on click', async ({page}) => {
    // The button works once React has hydrated the page.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
    const launched = page.waitForEvent('console', {predicate: (message) => message.text().includes('mailto:'), timeout: 10_000});
    await page.getByRole('button', {name: 'E-Mail schreiben'}).click();
    // Chromium reports the hand-over to the system's mail handler in the console.
    expect((await launched).text()).toContain(`mailto:${address}`);
    await expect(page).toHaveURL('/kooperation');
  });

  test('axe: no violations', async ({page}) => {
    test.slow();
    const results = await new AxeBuilder({page}).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('no file in build/ contains the plain e-mail address or a mailto: with it', () => {
  const root = 'build';
  const scanned: string[] = [];
  const found: string[] = [];
  const forms = [
    address,
    address.replace('@', '%40'),
    address.replace('@', '&#64;'),
    address.replace('@', '&#x40;'),
    address.replace('@', '\\u0040'),
  ].map((form) => form.toLowerCase());

  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
      } else if (/\.(html|xml|js|json|txt)$/.test(name)) {
        scanned.push(relative(root, path));
        const text = readFileSync(path, 'utf8').toLowerCase();
        for (const form of forms) {
          if (text.includes(form)) {
            found.push(`${relative(root, path)}: "${form}"`);
          }
        }
        if (text.includes(`mailto:${forms[0]}`)) {
          found.push(`${relative(root, path)}: mailto: with the address`);
        }
      }
    }
  };
  walk(root);

  // The scan really covered the site: pages, sitemap, feeds and scripts.
  expect(scanned).toEqual(expect.arrayContaining(['kooperation.html', 'impressum.html', 'datenschutz.html', 'sitemap.xml']));
  expect(scanned.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(5);
  expect(found).toEqual([]);
});

import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {allPagePaths} from './sitePaths';
import {mainNavigation} from '../../src/data/navigation';

/**
 * The privacy promise beyond single pages: a visit through every page by its links stores nothing
 * and talks to no other origin, and no built page names a resource of another origin or opens a
 * tab with an opener. Each page on its own, at phone and desktop width after scrolling, the menu,
 * a price-list dialog and a video, is checked in every-page.spec.ts.
 */

/** Records every request the browser context makes (pages, frames, workers), and WebSockets. */
function recordRequests(context: BrowserContext, page: Page): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

function foreign(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
    return parsed.origin !== origin;
  });
}

test('client-side navigation through every page stores nothing either', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const origin = new URL(baseURL!).origin;
  const urls = recordRequests(context, page);
  await page.goto('/');
  // Every link of the header, ending at home.
  for (const {text: name} of [...mainNavigation.slice(1), mainNavigation[0]!]) {
    await page
      .getByRole('navigation', {name: 'Hauptnavigation', exact: true})
      .getByRole('link', {name})
      .click();
    await page.waitForLoadState('networkidle');
  }
  for (const name of ['Impressum', 'Datenschutz']) {
    // By keyboard: on the long home page the footer can still move while sections below the first
    // screen (content-visibility: auto) get their real height, and a click may land beside it.
    await page.locator('footer').getByRole('link', {name}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(name === 'Impressum' ? '/impressum' : '/datenschutz');
  }
  expect(foreign(urls, origin)).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

test.describe('built pages on disk', () => {
  const built = readdirSync('build', {recursive: true, encoding: 'utf8'}).map((f) =>
    join('build', f),
  );
  const files = built.filter((file) => file.endsWith('.html'));

  /** Start tags with their attributes, from minified or pretty HTML. */
  function tags(html: string, name: string): Array<Record<string, string>> {
    const found: Array<Record<string, string>> = [];
    for (const [, raw = ''] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
      const attributes: Record<string, string> = {};
      for (const [, key = '', double, single, bare] of raw.matchAll(
        /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
      )) {
        attributes[key.toLowerCase()] = (double ?? single ?? bare ?? '').replace(/&amp;/g, '&');
      }
      found.push(attributes);
    }
    return found;
  }

  const isForeign = (url: string) =>
    /^\s*(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url) && !/^\s*(?:data|blob):/i.test(url);

  test('there are pages to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(allPagePaths.length);
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const a of tags(readFileSync(file, 'utf8'), 'a')) {
        if ((a.target ?? '').toLowerCase() !== '_blank') continue;
        count += 1;
        const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          problems.push(
            `${relative('.', file)}: <a href="${a.href}" target="_blank" rel="${a.rel ?? ''}">`,
          );
        }
      }
    }
    test.info().annotations.push({type: 'links with target=_blank', description: String(count)});
    expect(problems).toEqual([]);
  });

  test('no page loads a script, style, font, image, media or frame from another origin', () => {
    const problems: string[] = [];
    const resourceAttributes: Record<string, string[]> = {
      script: ['src'],
      link: ['href', 'imagesrcset'],
      img: ['src', 'srcset'],
      source: ['src', 'srcset'],
      video: ['src', 'poster'],
      audio: ['src'],
      track: ['src'],
      iframe: ['src'],
      embed: ['src'],
      object: ['data'],
      image: ['href', 'xlink:href'],
      use: ['href', 'xlink:href'],
      input: ['src'],
    };
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      for (const [tag, attributes] of Object.entries(resourceAttributes)) {
        for (const element of tags(html, tag)) {
          // <link rel="canonical"> and hreflang alternates name addresses; the browser fetches nothing.
          if (tag === 'link' && /^(canonical|alternate)$/i.test(element.rel ?? '')) continue;
          for (const attribute of attributes) {
            const value = element[attribute];
            if (!value) continue;
            const urls = attribute.endsWith('srcset')
              ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
              : [value];
            for (const url of urls.filter(isForeign)) {
              problems.push(`${relative('.', file)}: <${tag} ${attribute}="${url}">`);
            }
          }
        }
      }
      for (const [, url = ''] of html.matchAll(/url\(\s*["']?([^"')]+)/gi)) {
        if (isForeign(url)) problems.push(`${relative('.', file)}: inline style url(${url})`);
      }
    }
    for (const file of built.filter((name) => name.endsWith('.css'))) {
      const css = readFileSync(file, 'utf8');
      for (const [, url = ''] of css.matchAll(/url\(\s*["']?([^"')]+)/gi)) {
        if (isForeign(url)) problems.push(`${relative('.', file)}: url(${url})`);
      }
      for (const [, url = ''] of css.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/gi)) {
        if (isForeign(url)) problems.push(`${relative('.', file)}: @import ${url}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

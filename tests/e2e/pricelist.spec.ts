/**
 * /preisliste against the spec: categories, prices, struck-through regular prices, the treatment
 * dialog (open, three ways to close, focus return), descriptions in the HTML, print layout.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {priceCategories} from '../../src/data/prices';

/** The spec's five categories, in its order and wording. */
const CATEGORIES = [
  'Gesichtsbehandlungen - Sparpakete',
  'Wimpernverlängerung',
  'Augenbrauen & Wimpernbehandlungen',
  'Permanent Make-Up',
  'Nagelmodellage & Maniküre',
] as const;
type Category = (typeof CATEGORIES)[number];

const FACIAL: Category = 'Gesichtsbehandlungen - Sparpakete';

const category = (page: Page, title: Category): Locator => page.getByRole('region', {name: title, exact: true});

/** A treatment's list item, found by its h3 within its category. */
const service = (page: Page, categoryTitle: Category, title: string): Locator =>
  category(page, categoryTitle)
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 3, name: title, exact: true})});

const moreButton = (page: Page, title: string): Locator =>
  page.getByRole('button', {name: `Mehr erfahren: ${title}`, exact: true});

const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', {name: title, exact: true});

/** The facts line as a screen reader reads it, e.g. "Behandlungsdauer: 30 Min. Preis: 20 €". */
async function factsOf(item: Locator): Promise<string> {
  const snapshot = await item.getByRole('paragraph').ariaSnapshot();
  return snapshot.replace(/^- paragraph: "?|"?$/g, '');
}

/**
 * Every treatment of a category with its facts line, from one accessibility snapshot of the
 * section (what a screen reader gets): title -> "Behandlungsdauer: 30 Min. Preis: 20 €".
 */
async function readCategory(page: Page, title: Category): Promise<Map<string, string>> {
  const lines = (await category(page, title).ariaSnapshot()).split('\n');
  const unquote = (text: string) => text.trim().replace(/^['"]|['"]$/g, '');
  const facts = new Map<string, string>();
  let current: string | undefined;
  for (const line of lines) {
    const heading = /- heading "(.+)" \[level=3\]/.exec(line);
    if (heading) {
      current = heading[1]!;
      continue;
    }
    const paragraph = /- paragraph: (.+)$/.exec(line);
    if (paragraph && current !== undefined && !facts.has(current)) {
      facts.set(current, unquote(paragraph[1]!));
    }
  }
  return facts;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test.describe('price list', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/preisliste');
  });

  test('headline and the five categories in the spec order and wording, as h2 sections', async ({page}) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Kosmetikbehandlungen und Preisliste');
    await expect(main.getByRole('heading', {level: 2})).toHaveText([...CATEGORIES]);
    for (const title of CATEGORIES) {
      await expect(category(page, title)).toBeVisible();
    }
  });

  test('every treatment shows title, duration, price and a "Mehr erfahren" button', async ({page}) => {
    const total = priceCategories.reduce((sum, c) => sum + c.services.length, 0);
    const buttons = page.getByRole('button', {name: /^Mehr erfahren: /});
    await expect(buttons).toHaveCount(total);
    expect(new Set(await buttons.allTextContents())).toEqual(new Set(['Mehr erfahren']));
    for (const title of CATEGORIES) {
      const facts = await readCategory(page, title);
      expect(facts.size, title).toBeGreaterThan(0);
      for (const [name, line] of facts) {
        expect(line, `${title} › ${name}`).toMatch(/^Behandlungsdauer: \S.* Preis: \d+(,\d\d)? €$/);
      }
    }
    // The facial category: about 22 treatments from 55 € to 249 €.
    const facial = [...(await readCategory(page, FACIAL)).values()];
    expect(facial.length).toBeGreaterThanOrEqual(20);
    expect(facial.length).toBeLessThanOrEqual(24);
    const prices = facial.map((line) => Number(/Preis: (\d+) €$/.exec(line)![1]));
    expect(Math.min(...prices)).toBe(55);
    expect(Math.max(...prices)).toBe(249);
  });

  const spotChecks: ReadonlyArray<[Category, string, string]> = [
    [FACIAL, 'BB Glow', 'Behandlungsdauer: 90 Min. Preis: 99 €'],
    [FACIAL, 'Perfect Glow', 'Behandlungsdauer: 90 Min. Preis: 129 €'],
    [FACIAL, 'Klassische Gesichtsbehandlung', 'Behandlungsdauer: 60 Min. Preis: 55 €'],
    [FACIAL, 'Aqua Facial Basic', 'Behandlungsdauer: 60 Min. Preis: 99 €'],
    [FACIAL, 'Aqua Facial Deluxe', 'Behandlungsdauer: 90 Min. Preis: 149 €'],
    [FACIAL, 'Luxus-Anti-Aging-Behandlung', 'Behandlungsdauer: ca. 2,5 Std. Preis: 249 €'],
    ['Wimpernverlängerung', 'Neues Set (1:1)', 'Behandlungsdauer: ca. 2 Std. Preis: 120 €'],
    ['Wimpernverlängerung', 'Auffüllen', 'Behandlungsdauer: 60 Min. Preis: 60 €'],
    ['Wimpernverlängerung', 'Braune Wimpern – neues Set', 'Behandlungsdauer: ca. 2 Std. Preis: 120 €'],
    ['Augenbrauen & Wimpernbehandlungen', 'Wimpernlifting', 'Behandlungsdauer: 60 Min. Preis: 60 €'],
    ['Augenbrauen & Wimpernbehandlungen', 'Wimpern färben', 'Behandlungsdauer: 30 Min. Preis: 20 €'],
    ['Augenbrauen & Wimpernbehandlungen', 'Augenbrauen färben und zupfen', 'Behandlungsdauer: 20 Min. Preis: 25 €'],
    ['Augenbrauen & Wimpernbehandlungen', 'Brow Lifting', 'Behandlungsdauer: 45 Min. Preis: 60 €'],
    ['Augenbrauen & Wimpernbehandlungen', 'Henna Brows', 'Behandlungsdauer: 40 Min. Preis: 60 €'],
    ['Permanent Make-Up', 'Microblading', 'Behandlungsdauer: ca. 2 Std. Preis: 350 €'],
    ['Permanent Make-Up', 'Augenbrauen (Powder Brows)', 'Behandlungsdauer: ca. 2,5 Std. Preis: 400 €'],
    ['Permanent Make-Up', 'Lippenkontur', 'Behandlungsdauer: ca. 2 Std. Preis: 350 €'],
    ['Permanent Make-Up', 'Lippenschattierung', 'Behandlungsdauer: ca. 3 Std. Preis: 499 €'],
    ['Nagelmodellage & Maniküre', 'UV-Gel Neumodellage', 'Behandlungsdauer: ca. 2 Std. Preis: 80 €'],
    ['Nagelmodellage & Maniküre', 'Auffüllen', 'Behandlungsdauer: 90 Min. Preis: 70 €'],
    ['Nagelmodellage & Maniküre', 'Maniküre mit Shellac', 'Behandlungsdauer: 60 Min. Preis: 60 €'],
  ];

  test('the spec prices and durations, as read aloud', async ({page}) => {
    const read = new Map<Category, Map<string, string>>();
    for (const title of CATEGORIES) {
      read.set(title, await readCategory(page, title));
    }
    const actual = spotChecks.map(([categoryTitle, title]) => read.get(categoryTitle)!.get(title) ?? '(missing)');
    expect(actual).toEqual(spotChecks.map(([, , facts]) => facts));
  });

  test('durations range from 20 minutes to about 3 hours', async ({page}) => {
    const durations = await page.locator('main li > p').evaluateAll((paragraphs) =>
      paragraphs.map((p) => /Behandlungsdauer: ([^P]+?)(?=Preis|Regulär|$)/.exec(p.textContent ?? '')?.[1]?.trim() ?? ''),
    );
    expect(durations).toContain('20 Min.');
    expect(durations).toContain('ca. 3 Std.');
    const minutes = durations.map((d) => {
      const m = /^(?:ca\. )?(\d+)(?:,(\d))? (Min|Std)\.$/.exec(d);
      expect(m, `duration "${d}"`).not.toBeNull();
      return m![3] === 'Min' ? Number(m![1]) : (Number(m![1]) + Number(m![2] ?? 0) / 10) * 60;
    });
    expect(Math.min(...minutes)).toBe(20);
    expect(Math.max(...minutes)).toBe(180);
  });

  test('wellness packages: the regular price struck through beside the price, labelled "Regulärpreis"', async ({page}) => {
    const packages: ReadonlyArray<[string, string, string]> = [
      ['Wellness-Paket „Kleine Auszeit“', '125 €', '105 €'],
      ['Wellness-Paket „Frischer Blick“', '165 €', '135 €'],
      ['Wellness-Paket „Rundum gepflegt“', '170 €', '135 €'],
    ];
    // Exactly these three carry a regular price.
    await expect(page.locator('main li > p s')).toHaveCount(packages.length);
    for (const [title, regular, price] of packages) {
      const item = service(page, FACIAL, title);
      expect(await factsOf(item)).toMatch(new RegExp(`Regulärpreis: ${regular} Preis: ${price}$`));
      const struck = item.getByRole('paragraph').locator('s');
      await expect(struck).toBeVisible();
      await expect(struck).toHaveText(`Regulärpreis: ${regular}`);
      await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
      // The label is for screen readers; the eye sees only the struck number, left of the price.
      const label = struck.getByText('Regulärpreis:');
      expect(await label.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      const priceBox = await item.getByRole('paragraph').getByText(`Preis: ${price}`, {exact: true}).boundingBox();
      const struckBox = await struck.boundingBox();
      expect(struckBox!.x + struckBox!.width).toBeLessThanOrEqual(priceBox!.x);
      expect(Math.abs(struckBox!.y - priceBox!.y)).toBeLessThan(priceBox!.height);
    }
  });
});

test.describe('treatment dialog', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/preisliste');
    // Backdrop closing and focus return come with React: test them once it has taken over
    // (the native behaviour before that is tested without JavaScript below).
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  });

  const cases: ReadonlyArray<{category: Category; title: string; first: string; price: string; regular?: string; duration: string}> = [
    {
      category: FACIAL,
      title: 'Wellness-Paket „Frischer Blick“',
      first: 'Verwöhnpflege für das Gesicht und ein wacher, offener Blick – in einem Termin.',
      price: '135 €',
      regular: '165 €',
      duration: 'ca. 2,5 Std.',
    },
    {
      category: 'Wimpernverlängerung',
      title: 'Auffüllen',
      first: 'Naturwimpern wachsen und fallen laufend aus',
      price: '60 €',
      duration: '60 Min.',
    },
    {
      category: 'Permanent Make-Up',
      title: 'Lippenschattierung',
      first: 'Bei der Lippenschattierung pigmentiere ich Kontur und Lippenfläche',
      price: '499 €',
      duration: 'ca. 3 Std.',
    },
    {
      category: 'Nagelmodellage & Maniküre',
      title: 'Maniküre mit Shellac',
      first: 'Eine gründliche Maniküre mit Nagelhautpflege und Formen',
      price: '60 €',
      duration: '60 Min.',
    },
  ];

  for (const c of cases) {
    test(`${c.category} › ${c.title}: title, description, Preis${c.regular ? ', Regulärpreis' : ''}, Behandlungsdauer`, async ({page}) => {
      const button = service(page, c.category, c.title).getByRole('button', {name: `Mehr erfahren: ${c.title}`});
      await expect(dialog(page, c.title)).toBeHidden();
      await button.click();
      const open = dialog(page, c.title);
      await expect(open).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // The title is the dialog's heading and label, and takes focus so reading starts there.
      const heading = open.getByRole('heading', {level: 3, name: c.title, exact: true});
      await expect(heading).toBeFocused();
      await expect(open.getByRole('heading', {level: 4, name: 'Über diese Behandlung'})).toBeVisible();
      await expect(open.getByText(c.first)).toBeVisible();
      const facts = await open.locator('dl > div').evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      );
      expect(facts).toEqual([
        ['Preis', c.price],
        ...(c.regular ? [['Regulärpreis', c.regular]] : []),
        ['Behandlungsdauer', c.duration],
      ]);
      if (c.regular) {
        await expect(open.locator('dd s')).toHaveCSS('text-decoration-line', 'line-through');
      }
      await expect(open.getByRole('button', {name: 'Schließen'})).toBeVisible();
      // Modal (showModal): the page behind is inert.
      expect(await open.evaluate((el) => el.matches(':modal'))).toBe(true);
    });
  }

  const ways = {
    'the "Schließen" button': async (page: Page, title: string) => {
      await dialog(page, title).getByRole('button', {name: 'Schließen'}).click();
    },
    'a click on the backdrop': async (page: Page) => {
      await page.mouse.click(4, 4);
    },
    Escape: async (page: Page) => {
      await page.keyboard.press('Escape');
    },
  } as const;

  for (const [way, close] of Object.entries(ways)) {
    for (const width of [1280, 375]) {
      test(`closes with ${way} at ${width}px and focus returns to the button that opened it`, async ({page}) => {
        await page.setViewportSize({width, height: width === 375 ? 740 : 900});
        // Several treatments in different categories, each one after the other.
        for (const c of [cases[0]!, cases[2]!, cases[3]!]) {
          const button = moreButton(page, c.title);
          await button.click();
          await expect(dialog(page, c.title)).toBeVisible();
          await close(page, c.title);
          await expect(dialog(page, c.title)).toBeHidden();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(button).toBeFocused();
        }
      });
    }
  }

  test('a click inside the dialog does not close it', async ({page}) => {
    await moreButton(page, 'Henna Brows').click();
    const open = dialog(page, 'Henna Brows');
    await open.getByText('Über diese Behandlung').click();
    await open.getByText('Bei Henna Brows färbe ich').click();
    await expect(open).toBeVisible();
  });

  test('keyboard: Enter opens, Tab stays inside, Escape closes back to the button', async ({page}) => {
    const button = moreButton(page, 'Microblading');
    await button.focus();
    await page.keyboard.press('Enter');
    const open = dialog(page, 'Microblading');
    await expect(open).toBeVisible();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      // Tab stays in the dialog (or, past its end, leaves for the browser's own UI): never the page.
      const where = await open.evaluate((el) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return el.contains(active) ? active.textContent?.trim() ?? 'dialog' : 'page';
      });
      expect(where).not.toBe('page');
      seen.add(where);
    }
    expect(seen).toContain('Schließen');
    await page.keyboard.press('Escape');
    await expect(open).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('axe: no violations on the page and in an open dialog', async ({page}) => {
    test.slow();
    const closed = await new AxeBuilder({page}).include('main').analyze();
    expect(closed.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await moreButton(page, 'Wellness-Paket „Kleine Auszeit“').click();
    const open = await new AxeBuilder({page}).include('dialog[open]').analyze();
    expect(open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the dialogs still open (invoker commands) and close (form method="dialog", Escape)', async ({page}) => {
    await page.goto('/preisliste');
    await page.getByRole('button', {name: 'Mehr erfahren: Lippenkontur'}).click();
    const open = dialog(page, 'Lippenkontur');
    await expect(open).toBeVisible();
    await expect(open.getByText('Eine fein pigmentierte Kontur')).toBeVisible();
    await open.getByRole('button', {name: 'Schließen'}).click();
    await expect(open).toBeHidden();
    await page.getByRole('button', {name: 'Mehr erfahren: Lippenkontur'}).click();
    await expect(open).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(open).toBeHidden();
  });
});

test('every description, price and duration is in the prerendered HTML', async ({request}) => {
  const response = await request.get('/preisliste');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const missing: string[] = [];
  for (const c of priceCategories) {
    for (const s of c.services) {
      const texts = [s.price, s.duration, ...(s.regularPrice ? [s.regularPrice] : [])];
      for (const block of s.description ?? []) {
        texts.push(...(typeof block === 'string' ? [block] : block.list));
      }
      for (const text of texts) {
        if (!html.includes(escapeHtml(text))) {
          missing.push(`${c.title} › ${s.title}: "${text.slice(0, 60)}"`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
  // One closed dialog per treatment, each labelled by its own title.
  const total = priceCategories.reduce((sum, c) => sum + c.services.length, 0);
  expect(html.match(/<dialog[^>]*aria-labelledby=/g)?.length).toBe(total);
  expect(html).not.toMatch(/<dialog[^>]*\sopen[\s>=]/);
});

test.describe('print', () => {
  test('no header chrome, no buttons, descriptions under each treatment, minimal footer', async ({page}) => {
    await page.goto('/preisliste');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});

    // Printing with a dialog open: it is closed first (a top-layer dialog would print over page 1).
    await moreButton(page, 'Klassische Gesichtsbehandlung').click();
    await expect(dialog(page, 'Klassische Gesichtsbehandlung')).toBeVisible();
    const pdf = await page.pdf({format: 'A4', margin: {top: '15mm', bottom: '15mm', left: '15mm', right: '15mm'}});
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    // A sanity check of the page count: every treatment with its description, no wasted pages.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(14);

    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Hauptnavigation', exact: true})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Menü öffnen'})).toBeHidden();
    await expect(page.getByText('Terminvereinbarung:')).toBeHidden();
    expect(await page.locator('button').evaluateAll((buttons) => buttons.filter((b) => b.getClientRects().length > 0).length)).toBe(0);

    // Each description appears right under its treatment, without a second title.
    for (const [categoryTitle, title, first] of [
      [FACIAL, 'Klassische Gesichtsbehandlung', 'Die klassische Gesichtsbehandlung ist der ideale Einstieg'],
      ['Wimpernverlängerung', 'Neues Set (1:1)', 'Bei der 1:1-Technik setze ich'],
      ['Nagelmodellage & Maniküre', 'Maniküre mit Shellac', 'Eine gründliche Maniküre'],
    ] as const) {
      const item = service(page, categoryTitle, title);
      const text = item.getByText(first);
      await expect(text).toBeVisible();
      const titleBox = await item.locator('h3').first().boundingBox();
      expect((await text.boundingBox())!.y).toBeGreaterThan(titleBox!.y);
      await expect(item.getByText('Über diese Behandlung')).toBeHidden();
      await expect(item.locator('dialog h3')).toBeHidden();
    }
    const visibleDescriptions = await page.locator('main dialog').evaluateAll((dialogs) => dialogs.filter((d) => d.getClientRects().length > 0).length);
    expect(visibleDescriptions).toBe(priceCategories.reduce((sum, c) => sum + c.services.length, 0));

    // Footer: address and phone stay, the legal links go.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Musterstraße 12')).toBeVisible();
    await expect(footer.getByText('030 12345678')).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Impressum'})).toBeHidden();
  });
});

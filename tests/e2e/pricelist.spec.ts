/**
 * /preisliste against the spec: categories, prices, struck-through regular prices, the treatment
 * dialog (open, three ways to close, focus return), descriptions in the HTML, print layout.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {content, normalizeSpace, priceCategories, studio} from './content';
import {waitForIslands} from './routes';

type Category = string;
type Service = (typeof priceCategories)[number]['services'][number];
const CATEGORIES: readonly Category[] = priceCategories.map((entry) => entry.title);
const allServices = priceCategories.flatMap((entry) =>
  entry.services.map((service) => ({category: entry.title, service})),
);
const total = allServices.length;

const category = (page: Page, title: Category): Locator =>
  page.getByRole('region', {name: title, exact: true});

/** The facts line as a screen reader reads it: "Behandlungsdauer: 30 Min. [einzeln gebucht 125 €] Preis: 105 € [Sie sparen 20 €] [inklusive Nacharbeit innerhalb von acht Wochen nach der Behandlung]". */
const factsLine = (service: Service) =>
  normalizeSpace(
    `Behandlungsdauer: ${service.duration} ${service.regularPrice ? `einzeln gebucht ${service.regularPrice} ` : ''}Preis: ${service.price}${service.savings ? ` Sie sparen ${service.savings}` : ''}${service.touchUp ? ` ${service.touchUp.line}` : ''}`,
  );

/** The first paragraph of a description (or its first list item): text that must appear with it. */
function firstText(service: Service): string {
  const first = service.description?.[0];
  return normalizeSpace(typeof first === 'string' ? first : (first?.list[0] ?? ''));
}

/**
 * Treatments to open, from different categories: the first package (with a regular price) if
 * there is one, then the first described treatment of each other category.
 */
const described = allServices.filter(({service}) => firstText(service) !== '');
const firstPackage = described.find(({service}) => service.regularPrice);
const cases = [
  ...(firstPackage ? [firstPackage] : []),
  ...CATEGORIES.filter((title) => title !== firstPackage?.category)
    .map((title) => described.find((entry) => entry.category === title))
    .filter((entry): entry is (typeof described)[number] => entry !== undefined),
]
  .slice(0, 4)
  .map(({category: categoryTitle, service}) => ({
    category: categoryTitle,
    title: service.title,
    first: firstText(service),
    price: service.price,
    regular: service.regularPrice,
    savings: service.savings,
    touchUp: service.touchUp,
    duration: service.duration,
  }));
/** The n-th case, or the last when there are fewer (a price list with one category). */
const pick = (n: number) => cases[Math.min(n, cases.length - 1)]!;

/** A treatment's list item, found by its h3 within its category. */
const service = (page: Page, categoryTitle: Category, title: string): Locator =>
  category(page, categoryTitle)
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 3, name: title, exact: true})});

const moreButton = (page: Page, title: string): Locator =>
  page.getByRole('button', {name: `Mehr erfahren: ${title}`, exact: true});

const dialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', {name: title, exact: true});

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

test.describe('price list', () => {
  /** Packages: the only treatments with a regular price, the sum of their single prices. */
  const packages = allServices.filter(({service: entry}) => entry.regularPrice);
  test('headline, categories, every treatment with its facts in order, durations and packages', async ({
    page,
  }) => {
    await page.goto('/preisliste');
    await test.step('headline and the categories in the order and wording of the price list, as h2 sections', async () => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 1})).toHaveText(content.pages.prices.headline);
      await expect(main.getByRole('heading', {level: 2})).toHaveText([...CATEGORIES]);
      for (const title of CATEGORIES) {
        await expect(category(page, title)).toBeVisible();
      }
    });
    await test.step('every treatment shows title, duration, price and a "Mehr erfahren" button', async () => {
      const buttons = page.getByRole('button', {name: /^Mehr erfahren: /});
      await expect(buttons).toHaveCount(total);
      expect(new Set(await buttons.allTextContents())).toEqual(new Set(['Mehr erfahren']));
      for (const title of CATEGORIES) {
        const facts = await readCategory(page, title);
        expect(facts.size, title).toBeGreaterThan(0);
        for (const [name, line] of facts) {
          expect(normalizeSpace(line), `${title} › ${name}`).toMatch(
            /^Behandlungsdauer: \S.* Preis: \d+(,\d\d)? €( Sie sparen \d+(,\d\d)? €)?( inklusive Nacharbeit innerhalb von \S+ Wochen nach der Behandlung| zuzüglich Nacharbeit \d+(,\d\d)? €)?$/,
          );
        }
      }
    });
    await test.step('every treatment in the order of the price list, with its duration and price as read aloud', async () => {
      for (const entry of priceCategories) {
        const facts = await readCategory(page, entry.title);
        const actual = [...facts].map(([title, line]) => [title, normalizeSpace(line)]);
        expect(actual, entry.title).toEqual(
          entry.services.map((service) => [service.title, factsLine(service)]),
        );
      }
    });
    await test.step('durations as the price list gives them, in its order', async () => {
      const durations = await page
        .locator('main li > p')
        .evaluateAll((paragraphs) =>
          paragraphs.map(
            (p) =>
              /Behandlungsdauer: ([^P]+?)(?=Preis|einzeln gebucht|$)/
                .exec(p.textContent ?? '')?.[1]
                ?.trim() ?? '',
          ),
        );
      expect(durations.map(normalizeSpace)).toEqual(
        allServices.map(({service}) => normalizeSpace(service.duration)),
      );
      // A number stays with its unit: "60 Min." and "ca. 2 Std." never break inside.
      const raw = await page.locator('main li > p > span:first-child').allTextContents();
      for (const text of raw) expect(text).not.toMatch(/\d (?:Min|Std)\.|ca\. \d/);
    });
    await test.step(`packages (${packages.length}): the sum of the single prices struck through beside the price, saying visibly what it is`, async () => {
      // Exactly these carry a regular price.
      await expect(page.locator('main li > p s')).toHaveCount(packages.length);
      for (const {category: categoryTitle, service: entry} of packages) {
        const {title} = entry;
        const regular = normalizeSpace(entry.regularPrice!);
        const price = normalizeSpace(entry.price);
        const item = service(page, categoryTitle, title);
        const savings = normalizeSpace(entry.savings!);
        expect(normalizeSpace(await factsOf(item))).toMatch(
          new RegExp(`einzeln gebucht ${regular} Preis: ${price} Sie sparen ${savings}$`),
        );
        const struck = item.getByRole('paragraph').locator('s');
        await expect(struck).toBeVisible();
        await expect(struck).toHaveText(entry.regularPrice!);
        await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
        // What the struck price is stands visibly beside it, and the saving under it.
        const comparison = item.getByText(`einzeln gebucht ${entry.regularPrice!}`, {exact: true});
        await expect(comparison).toBeVisible();
        const comparisonBox = await comparison.boundingBox();
        expect(comparisonBox!.width).toBeGreaterThan(40);
        await expect(item.getByText(`Sie sparen ${entry.savings!}`, {exact: true})).toBeVisible();
        const priceBox = await item
          .getByRole('paragraph')
          .getByText(`Preis: ${price}`, {exact: true})
          .boundingBox();
        const struckBox = await struck.boundingBox();
        expect(struckBox!.x + struckBox!.width).toBeLessThanOrEqual(priceBox!.x);
        expect(Math.abs(struckBox!.y - priceBox!.y)).toBeLessThan(priceBox!.height);
      }
    });
  });
});

/** Permanent make-up: the treatments whose price states a touch-up (prices.yml `touchUp`). */
const withTouchUp = allServices.filter(({service: entry}) => entry.touchUp);

test(`permanent make-up (${withTouchUp.length}): each price says visibly whether the touch-up is included or what it costs, and so does its dialog`, async ({
  page,
}) => {
  await page.goto('/preisliste');
  await waitForIslands(page);
  // Exactly these mention a touch-up beside their price.
  await expect(page.locator('main li > p').filter({hasText: 'Nacharbeit'})).toHaveCount(
    withTouchUp.length,
  );
  for (const {category: categoryTitle, service: entry} of withTouchUp) {
    const item = service(page, categoryTitle, entry.title);
    const line = item.getByRole('paragraph').getByText(entry.touchUp!.line, {exact: true});
    await expect(line).toBeVisible();
    // Right under the price it belongs to.
    const price = item.getByRole('paragraph').getByText(`Preis: ${entry.price}`, {exact: true});
    expect((await line.boundingBox())!.y).toBeGreaterThan((await price.boundingBox())!.y);
    await moreButton(page, entry.title).click();
    const open = dialog(page, entry.title);
    const row = open.locator('dl > div').filter({has: page.locator('dt', {hasText: 'Nacharbeit'})});
    await expect(row.locator('dd')).toHaveText(entry.touchUp!.row);
    await expect(row).toBeVisible();
    await open.getByRole('button', {name: 'Schließen'}).click();
    await expect(open).toBeHidden();
  }
});

test.describe('treatment dialog', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/preisliste');
    // Backdrop closing comes with the dialog island: test once it runs (the native behaviour
    // without it is tested without JavaScript below).
    await waitForIslands(page);
  });

  test(`${cases.length} treatments from different categories: title, description, Preis, Einzeln gebucht or Nacharbeit where they have it, Behandlungsdauer`, async ({
    page,
  }) => {
    for (const c of cases) {
      await test.step(`${c.category} › ${c.title}: title, description, Preis${c.regular ? ', Einzeln gebucht' : ''}${c.touchUp ? ', Nacharbeit' : ''}, Behandlungsdauer`, async () => {
        const button = service(page, c.category, c.title).getByRole('button', {
          name: `Mehr erfahren: ${c.title}`,
        });
        await expect(dialog(page, c.title)).toBeHidden();
        await button.click();
        const open = dialog(page, c.title);
        await expect(open).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(1);
        // The title is the dialog's heading and label, and takes focus so reading starts there.
        const heading = open.getByRole('heading', {level: 3, name: c.title, exact: true});
        await expect(heading).toBeFocused();
        await expect(
          open.getByRole('heading', {level: 4, name: 'Über diese Behandlung'}),
        ).toBeVisible();
        await expect(open.getByText(c.first)).toBeVisible();
        const facts = await open
          .locator('dl > div')
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.querySelector('dt')?.textContent,
              row.querySelector('dd')?.textContent,
            ]),
          );
        expect(facts.map((row) => row.map((cell) => normalizeSpace(cell ?? '')))).toEqual(
          [
            ['Preis', c.price],
            ...(c.regular ? [['Einzeln gebucht', c.regular]] : []),
            ...(c.touchUp ? [['Nacharbeit', c.touchUp.row]] : []),
            ['Behandlungsdauer', c.duration],
          ].map((row) => row.map(normalizeSpace)),
        );
        if (c.regular) {
          await expect(open.locator('dd s')).toHaveCSS('text-decoration-line', 'line-through');
          await expect(
            open.getByText(`Gegenüber der Einzelbuchung sparen Sie ${c.savings!}.`, {exact: true}),
          ).toBeVisible();
        }
        await expect(open.getByRole('button', {name: 'Schließen'})).toBeVisible();
        // Modal (showModal): the page behind is inert.
        expect(await open.evaluate((el) => el.matches(':modal'))).toBe(true);
        await open.getByRole('button', {name: 'Schließen'}).click();
        await expect(open).toBeHidden();
      });
    }
  });

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

  // One load, then narrowed: the same dialogs at desktop and phone width.
  test('closes with the "Schließen" button, a click on the backdrop and Escape at 1280 and 375px; focus returns to the button that opened it; a click inside does not close it; by keyboard', async ({
    page,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({width, height: width === 375 ? 740 : 900});
      await test.step(`closes three ways at ${width}px`, async () => {
        for (const [way, close] of Object.entries(ways)) {
          // Several treatments in different categories, each one after the other.
          for (const c of [pick(0), pick(2), pick(3)]) {
            const button = moreButton(page, c.title);
            await button.click();
            await expect(dialog(page, c.title), way).toBeVisible();
            await close(page, c.title);
            await expect(dialog(page, c.title), way).toBeHidden();
            await expect(page.getByRole('dialog')).toHaveCount(0);
            await expect(button, way).toBeFocused();
          }
        }
      });
    }
    await test.step('a click inside the dialog does not close it', async () => {
      const c = pick(1);
      await moreButton(page, c.title).click();
      const open = dialog(page, c.title);
      await open.getByText('Über diese Behandlung').click();
      await open.getByText(c.first).click();
      await expect(open).toBeVisible();
      await open.getByRole('button', {name: 'Schließen'}).click();
      await expect(open).toBeHidden();
    });
    await test.step('keyboard: Enter opens, Tab stays inside, Escape closes back to the button', async () => {
      const c = pick(2);
      const button = moreButton(page, c.title);
      await button.focus();
      await page.keyboard.press('Enter');
      const open = dialog(page, c.title);
      await expect(open).toBeVisible();
      const seen = new Set<string>();
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        // Tab stays in the dialog (or, past its end, leaves for the browser's own UI): never the page.
        const where = await open.evaluate((el) => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return el.contains(active) ? (active.textContent?.trim() ?? 'dialog') : 'page';
        });
        expect(where).not.toBe('page');
        seen.add(where);
      }
      expect(seen).toContain('Schließen');
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('as served: every description, price and duration in a closed dialog per treatment; the dialogs still open and close', async ({
    page,
  }) => {
    await test.step('every description, price and duration is on the page, in a closed dialog per treatment', async () => {
      const response = await page.goto('/preisliste');
      expect(response?.status()).toBe(200);
      // The text a person (or a search engine) reads, whatever the HTML escapes.
      const text = normalizeSpace((await page.locator('main').textContent()) ?? '');
      const missing: string[] = [];
      for (const c of priceCategories) {
        for (const s of c.services) {
          const texts = [s.price, s.duration, ...(s.regularPrice ? [s.regularPrice] : [])];
          for (const block of s.description ?? []) {
            texts.push(...(typeof block === 'string' ? [block] : block.list));
          }
          for (const one of texts) {
            if (!text.includes(normalizeSpace(one)))
              missing.push(`${c.title} › ${s.title}: "${one.slice(0, 60)}"`);
          }
        }
      }
      expect(missing).toEqual([]);
      // One closed dialog per treatment, each labelled by its own title.
      await expect(page.locator('main dialog[aria-labelledby]')).toHaveCount(total);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });
    await test.step('the dialogs still open (invoker commands) and close (form method="dialog", Escape)', async () => {
      const c = pick(2);
      await moreButton(page, c.title).click();
      const open = dialog(page, c.title);
      await expect(open).toBeVisible();
      await expect(open.getByText(c.first)).toBeVisible();
      await open.getByRole('button', {name: 'Schließen'}).click();
      await expect(open).toBeHidden();
      await moreButton(page, c.title).click();
      await expect(open).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
    });
  });
});

test.describe('print', () => {
  test('no header chrome, no buttons, descriptions under each treatment, minimal footer', async ({
    page,
  }) => {
    await page.goto('/preisliste');
    await waitForIslands(page);

    // Printing with a dialog open: it is closed first (a top-layer dialog would print over page 1).
    await moreButton(page, pick(0).title).click();
    await expect(dialog(page, pick(0).title)).toBeVisible();
    const pdf = await page.pdf({
      format: 'A4',
      margin: {top: '15mm', bottom: '15mm', left: '15mm', right: '15mm'},
    });
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    // A sanity check of the page count: every treatment with its description, no wasted pages.
    // Scaled by the text of the price list (about 16,700 characters gave 4 to 14 pages): an A4
    // page holds at most ~4,200 and at least ~1,200 characters of it.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    const printed = priceCategories.reduce(
      (sum, entry) =>
        sum +
        entry.title.length +
        entry.services.reduce(
          (chars, item) =>
            chars +
            factsLine(item).length +
            item.title.length +
            (item.description ?? []).reduce(
              (n, block) => n + (typeof block === 'string' ? block : block.list.join(' ')).length,
              0,
            ),
          0,
        ),
      0,
    );
    test
      .info()
      .annotations.push({type: 'print', description: `${pages} pages for ${printed} characters`});
    expect(pages).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(printed / 4200)));
    expect(pages).toBeLessThanOrEqual(Math.ceil(printed / 1200) + 1);

    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Hauptnavigation', exact: true})).toBeHidden();
    await expect(page.getByRole('button', {name: 'Menü öffnen'})).toBeHidden();
    await expect(page.getByText('Terminvereinbarung:')).toBeHidden();
    expect(
      await page
        .locator('button')
        .evaluateAll((buttons) => buttons.filter((b) => b.getClientRects().length > 0).length),
    ).toBe(0);

    // Each description appears right under its treatment, without a second title.
    for (const {category: categoryTitle, title, first} of cases) {
      const item = service(page, categoryTitle, title);
      const text = item.getByText(first);
      await expect(text).toBeVisible();
      const titleBox = await item.locator('h3').first().boundingBox();
      expect((await text.boundingBox())!.y).toBeGreaterThan(titleBox!.y);
      await expect(item.getByText('Über diese Behandlung')).toBeHidden();
      await expect(item.locator('dialog h3')).toBeHidden();
    }
    const visibleDescriptions = await page
      .locator('main dialog')
      .evaluateAll((dialogs) => dialogs.filter((d) => d.getClientRects().length > 0).length);
    expect(visibleDescriptions).toBe(total);

    // Footer: address and phone stay, the legal links go.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(studio.address.street)).toBeVisible();
    await expect(footer.getByText(studio.phone.display)).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Impressum'})).toBeHidden();
  });
});

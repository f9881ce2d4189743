/** @jest-environment node */
/**
 * What the editor writes: the owner's files keep their comments, blank lines and quoting; only
 * edited values change; numbers and yes/no values the editor writes still pass the schema
 * (plugins/admin/client/formats.js, registered in the browser); the German date field's
 * conversions (./widgets.js); the editor-only setup site (plugins/admin, `docusaurus build-setup`).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, test} from '@jest/globals';
import * as YAML from 'yaml';
import {DomUtils, parseDocument} from 'htmlparser2';
import {contentSchemas, type ContentName} from '../../../src/data/schema';
import {blogFormat, yamlFileFormat} from '../../../plugins/admin/client/formats.js';
import {
  dateMessage,
  germanDateControl,
  germanFromIso,
  isoFromGerman,
  todayIso,
} from '../../../plugins/admin/client/widgets.js';
import {writeSetupSite} from '../../../plugins/admin';
import {rememberFailure} from '../../../plugins/content/lastFailure.mjs';
import {isSampleUrl} from '../../../plugins/content/launch';
import {editorHeaders, securityHeaders} from '../../../plugins/security-headers/headers';
import {headersFor, parseHeadersFile} from '../__helpers__/netlifyHeaders';

const siteDir = join(__dirname, '..', '..', '..');
const names = Object.keys(contentSchemas) as ContentName[];
const read = (name: string) => readFileSync(join(siteDir, 'src', 'data', `${name}.yml`), 'utf8');

describe('content files', () => {
  test.each(names)('%s.yml is written back byte for byte when nothing changed', (name) => {
    const format = yamlFileFormat(YAML);
    const source = read(name);
    expect(format.toFile(format.fromFile(source))).toBe(source);
  });

  test('a changed price changes one line; comments stay', () => {
    const format = yamlFileFormat(YAML);
    const source = read('prices');
    const data = format.fromFile(source) as {categories: Array<{services: Array<{price: string}>}>};
    const price = data.categories[0]!.services[0]!.price === '59 €' ? '61 €' : '59 €';
    data.categories[0]!.services[0]!.price = price;
    const written = format.toFile(data);
    const changed = written.split('\n').filter((line, index) => line !== source.split('\n')[index]);
    expect(changed).toEqual([`        price: ${price}`]);
  });

  test('a review added at the top changes no other entry: quoting, key order and comments stay', () => {
    const source = [
      'reviews:',
      '  - name: Sabine K.',
      '    service: Aqua Facial',
      '    stars: 5',
      '    date: 2025-10-28',
      '    text: Sehr entspannend.',
      '  # Von Treatwell übernommen',
      '  - name: Marie T.',
      '    service: Wimpernlifting',
      '    stars: 4',
      '    date: 2025-09-02',
      '    text: "Ich hab\'s genossen: ruhig und gründlich."',
      '  - name: Sabine K.',
      "    service: 'Microblading'",
      '    stars: 5',
      '    date: 2025-08-01',
      '    text: Wieder gern.',
      '',
    ].join('\n');
    const format = yamlFileFormat(YAML);
    const data = format.fromFile(source) as {reviews: Array<Record<string, unknown>>};
    // As Decap adds it: a new entry at the top, fields in the form's order (date after text),
    // from a reviewer who is already in the list.
    data.reviews.unshift({
      name: 'Sabine K.',
      service: 'Lash Lifting',
      stars: 3,
      text: 'Gut.',
      date: '2025-11-02',
    });
    const order = ['reviews', 'reviews.name', 'reviews.service', 'reviews.stars', 'reviews.text'];
    const added = [
      '  - name: Sabine K.',
      '    service: Lash Lifting',
      '    stars: 3',
      '    date: 2025-11-02',
      '    text: Gut.',
    ];
    const lines = source.split('\n');
    expect(format.toFile(data, [...order, 'reviews.date'])).toBe(
      [lines[0], ...added, ...lines.slice(1)].join('\n'),
    );
  });

  test('a review added at the top of the repository’s reviews.yml only adds its lines', () => {
    const format = yamlFileFormat(YAML);
    const source = read('reviews');
    const data = format.fromFile(source) as {reviews: Array<Record<string, unknown>>};
    data.reviews.unshift({
      name: 'Petra W.',
      service: 'Aqua Facial',
      stars: 1,
      text: "Ich hab's leider nicht vertragen.",
      date: '2025-11-01',
    });
    const written = format.toFile(data).split('\n');
    const at = written.indexOf('  - name: Petra W.');
    expect(at).toBeGreaterThan(0);
    // The new entry's lines, then everything as it was.
    expect([...written.slice(0, at), ...written.slice(at + 5)].join('\n')).toBe(source);
  });

  test('a field she fills in goes where the form has it; a first closure is written as a list', () => {
    const format = yamlFileFormat(YAML);
    format.fromFile('url: https://www.example.de\n# Öffnungszeiten\nopeningHours: []\nsocial: x\n');
    expect(
      format.toFile(
        {
          url: 'https://www.example.de',
          openingHours: [],
          closures: [{from: '2026-12-23', to: '2027-01-03', note: ''}],
          social: 'x',
        },
        [
          'url',
          'openingHours',
          'closures',
          'closures.from',
          'closures.to',
          'closures.note',
          'social',
        ],
      ),
    ).toBe(
      'url: https://www.example.de\n# Öffnungszeiten\nopeningHours: []\nclosures:\n  - from: 2026-12-23\n    to: 2027-01-03\nsocial: x\n',
    );
    const studio = yamlFileFormat(YAML);
    const source = read('studio');
    const data = studio.fromFile(source) as {closures?: unknown[]};
    data.closures = [{from: '2026-12-23', to: '2027-01-03', note: 'Ab dem 4. Januar wieder da.'}];
    const written = studio.toFile(data);
    expect(contentSchemas.studio.safeParse(YAML.parse(written, {schema: 'failsafe'})).success).toBe(
      true,
    );
    expect(written).toContain(
      'closures:\n  - from: 2026-12-23\n    to: 2027-01-03\n    note: Ab dem 4. Januar wieder da.\n',
    );
  });

  test('stars as numbers, ja/nein, removed and added entries, emptied optional fields: the schema still accepts the file', () => {
    const reviews = yamlFileFormat(YAML);
    const data = reviews.fromFile(read('reviews')) as {
      asOf: string;
      reviews: Array<Record<string, unknown>>;
    };
    data.reviews.splice(1, 1);
    data.reviews.unshift({
      name: 'Sabine K.',
      service: 'Aqua Facial',
      stars: 4,
      text: "Ich hab's genossen: ruhig und gründlich.",
      date: data.asOf, // a review after „Stand“ (asOf) is reported
    });
    const written = reviews.toFile(data);
    expect(written).toContain('stars: 4');
    const reparsed = YAML.parse(written, {schema: 'failsafe'});
    const result = contentSchemas.reviews.safeParse(reparsed);
    expect(result.success).toBe(true);
    expect(written.split('\n').filter((line) => line.startsWith('#'))).toEqual(
      read('reviews')
        .split('\n')
        .filter((line) => line.startsWith('#')),
    );

    const gallery = yamlFileFormat(YAML);
    const galleryData = gallery.fromFile(read('gallery')) as {
      groups: Array<{items: Array<Record<string, unknown>>}>;
    };
    galleryData.groups[0]!.items.push({
      source: '/images/galerie/neu.jpg',
      alt: 'Ein neues Bild',
      lazy: 'ja',
    });
    expect(
      contentSchemas.gallery.safeParse(
        YAML.parse(gallery.toFile(galleryData), {schema: 'failsafe'}),
      ).success,
    ).toBe(true);
  });
});

describe('blog articles', () => {
  const posts = readdirSync(join(siteDir, 'blog')).filter((name) =>
    /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(name),
  );

  test.each(posts)(
    '%s is written back unchanged, and the editor sees the address without "post/"',
    (name) => {
      const format = blogFormat(YAML);
      const source = readFileSync(join(siteDir, 'blog', name), 'utf8');
      const data = format.fromFile(source) as Record<string, unknown>;
      expect(String(data.slug)).not.toMatch(/^post\//);
      expect(format.toFile(data)).toBe(source);
    },
  );

  test("a new article is written like the guide's template", () => {
    const format = blogFormat(YAML);
    const written = format.toFile(
      {
        title: 'Sonnenschutz im Winter: Warum?',
        description: 'Kurz',
        keywords: ['Sonne', 'Winter'],
        slug: 'sonnenschutz-im-winter',
        date: '2025-09-15',
        authors: 'erika',
        tags: ['hautpflege'],
        image: '/images/blog/sonnenschutz-im-winter.jpg',
        image_alt: 'Schnee',
        draft: false,
        isArticle: true,
        body: 'Text.\n\n<!-- truncate -->\n\nMehr.',
      },
      [
        'title',
        'title_meta',
        'description',
        'keywords',
        'slug',
        'date',
        'authors',
        'tags',
        'image',
        'image_alt',
        'draft',
        'body',
      ],
    );
    expect(written).toBe(
      '---\ntitle: "Sonnenschutz im Winter: Warum?"\ndescription: Kurz\nkeywords: [Sonne, Winter]\nslug: post/sonnenschutz-im-winter\ndate: 2025-09-15\nauthors: erika\ntags: [hautpflege]\nimage: /images/blog/sonnenschutz-im-winter.jpg\nimage_alt: Schnee\n---\n\nText.\n\n<!-- truncate -->\n\nMehr.\n',
    );
    expect(format.fromFile('# Anleitung\n')).toEqual({body: '# Anleitung\n'});
  });

  test('a half-typed new article written for the local backup does not change how it is saved', () => {
    const format = blogFormat(YAML);
    const order = ['title', 'keywords', 'slug', 'tags', 'draft', 'body'];
    // Decap's local backup while she types: no topic yet.
    format.toFile(
      {title: 'Winter', keywords: ['Sonne'], slug: 'winter', draft: false, body: ''},
      order,
    );
    expect(
      format.toFile(
        {
          title: 'Winter',
          keywords: ['Sonne'],
          slug: 'winter',
          tags: ['hautpflege'],
          draft: false,
          body: 'Text.',
        },
        order,
      ),
    ).toBe(
      '---\ntitle: Winter\nkeywords: [Sonne]\nslug: post/winter\ntags: [hautpflege]\n---\n\nText.\n',
    );
  });
});

describe('the German date field (plugins/admin/client/widgets.js)', () => {
  test('shows the file’s date as she writes it and stores what she types as the file’s date', () => {
    expect(germanFromIso('2025-11-01')).toBe('01.11.2025');
    expect(germanFromIso('')).toBe('');
    expect(germanFromIso(undefined)).toBe('');
    expect(isoFromGerman('01.11.2025')).toBe('2025-11-01');
    expect(isoFromGerman(' 1.11.2025 ')).toBe('2025-11-01');
    expect(isoFromGerman('29.02.2024')).toBe('2024-02-29');
  });

  test('refuses what is not a day, with a message that shows the form', () => {
    for (const text of ['31.11.2025', '29.02.2025', '11/01/2025', '2025-11-01', '1.11.25', '']) {
      expect(isoFromGerman(text)).toBeNull();
    }
    expect(dateMessage('31.11.2025')).toBe(
      '„31.11.2025“ ist kein Datum. Schreiben Sie es so: 01.11.2025 (Tag.Monat.Jahr).',
    );
  });

  test('a typed date it cannot read is named as such, never as missing („Bitte füllen Sie … aus“)', () => {
    // The control as Decap's Widget uses it: presence is checked on getValidateValue(), else on
    // the stored value, which stays empty until the text is a day.
    const spec = germanDateControl(
      () => null,
      (control: Record<string, (...args: unknown[]) => unknown>) => control,
    );
    const typed = (text: string) => ({...spec, props: {value: ''}, state: {text}});
    for (const text of ['1.11.25', '11/28/2025', '31.11.2025']) {
      expect(spec.getValidateValue!.call(typed(text))).toBe(text);
      expect(spec.isValid!.call(typed(text))).toEqual({
        error: {type: 'PRESENCE', message: dateMessage(text)},
      });
    }
    // Left empty, a required date is missing (Decap's own message), and nothing else.
    expect(spec.getValidateValue!.call(typed(''))).toBe('');
    expect(spec.isValid!.call(typed(''))).toBe(true);
  });

  test('today is the day on her computer, not in UTC', () => {
    expect(todayIso(new Date(2025, 0, 1, 0, 30))).toBe('2025-01-01');
    expect(todayIso(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe('setup: the editor alone while the site has never been live (docusaurus build-setup)', () => {
  test('only while studio.yml still has the sample address', () => {
    expect(isSampleUrl('https://www.kosmetik-mustermann.de')).toBe(true);
    expect(isSampleUrl('https://www.kosmetik-sabine.de')).toBe(false);
  });

  test('writes the editor, a noindex page that tells visitors only that the site is being set up, and the editor’s headers; what is left goes to the deploy log', async () => {
    // Her content as it stands, at the sample address (the fixture owner's has her own).
    const site = mkdtempSync(join(tmpdir(), 'setup-site-'));
    for (const dir of ['src/data', 'blog'])
      cpSync(join(siteDir, dir), join(site, dir), {recursive: true});
    writeFileSync(
      join(site, 'src', 'data', 'studio.yml'),
      read('studio').replace(/^url: .*$/m, 'url: https://www.kosmetik-mustermann.de'),
    );
    const out = join(site, 'out');
    try {
      const left = await writeSetupSite(site, out, {NETLIFY: 'true', SITE_NAME: 'studio'});
      expect(readdirSync(out).sort()).toEqual([
        '404.html',
        '_headers',
        'admin',
        'index.html',
        'robots.txt',
      ]);
      for (const file of ['index.html', '404.html']) {
        const page = readFileSync(join(out, file), 'utf8');
        expect(page).toMatch(/<meta name="robots" content="noindex, nofollow" ?\/?>/);
        expect(page).not.toContain('<script');
        // What a visitor sees: the one sentence, no list of what is left, no link to the editor.
        const body = parseDocument(page);
        const text = DomUtils.textContent(
          DomUtils.findOne((node) => node.name === 'body', body.children)!,
        );
        expect(text.replace(/\s+/g, ' ').trim()).toBe('Diese Website wird gerade eingerichtet.');
      }
      // Her list, for the deploy log (netlify.toml: the output of `npm run build:setup`).
      expect(left).toContain('src/data/studio.yml');
      // This copy lacks static/: the missing pictures are her mistakes, listed first, not samples.
      expect(left).toMatch(
        /^Ihre Angaben enthalten Fehler\.[^]*\nDie Website enthält noch Beispielwerte/,
      );
      expect(readFileSync(join(out, 'admin', 'index.html'), 'utf8')).toContain(
        'Der Editor wird geladen',
      );
      // The whole origin is the editor's: its headers, each once, on every address (as Netlify
      // matches them), as strict as the site's.
      const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'));
      const expected = editorHeaders(securityHeaders());
      for (const path of ['/', '/index.html', '/admin/', '/admin/config.yml', '/gibt-es-nicht']) {
        const headers = headersFor(rules, path);
        expect([...headers.keys()].sort()).toEqual(expected.map(([n]) => n.toLowerCase()).sort());
        for (const [name, value] of expected)
          expect([path, name, headers.get(name.toLowerCase())]).toEqual([path, name, [value]]);
      }
      for (const name of [
        'Strict-Transport-Security',
        'X-Frame-Options',
        'Cross-Origin-Opener-Policy',
      ])
        expect(expected.map(([n]) => n)).toContain(name);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  test('without an origin of its own for the editor (not on Netlify), it refuses, saying why', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'setup-site-'));
    try {
      mkdirSync(join(copy, 'src', 'data'), {recursive: true});
      writeFileSync(
        join(copy, 'src', 'data', 'studio.yml'),
        'url: https://www.kosmetik-mustermann.de\nstudioName: Kosmetik\n',
      );
      await expect(writeSetupSite(copy, join(copy, 'build'), {})).rejects.toThrow(
        'Der Einrichtungsmodus (npm run build:setup) veröffentlicht nur den Editor. Der Editor (/admin) ist in diesem Build nicht enthalten',
      );
      expect(existsSync(join(copy, 'build'))).toBe(false);
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  });

  test('once the address is her own, it refuses, so the last published version stays', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'setup-site-'));
    try {
      mkdirSync(join(copy, 'src', 'data'), {recursive: true});
      writeFileSync(
        join(copy, 'src', 'data', 'studio.yml'),
        'url: https://www.kosmetik-sabine.de\nstudioName: Kosmetik Sabine\n',
      );
      await expect(writeSetupSite(copy, join(copy, 'build'), {})).rejects.toThrow(
        /Online bleibt die zuletzt veröffentlichte Fassung/,
      );
      // After the release build failed (netlify.toml): her mistake first, the log's last lines.
      const hers = 'Die Website wurde nicht gebaut.\n\nsrc/data/studio.yml, Zeile 3: …';
      rememberFailure(copy, hers);
      await expect(writeSetupSite(copy, join(copy, 'build'), {})).rejects.toThrow(
        new Error(
          `${hers}\n\nBei „url“ in src/data/studio.yml steht schon Ihre eigene Adresse (https://www.kosmetik-sabine.de); deshalb wurde nichts veröffentlicht: Online bleibt die zuletzt veröffentlichte Fassung, bis Sie die genannten Stellen korrigiert haben.`,
        ),
      );
      expect(existsSync(join(copy, 'build'))).toBe(false);
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  });
});

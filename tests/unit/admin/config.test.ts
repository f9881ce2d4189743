/**
 * The editor's fields have one source: the content schema. Every schema field has an editor field
 * of the same kind and required-ness, its patterns accept the repository's content and refuse what
 * the schema refuses; a schema field without a German label stops the generation. The blog's
 * fields are those of blog/README.md's table.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from '@jest/globals';
import * as z from 'zod';
import {parse} from 'yaml';
import {contentSchemas, type ContentName} from '../../../src/data/schema';
import {
  CHOICE_WIDGET,
  DATE_WIDGET,
  MEDIA_WIDGET,
  postFields,
  schemaFields,
  dataFields,
  decapConfig,
  MissingFieldText,
  type DecapField,
  type JsonSchema,
} from '../../../plugins/admin/config';
import {readContent} from '../../../plugins/content/load';

const siteDir = join(__dirname, '..', '..', '..');
/** blog/tags.yml and blog/authors.yml as the content plugin reads them. */
const {blog} = readContent({siteDir});
const names = Object.keys(contentSchemas) as ContentName[];

/** Walks schema and editor fields side by side; returns every mismatch as text. */
function compare(schema: JsonSchema, fields: DecapField[], where: string): string[] {
  const problems: string[] = [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = `${where}.${key}`;
    const field = byName.get(key);
    if (!field) {
      problems.push(`${path}: no editor field`);
      continue;
    }
    const required = (schema.required ?? []).includes(key);
    if ((field.required !== false) !== required)
      problems.push(`${path}: required ${required}, editor ${field.required !== false}`);
    if (!field.label || !field.hint) problems.push(`${path}: no German label or hint`);
    if (child.type === 'object') {
      if (field.widget !== 'object') problems.push(`${path}: object, editor ${field.widget}`);
      else problems.push(...compare(child, field.fields ?? [], path));
    } else if (child.type === 'array') {
      if (field.widget !== 'list') problems.push(`${path}: list, editor ${field.widget}`);
      else if (!field.label_singular) problems.push(`${path}: list without a singular`);
      else if (child.items?.type === 'object')
        problems.push(...compare(child.items, field.fields ?? [], path));
      else if (!field.field) problems.push(`${path}: list of texts, editor has no item field`);
    } else if (child.upload) {
      const widget = child.upload === 'photo' ? 'image' : MEDIA_WIDGET;
      if (field.widget !== widget) problems.push(`${path}: upload, editor ${field.widget}`);
    } else if (child.enum) {
      if (field.widget !== CHOICE_WIDGET) problems.push(`${path}: choice, editor ${field.widget}`);
    } else if (!['string', 'text', 'number', DATE_WIDGET].includes(field.widget)) {
      problems.push(`${path}: text, editor ${field.widget}`);
    }
  }
  for (const field of fields) {
    if (!(field.name in (schema.properties ?? {})))
      problems.push(`${where}.${field.name}: editor field not in the schema`);
  }
  return problems;
}

describe('content files', () => {
  for (const name of names) {
    test(`${name}.yml: every schema field has an editor field of the same kind and required-ness`, () => {
      const schema = z.toJSONSchema(contentSchemas[name], {
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchema;
      expect(compare(schema, dataFields(name), name)).toEqual([]);
    });
  }

  test('every content file has a collection in the editor, and the German interface', () => {
    const config = decapConfig(blog, 'https://www.example.de', {});
    const collections = config.collections.map(({name}) => name);
    expect(collections.sort()).toEqual(['authors', 'blog', ...names].sort());
    expect(config).toMatchObject({locale: 'de'});
  });

  test('every list counts its entries with a plural: „4 Orte“, never „4 Einzugsgebiet“', () => {
    const lists: Array<{path: string; count: string; singular: string}> = [];
    const walk = (fields: DecapField[], path: string) => {
      for (const field of fields) {
        if (field.widget === 'list')
          lists.push({
            path: `${path}.${field.name}`,
            count: String(field.label_plural ?? field.label),
            singular: String(field.label_singular),
          });
        walk(field.fields ?? [], `${path}.${field.name}`);
      }
    };
    for (const name of names) walk(dataFields(name), name);
    walk(postFields(blog), 'blog');
    expect(lists.length).toBeGreaterThan(15);
    // Labels that are no plural noun say what the count counts.
    const counted = Object.fromEntries(lists.map(({path, count}) => [path, count]));
    expect(counted).toMatchObject({
      'studio.areaServed': 'Orte',
      'studio.closures': 'Schließzeiten',
      'prices.categories.services.includes': 'enthaltene Behandlungen',
      'home.services.cards.services': 'Behandlungen',
      'pages.prices.intro': 'Absätze',
      'legal.platforms': 'verlinkte Plattformen',
    });
    // No count reads „2 Einleitung“ or „3 … (nur Pakete)“.
    expect(lists.filter(({count, singular}) => count === singular || /[()]/.test(count))).toEqual(
      [],
    );
  });

  test('a photo uploaded in an image field lands in the folder its part of the file uses, a video in the matching one under static/videos', () => {
    const uploads: Record<string, unknown[]> = {};
    const walk = (fields: DecapField[], path: string) => {
      for (const field of fields) {
        const at = `${path}.${field.name}`;
        if (field.widget === 'image')
          uploads[at] = [field.media_folder, field.public_folder, field.choose_url];
        if (field.widget === MEDIA_WIDGET)
          uploads[at] = [field.media_folder, field.public_folder, field.fields?.[0]?.media_folder];
        if (field.widget !== MEDIA_WIDGET)
          walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], at);
      }
    };
    for (const name of names) walk(dataFields(name), name);
    const photo = (folder: string) => [`/static/images/${folder}`, `/images/${folder}`, false];
    const photoOrVideo = (folder: string) => [
      ...photo(folder).slice(0, 2),
      `/static/videos/${folder}`,
    ];
    expect(uploads).toEqual({
      'gallery.groups.items.source': photoOrVideo('galerie'),
      'home.hero.image': photo('home'),
      'home.intro.image': photo('home'),
      'home.services.cards.image': photo('leistungen'),
      'home.banner.image': photo('home'),
      'home.salon.cards.image': photo('salon'),
      'home.social.cards.source': photoOrVideo('social'),
      // Beside the favicon in static/images.
      'studio.favicon': [undefined, undefined, false],
      'studio.shareImage': [undefined, undefined, false],
    });
    // The header's „Bilder“ (no entry open) still shows all of static/images; blog photos as before.
    const config = decapConfig(blog, 'https://www.example.de', {});
    expect(config).toMatchObject({media_folder: 'static/images', public_folder: '/images'});
    expect(config.collections[0]).toMatchObject({
      name: 'blog',
      media_folder: '/static/images/blog',
    });
  });

  test('the comparison fails on a schema field the editor lacks (the test can fail)', () => {
    const schema = z.toJSONSchema(contentSchemas.reviews, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    const reviews = schema.properties!.reviews!.items!;
    reviews.properties = {...reviews.properties, source: {type: 'string'}};
    reviews.required = [...(reviews.required ?? []), 'source'];
    expect(compare(schema, dataFields('reviews'), 'reviews')).toEqual([
      'reviews.reviews.source: no editor field',
    ]);
  });

  test('a schema field without a German label stops the generation', () => {
    const labelled = z.string().meta({title: 'Preis', description: 'Betrag und €.'});
    expect(schemaFields(z.strictObject({price: labelled}), 'x')).toHaveLength(1);
    expect(() => schemaFields(z.strictObject({price: z.string()}), 'x')).toThrow(MissingFieldText);
    expect(() => schemaFields(z.strictObject({price: z.string()}), 'x')).toThrow('x.price');
  });
});

/** Every editor field with a pattern, with the values the repository's files hold for it. */
function patternedValues(
  fields: DecapField[],
  data: unknown,
  path: string,
  found: Array<{path: string; pattern: RegExp; value: string}>,
) {
  const values = Array.isArray(data) ? data : [data];
  for (const value of values) {
    if (!value || typeof value !== 'object') continue;
    for (const field of fields) {
      const own = (value as Record<string, unknown>)[field.name];
      if (own === undefined) continue;
      if (field.fields) patternedValues(field.fields, own, `${path}.${field.name}`, found);
      const pattern = field.pattern ?? field.field?.pattern;
      if (pattern) {
        for (const item of Array.isArray(own) ? own : [own])
          found.push({
            path: `${path}.${field.name}`,
            pattern: new RegExp(pattern[0]),
            value: String(item),
          });
      }
    }
  }
}

describe('patterns agree with the schema', () => {
  test("the repository's content passes every editor pattern", () => {
    const found: Array<{path: string; pattern: RegExp; value: string}> = [];
    for (const name of names) {
      const data = parse(readFileSync(join(siteDir, 'src', 'data', `${name}.yml`), 'utf8'), {
        schema: 'failsafe',
      });
      patternedValues(dataFields(name), data, name, found);
    }
    expect(found.length).toBeGreaterThan(100);
    expect(
      found
        .filter(({pattern, value}) => !pattern.test(value))
        .map(({path, value}) => `${path}: ${value}`),
    ).toEqual([]);
  });

  const field = (name: ContentName, ...path: string[]) => {
    let fields = dataFields(name);
    let found: DecapField | undefined;
    for (const key of path) {
      found = fields.find((candidate) => candidate.name === key);
      fields = found?.fields ?? [];
    }
    return found!;
  };
  const serviceSchema = (price: string) =>
    contentSchemas.prices.safeParse({
      categories: [{title: 'A', services: [{title: 'B', duration: '60 Min.', price}]}],
    }).success;

  test.each(['99 €', '99,50 €', '0 €', '99', '99€', 'ab 99 €', '99,5 €', '99 EUR', '1.000 €'])(
    'price %j: editor and schema agree',
    (value) => {
      const pattern = new RegExp(field('prices', 'categories', 'services', 'price').pattern![0]);
      expect(pattern.test(value)).toBe(serviceSchema(value));
    },
  );

  test.each(['inklusive', 'Inklusive', 'keine', '80 €', '80,50 €', '80', 'inkl.', 'ja', 'ab 80 €'])(
    'permanent make-up touch-up %j: editor and schema agree',
    (touchUp) => {
      const pattern = new RegExp(field('prices', 'categories', 'services', 'touchUp').pattern![0]);
      const accepted = contentSchemas.prices.safeParse({
        categories: [
          {
            title: 'Permanent Make-up',
            services: [
              {
                title: 'Microblading',
                duration: '2 Std.',
                price: '350 €',
                touchUp,
                // An included touch-up says within how many weeks.
                ...(/^inklusive$/i.test(touchUp) && {touchUpWeeks: '8'}),
              },
            ],
          },
        ],
      }).success;
      expect(pattern.test(touchUp)).toBe(accepted);
    },
  );

  test.each([0, 1, 3, 5, 6])('stars %j: editor and schema agree', (stars) => {
    const editor = field('reviews', 'reviews', 'stars');
    const accepted = contentSchemas.reviews.safeParse({
      asOf: '2025-11-01',
      notice: 'x',
      reviews: [{name: 'A', service: 'B', stars: String(stars), text: 'C', date: '2025-10-14'}],
    }).success;
    expect(editor.widget).toBe('number');
    expect(stars >= editor.min! && stars <= editor.max!).toBe(accepted);
  });

  test.each([1, 125, 126])('alt text of %j characters: editor and schema agree', (length) => {
    const pattern = new RegExp(field('gallery', 'groups', 'items', 'alt').pattern![0]);
    const alt = 'a'.repeat(length);
    const accepted = contentSchemas.gallery.safeParse({
      groups: [
        {title: 'G', after: 'x', items: [{source: '/images/galerie/a.jpg', alt, lazy: 'ja'}]},
      ],
    }).success;
    expect(pattern.test(alt)).toBe(accepted);
  });
});

describe('blog articles', () => {
  test("every front matter field of blog/README.md's table is in the editor, required as the table says", () => {
    const guide = readFileSync(join(siteDir, 'blog', 'README.md'), 'utf8');
    const table = [...guide.matchAll(/^\| `([a-z_]+)` \| (ja|nein) \|/gm)].map(
      ([, name, required]) => ({name, required: required === 'ja'}),
    );
    expect(table.length).toBeGreaterThanOrEqual(10);
    const fields = postFields(blog).filter((item) => item.name !== 'body');
    expect(fields.map(({name, required}) => ({name, required: required !== false}))).toEqual(table);
  });

  test('the editor lists the articles newest first', () => {
    const [articles] = decapConfig(blog, 'https://www.example.de', {}).collections;
    expect(articles && 'sortable_fields' in articles && articles.sortable_fields).toEqual([
      {field: 'date', default_sort: 'desc'},
      {field: 'title'},
    ]);
  });

  test('tags and authors come from blog/tags.yml and blog/authors.yml', () => {
    const fields = postFields(blog);
    const optionsOf = (name: string) =>
      fields
        .find((field) => field.name === name)!
        .options!.map((option) => (typeof option === 'string' ? option : option.value));
    const keysOf = (file: string) =>
      Object.keys(parse(readFileSync(join(siteDir, 'blog', file), 'utf8')));
    expect(optionsOf('tags')).toEqual(keysOf('tags.yml'));
    expect(optionsOf('authors')).toEqual(keysOf('authors.yml'));
  });
});

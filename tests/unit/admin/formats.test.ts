/**
 * What the editor writes: the owner's files keep their comments, blank lines and quoting; only
 * edited values change; numbers and yes/no values the editor writes still pass the schema
 * (plugins/admin/client/formats.js, the formats registered in the browser).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from '@jest/globals';
import * as YAML from 'yaml';
import {contentSchemas, type ContentName} from '../../../src/data/schema';
import {blogFormat, yamlFileFormat} from '../../../plugins/admin/client/formats.js';

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
    const old = data.categories[0]!.services[0]!.price;
    data.categories[0]!.services[0]!.price = '59 €';
    const written = format.toFile(data);
    const changed = written.split('\n').filter((line, index) => line !== source.split('\n')[index]);
    expect(changed).toEqual(['        price: 59 €']);
    expect(old).not.toBe('59 €');
  });

  test('stars as numbers, ja/nein, removed and added entries, emptied optional fields: the schema still accepts the file', () => {
    const reviews = yamlFileFormat(YAML);
    const data = reviews.fromFile(read('reviews')) as {reviews: Array<Record<string, unknown>>};
    data.reviews.splice(1, 1);
    data.reviews.unshift({
      name: 'Sabine K.',
      service: 'Aqua Facial',
      stars: 4,
      text: "Ich hab's genossen: ruhig und gründlich.",
      date: '2025-11-28',
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
});

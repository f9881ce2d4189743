/**
 * The blog collection of the content schema (src/data/schema/blog.ts): each article's front matter,
 * its topics and author, fed broken copies. Every problem names file, line and field in German,
 * all of them at once, like the data files' problems.
 */
import {afterEach, beforeEach, describe, expect, test} from '@jest/globals';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {stringify} from 'yaml';
import {readContent} from '@site/plugins/content/load';
import {formatProblem} from '@site/plugins/content/problems';
import {contentSite, type ContentSite} from '../__helpers__/contentSite';

const FILE = 'blog/2025-06-01-sonnenschutz-im-winter.md';
const IMAGE = '/images/blog/sonnenschutz-im-winter.jpg';
const GOOD = {
  title: 'Sonnenschutz im Winter',
  description: 'Warum Ihre Haut auch in der kalten Jahreszeit Schutz vor UV-Strahlung braucht.',
  keywords: ['Sonnenschutz', 'Winter', 'Hautpflege'],
  slug: 'post/sonnenschutz-im-winter',
  date: '2025-06-01',
  authors: 'erika',
  tags: ['hautpflege'],
  image: IMAGE,
  image_alt: 'Eine Frau mit Mütze und Schal cremt sich im Schnee das Gesicht ein',
};
const TAGS = {
  hautpflege: {label: 'Hautpflege', permalink: '/hautpflege', description: 'Praktische Tipps.'},
};

let site: ContentSite;
beforeEach(() => {
  site = contentSite();
  mkdirSync(join(site.dir, 'blog'));
  // The article's picture (whatever the repository's own articles and pictures are).
  mkdirSync(join(site.dir, 'static', 'images', 'blog'), {recursive: true});
  writeFileSync(join(site.dir, 'static', IMAGE), '');
  writeBlog('tags.yml', stringify(TAGS));
  writeBlog('authors.yml', 'erika:\n  name: Erika Mustermann\n  title: Kosmetikerin\n');
});
afterEach(() => site.remove());

const writeBlog = (file: string, text: string) => writeFileSync(join(site.dir, 'blog', file), text);

/** Writes the article with `changes` to the good front matter (undefined: the field is left out). */
function post(
  changes: Record<string, unknown> = {},
  body = 'Anriss.\n\n<!-- truncate -->\n\nText.\n',
) {
  const fm = Object.fromEntries(
    Object.entries({...GOOD, ...changes}).filter(([, value]) => value !== undefined),
  );
  writeBlog(FILE.slice('blog/'.length), `---\n${stringify(fm)}---\n\n${body}`);
}

const messages = () => readContent({siteDir: site.dir}).problems.map(formatProblem);
const fields = () =>
  readContent({siteDir: site.dir}).problems.map((problem) => problem.field ?? '');

describe('an article’s front matter', () => {
  test('a complete post has no problems', () => {
    post();
    expect(messages()).toEqual([]);
  });

  test.each(['title', 'description', 'keywords', 'slug', 'image', 'image_alt', 'tags', 'authors'])(
    'a missing %s is reported with file, line and field',
    (field) => {
      post({[field]: undefined});
      const found = messages();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(new RegExp(`^${FILE}, Zeile \\d+, „${field}“( bei „[^“]+“)?: `));
      expect(found[0]).toMatch(/fehlt/);
    },
  );

  test('a missing date points to the blog’s guide, blog/README.md', () => {
    post({date: undefined});
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${FILE}, Zeile \\d+, „date“( bei „[^“]+“)?: fehlt – bitte ergänzen \\(siehe die Beispiele in blog/README\\.md\\)$`,
        ),
      ),
    ]);
  });

  test('two articles with the same address: each names the other and says what to change', () => {
    post();
    const copy = 'blog/2025-07-01-sonnenschutz-im-sommer.md';
    writeBlog(copy.slice('blog/'.length), readFileSync(join(site.dir, FILE), 'utf8'));
    const line =
      readFileSync(join(site.dir, FILE), 'utf8').split('\n').indexOf(`slug: ${GOOD.slug}`) + 1;
    const what = `dieselbe Adresse /blog/${GOOD.slug} hat auch`;
    const todo = `Zwei Beiträge brauchen verschiedene Adressen: Ändern Sie bei einem der beiden „slug“ (z. B. in ${GOOD.slug}-2) und benennen Sie seine Datei passend um (Datum-Adresse.md).`;
    expect(messages()).toEqual([
      `${FILE}, Zeile ${line}, „slug“ bei „${GOOD.title}“: ${what} ${copy} (Zeile ${line}). ${todo}`,
      `${copy}, Zeile ${line}, „slug“ bei „${GOOD.title}“: ${what} ${FILE} (Zeile ${line}). ${todo}`,
    ]);
  });

  test.each([
    ['title', '   '],
    ['description', ''],
    ['image_alt', ' '],
    ['keywords', []],
    ['title_meta', ''],
  ])('a blank %s is reported', (field, value) => {
    post({[field]: value});
    expect(fields()).toEqual([field]);
  });

  test('a description over 150 characters says how much to cut; under 50 is too short', () => {
    post({description: 'x'.repeat(151)});
    expect(messages()[0]).toContain(
      'hat 151 Zeichen; erlaubt sind höchstens 150: kürzen Sie um 1.',
    );
    post({description: 'Kurz.'});
    expect(messages()[0]).toContain('hat nur 5 Zeichen; schreiben Sie 50 bis 150.');
    post({description: 'x'.repeat(150)});
    expect(messages()).toEqual([]);
  });

  test('an alt text over 125 characters says how many characters to cut', () => {
    post({image_alt: 'a'.repeat(140)});
    expect(messages()).toEqual([
      expect.stringContaining('„image_alt“ bei „Sonnenschutz im Winter“: „aaaa' /* shortened */),
    ]);
    expect(messages()[0]).toContain(
      'ist zu lang – höchstens 125 Zeichen. Es sind 140: kürzen Sie um 15 Zeichen.',
    );
    post({image_alt: 'a'.repeat(125)});
    expect(messages()).toEqual([]);
  });

  test('an image outside /images/blog/, of another type or without a file is reported', () => {
    for (const image of [
      'images/blog/sonnenschutz-im-winter.jpg',
      '/images/galerie/foto.jpg',
      '/images/blog/Sonnenschutz.JPG',
      '/images/blog/sonnenschutz.heic',
      '/images/blog/../../videos/x.mp4',
    ]) {
      post({image});
      expect([image, fields()]).toEqual([image, ['image']]);
      expect(messages()[0]).toContain(
        'muss so aussehen: /images/blog/sonnenschutz-im-winter.jpg – das Bild liegt in static/images/blog/, sein Name hat nur Kleinbuchstaben, Ziffern und Bindestriche und endet auf .jpg, .jpeg oder .png',
      );
    }
    post({image: '/images/blog/gibt-es-nicht.jpg'});
    expect(messages()).toEqual([
      expect.stringMatching(
        /„image“ bei „Sonnenschutz im Winter“: „\/images\/blog\/gibt-es-nicht\.jpg“ – gibt es nicht\. Legen Sie das Bild als static\/images\/blog\/gibt-es-nicht\.jpg ab/,
      ),
    ]);
  });

  test('a slug must be post/<address> in lower case without umlauts', () => {
    for (const slug of ['sonnenschutz-im-winter', 'post/Sonnenschutz', 'post/ernährung']) {
      post({slug});
      expect(fields()).toEqual(['slug']);
    }
    post({slug: 'post/sonnenschutz-2025'});
    expect(fields()).toEqual([]);
  });

  test('titles are composed to fit; only one longer than 60 characters is an error that says how much to cut', () => {
    post({title: 'Slow Aging: Was Ernährung für Ihre Haut tut'});
    expect(fields()).toEqual([]);
    const title = 'Sonnenschutz im Winter: warum er sich auch bei Kälte und Nebel lohnt';
    post({title});
    expect(fields()).toEqual(['title']);
    expect(messages()[0]).toContain(`um ${title.length - 60} Zeichen kürzen`);
    expect(messages()[0]).toContain('title_meta');
    post({title, title_meta: 'Sonnenschutz im Winter'});
    expect(fields()).toEqual([]);
    post({title_meta: `${title} und Schnee`});
    expect(fields()).toEqual(['title_meta']);
  });

  test('an unknown topic or author is named in German with the ones that exist', () => {
    post({tags: ['hautpflege', 'sonne'], authors: 'maria'});
    const found = messages();
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${FILE}, Zeile \\d+, „2\\. Eintrag in „tags““ bei „Sonnenschutz im Winter“: das Thema „sonne“ gibt es in blog/tags\\.yml nicht\\. Möglich sind: „hautpflege“`,
        ),
      ),
    );
    expect(found).toContainEqual(
      expect.stringContaining(
        '„authors“ bei „Sonnenschutz im Winter“: das Kürzel „maria“ gibt es in blog/authors.yml nicht',
      ),
    );
    expect(found.join('\n')).not.toMatch(/not defined|Tags \[/);
  });

  test('the truncate line must stay', () => {
    post({}, 'Nur Text.\n');
    expect(messages()).toEqual([
      `${FILE}, „Text des Beitrags“: die Zeile <!-- truncate --> fehlt: Sie trennt den Anriss für die Übersicht vom Rest des Beitrags. Setzen Sie sie nach dem ersten Absatz in eine eigene Zeile.`,
    ]);
  });

  test('every problem of a post is reported at once', () => {
    post({
      title: '',
      description: '',
      image: undefined,
      image_alt: '',
      keywords: undefined,
      slug: undefined,
    });
    expect(fields()).toEqual(['title', 'description', 'keywords', 'slug', 'image', 'image_alt']);
  });
});

describe('blog/authors.yml', () => {
  test("an author's photo is a photo of this site: no other server, no javascript:, no missing file", () => {
    post();
    const author = (imageUrl: string) =>
      writeBlog(
        'authors.yml',
        `erika:\n  name: Erika Mustermann\n  title: Kosmetikerin\n  image_url: "${imageUrl}"\n`,
      );
    for (const imageUrl of ['javascript:alert(1)', 'https://github.com/erika.png', 'erika.jpg']) {
      author(imageUrl);
      expect([imageUrl, messages()]).toEqual([
        imageUrl,
        [
          `blog/authors.yml, Zeile 4, „image_url“ bei „Kosmetikerin“: „${imageUrl}“ – ein Bild liegt unter static/images und wird so angegeben: „/images/ordner/name.jpg“ (kleine Buchstaben, keine Umlaute)`,
        ],
      ]);
    }
    author('/images/blog/erika.jpg');
    expect(messages()).toEqual([
      'blog/authors.yml, Zeile 4, „image_url“ bei „Kosmetikerin“: „/images/blog/erika.jpg“ – gibt es nicht: legen Sie das Foto als static/images/blog/erika.jpg ab oder korrigieren Sie den Pfad',
    ]);
    author(IMAGE);
    expect(messages()).toEqual([]);
  });
});

describe('blog/tags.yml', () => {
  test('a topic needs a description of at most 150 characters', () => {
    post();
    writeBlog(
      'tags.yml',
      stringify({
        hautpflege: {label: 'Hautpflege', permalink: '/hautpflege'},
        sonne: {label: 'Sonne', permalink: '/sonne', description: 'y'.repeat(151)},
      }),
    );
    const found = messages();
    expect(found[0]).toMatch(
      /^blog\/tags\.yml, Zeile \d+, „description“ bei „Hautpflege“: fehlt\. Beschreiben Sie das Thema in einem Satz\./,
    );
    expect(found[1]).toContain('„description“ bei „Sonne“');
    expect(found[1]).toContain('hat 151 Zeichen; erlaubt sind höchstens 150');
  });
});

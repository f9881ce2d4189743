import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {
  checkBlogPost,
  checkBlogPosts,
  formatProblem,
  problemsReport,
  type CheckOptions,
  type PostToCheck,
} from '@site/plugins/blog-checks/checks';
import blogChecksPlugin from '@site/plugins/blog-checks';
import {composeTitle} from '@site/src/lib/pageTitle';
import {studio} from '@site/src/data/studio.yml';

const FILE = 'blog/2025-06-01-sonnenschutz-im-winter.md';
const IMAGE = '/images/blog/sonnenschutz-im-winter.jpg';

const options: CheckOptions = {
  imageExists: (path) => path === IMAGE,
  composeTitle: (title) => composeTitle(title, studio),
};

/** A post as the blog plugin hands it over, with front matter that passes every rule. */
function post(
  frontMatter: Record<string, unknown> = {},
  extra: Partial<PostToCheck['metadata']> = {},
): PostToCheck {
  return {
    metadata: {
      source: `@site/${FILE}`,
      frontMatter: {
        title: 'Sonnenschutz im Winter',
        description:
          'Warum Ihre Haut auch in der kalten Jahreszeit Schutz vor UV-Strahlung braucht.',
        keywords: ['Sonnenschutz', 'Winter', 'Hautpflege'],
        slug: 'post/sonnenschutz-im-winter',
        image: IMAGE,
        image_alt: 'Eine Frau mit Mütze und Schal cremt sich im Schnee das Gesicht ein',
        ...frontMatter,
      },
      authors: [{key: 'erika', name: 'Erika Mustermann'}],
      tags: [
        {label: 'Hautpflege', description: 'Praktische Tipps für die tägliche Pflege Ihrer Haut.'},
      ],
      ...extra,
    },
  };
}

function without(field: string): PostToCheck {
  const good = post();
  const {[field]: _removed, ...rest} = good.metadata.frontMatter;
  return {metadata: {...good.metadata, frontMatter: rest}};
}

function fields(p: PostToCheck): string[] {
  return checkBlogPost(p, options).map((problem) => problem.field);
}

describe('checkBlogPost', () => {
  test('a complete post has no problems', () => {
    expect(checkBlogPost(post(), options)).toEqual([]);
  });

  test.each(['title', 'description', 'keywords', 'slug', 'image', 'image_alt'])(
    'a missing %s is reported with file and field',
    (field) => {
      const problems = checkBlogPost(without(field), options);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({file: FILE, field});
      expect(problems[0]!.message).toMatch(/fehlt/);
    },
  );

  test.each([
    ['title', '   '],
    ['description', ''],
    ['image_alt', ' '],
    ['keywords', []],
    ['keywords', ['Hautpflege', ' ']],
    ['title_meta', ''],
  ])('a blank %s is reported', (field, value) => {
    expect(fields(post({[field]: value}))).toEqual([field]);
  });

  test('a description over 150 characters is reported with its length', () => {
    const [problem] = checkBlogPost(post({description: 'x'.repeat(151)}), options);
    expect(problem).toMatchObject({
      field: 'description',
      message: 'hat 151 Zeichen; erlaubt sind höchstens 150.',
    });
    expect(checkBlogPost(post({description: 'x'.repeat(150)}), options)).toEqual([]);
  });

  test('a description under 50 characters is too short for search results and previews', () => {
    const [problem] = checkBlogPost(post({description: 'Kurz.'}), options);
    expect(problem).toMatchObject({
      field: 'description',
      message: 'hat nur 5 Zeichen; schreiben Sie 50 bis 150.',
    });
    expect(checkBlogPost(post({description: 'x'.repeat(50)}), options)).toEqual([]);
  });

  test('an alt text over 125 characters is reported', () => {
    expect(fields(post({image_alt: 'a'.repeat(126)}))).toEqual(['image_alt']);
    expect(fields(post({image_alt: 'a'.repeat(125)}))).toEqual([]);
  });

  test('an image outside /images/blog/ or without a file is reported', () => {
    const [outside] = checkBlogPost(
      post({image: 'images/blog/sonnenschutz-im-winter.jpg'}),
      options,
    );
    expect(outside!.message).toContain('muss mit /images/blog/ beginnen');
    const [missing] = checkBlogPost(post({image: '/images/blog/gibt-es-nicht.jpg'}), options);
    expect(missing).toMatchObject({field: 'image'});
    expect(missing!.message).toContain('static/images/blog/gibt-es-nicht.jpg');
  });

  test('a slug must be post/<address> in lower case without umlauts', () => {
    expect(fields(post({slug: 'sonnenschutz-im-winter'}))).toEqual(['slug']);
    expect(fields(post({slug: 'post/Sonnenschutz'}))).toEqual(['slug']);
    expect(fields(post({slug: 'post/ernährung'}))).toEqual(['slug']);
    expect(fields(post({slug: 'post/sonnenschutz-2025'}))).toEqual([]);
  });

  test('titles are composed to fit; only one longer than 60 characters is an error that says how much to cut', () => {
    expect(fields(post({title: 'Slow Aging: Was Ernährung für Ihre Haut tut'}))).toEqual([]);
    expect(fields(post({title: 'Kurz'}))).toEqual([]);
    const title = 'Sonnenschutz im Winter: warum er sich auch bei Kälte und Nebel lohnt';
    const [long] = checkBlogPost(post({title}), options);
    expect(long).toMatchObject({field: 'title'});
    expect(long!.message).toContain(`um ${title.length - 60} Zeichen kürzen`);
    expect(long!.message).toContain('title_meta');
    // title_meta gives the browser tab a shorter title, and is itself checked.
    expect(fields(post({title, title_meta: 'Sonnenschutz im Winter'}))).toEqual([]);
    expect(fields(post({title_meta: `${title} und Schnee`}))).toEqual(['title_meta']);
  });

  test('a post needs an author and a tag', () => {
    expect(fields(post({}, {authors: []}))).toEqual(['authors']);
    expect(fields(post({}, {tags: []}))).toEqual(['tags']);
  });

  test('every problem of a post is reported at once', () => {
    const broken = post({
      title: '',
      description: '',
      image: '',
      image_alt: '',
      keywords: undefined,
      slug: undefined,
    });
    expect(fields(broken)).toEqual([
      'title',
      'description',
      'keywords',
      'slug',
      'image',
      'image_alt',
    ]);
  });
});

describe('checkBlogPosts', () => {
  test('tags need a description of at most 150 characters, reported once per tag', () => {
    const noDescription = post({}, {tags: [{label: 'Winter', description: undefined}]});
    const longDescription = post({}, {tags: [{label: 'Sonne', description: 'y'.repeat(151)}]});
    const problems = checkBlogPosts([noDescription, noDescription, longDescription], options);
    expect(problems).toEqual([
      {
        file: 'blog/tags.yml',
        field: 'Winter.description',
        message: 'fehlt. Beschreiben Sie das Thema in einem Satz.',
      },
      {
        file: 'blog/tags.yml',
        field: 'Sonne.description',
        message: 'hat 151 Zeichen; erlaubt sind höchstens 150.',
      },
    ]);
  });

  test('the report names file and field on every line', () => {
    const problems = checkBlogPosts([without('image_alt'), post({description: ''})], options);
    expect(problemsReport(problems)).toBe(
      [
        'Die Blog-Prüfung hat 2 Fehler gefunden:',
        `- ${FILE}, Feld „image_alt“: fehlt oder ist leer. Beschreiben Sie, was auf dem Bild zu sehen ist (höchstens 125 Zeichen).`,
        `- ${FILE}, Feld „description“: fehlt oder ist leer. Fassen Sie den Beitrag in 50 bis 150 Zeichen zusammen.`,
      ].join('\n'),
    );
    expect(formatProblem(problems[0]!)).toMatch(
      /^blog\/2025-06-01-sonnenschutz-im-winter\.md, Feld „image_alt“: /,
    );
  });
});

describe('blog-checks plugin', () => {
  let siteDir: string;

  beforeAll(() => {
    // A fixture site in the temp directory with one post image in static/.
    siteDir = mkdtempSync(join(tmpdir(), 'blog-checks-'));
    mkdirSync(join(siteDir, 'static/images/blog'), {recursive: true});
    writeFileSync(
      join(siteDir, 'static/images/blog/sonnenschutz-im-winter.jpg'),
      'not really a jpeg',
    );
  });

  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

  function run(posts: PostToCheck[]) {
    const context = {
      siteDir,
      siteConfig: {staticDirectories: ['static']},
    } as unknown as LoadContext;
    const plugin = blogChecksPlugin(context, {brand: studio});
    const allContent = {'docusaurus-plugin-content-blog': {default: {blogPosts: posts}}};
    return () => plugin.allContentLoaded!({allContent, actions: {} as never});
  }

  test('passes when the image exists under static/', () => {
    expect(run([post()])).not.toThrow();
  });

  test('throws one error naming file and field for each problem', () => {
    expect(run([post({image: '/images/blog/fehlt.jpg'}), without('title')])).toThrow(
      [
        'Die Blog-Prüfung hat 2 Fehler gefunden:',
        `- ${FILE}, Feld „image“: „/images/blog/fehlt.jpg“ gibt es nicht. Legen Sie das Bild als static/images/blog/fehlt.jpg ab (JPEG, 1600 × 900 Pixel).`,
        `- ${FILE}, Feld „title“: fehlt oder ist leer. Jeder Beitrag braucht einen Titel; er wird zur Überschrift des Artikels.`,
      ].join('\n'),
    );
  });
});

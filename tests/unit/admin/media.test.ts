/**
 * Pictures in the editor: the article's „Bild einfügen“ writes only what the build accepts (the
 * rules of plugins/blog/articleImages.ts reach the editor through the generated config); every
 * placeholder has a field: photos and videos with their posters, the favicon, the share image and
 * her author entry.
 */
import {join} from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {
  ARTICLE_WIDGET,
  MEDIA_WIDGET,
  decapConfig,
  type DecapField,
} from '../../../plugins/admin/config';
import {
  altProblem,
  articleImageProblem,
  insertImage,
  posterPath as editorPosterPath,
} from '../../../plugins/admin/client/media.js';
import {fromDraft} from '../../../plugins/admin/client/siteControl.js';
import {resolveArticleImage} from '../../../plugins/blog/articleImages';
import {readContent} from '../../../plugins/content/load';
import {posterPath} from '../../../src/lib/images';
import {ALT_MAX} from '../../../src/lib/contentRules';

const siteDir = join(__dirname, '..', '..', '..');
const {blog} = readContent({siteDir});
const config = decapConfig(blog, 'https://www.example.de', {});
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
const fieldsOf = (name: string): DecapField[] => {
  const found = collection(name) as {fields?: DecapField[]; files?: Array<{fields: DecapField[]}>};
  return found.fields ?? found.files![0]!.fields;
};
const byName = (fields: DecapField[], name: string) => fields.find((field) => field.name === name)!;

describe('the article text', () => {
  const body = byName(fieldsOf('blog'), 'body');
  const rules = body.image as {types: string; path: string; alt_max: number};

  test('is the editor’s own field with a working image button, not Decap’s raw mode (whose buttons are all disabled)', () => {
    expect(body).toMatchObject({widget: ARTICLE_WIDGET, image: {alt_max: ALT_MAX}});
    expect(body.modes).toBeUndefined();
    // Uploads go where the build finds them.
    expect(collection('blog')).toMatchObject({
      media_folder: '/static/images/blog',
      public_folder: '/images/blog',
    });
  });

  test('the button accepts exactly the photos the build accepts', () => {
    const folders = {
      post: join(siteDir, 'blog/x.md'),
      blogDir: join(siteDir, 'blog'),
      staticDir: join(siteDir, 'static'),
    };
    const existing = '/images/blog/slow-aging-durch-ernaehrung.jpg';
    expect(articleImageProblem(existing, rules)).toBe('');
    expect(resolveArticleImage(existing, folders)).toEqual({publicPath: existing});
    for (const path of [
      '/images/blog/IMG_2034.jpg',
      '/images/blog/foto.heic',
      '/images/blog/-x.jpg',
      '/images/blog/bild.webp',
    ]) {
      expect(articleImageProblem(path, rules)).not.toBe('');
      expect(typeof resolveArticleImage(path, folders)).toBe('string');
    }
    expect(articleImageProblem('/images/blog/foto.heic', rules)).toMatch(
      /^„foto\.heic“ kann die Website nicht zeigen: .*JPEG/,
    );
    expect(articleImageProblem('/images/blog/IMG_2034.jpg', rules)).toMatch(/Großbuchstaben/);
  });

  test('asks for the description the build requires, in its limits', () => {
    expect(altProblem('  ', ALT_MAX)).toMatch(/^Beschreiben Sie, was auf dem Foto zu sehen ist/);
    expect(altProblem('x'.repeat(ALT_MAX + 3), ALT_MAX)).toBe(
      `Die Beschreibung ist zu lang – höchstens ${ALT_MAX} Zeichen. Es sind ${ALT_MAX + 3}: kürzen Sie um 3 Zeichen.`,
    );
    expect(altProblem('Eine Hand trägt Creme auf', ALT_MAX)).toBe('');
  });

  test('inserts the image on a line of its own at the cursor, its description escaped', () => {
    const text = 'Anriss.\n\n<!-- truncate -->\n\nErster Absatz.';
    const at = text.indexOf('Erster');
    expect(insertImage(text, at, at, ' Creme [fein] ', '/images/blog/creme.jpg')).toEqual({
      text: 'Anriss.\n\n<!-- truncate -->\n\n![Creme \\[fein\\]](/images/blog/creme.jpg)\n\nErster Absatz.',
      cursor: at + '![Creme \\[fein\\]](/images/blog/creme.jpg)'.length,
    });
    expect(insertImage('Ende.', 5, 5, 'Creme', '/images/blog/c.jpg').text).toBe(
      'Ende.\n\n![Creme](/images/blog/c.jpg)\n',
    );
  });
});

describe('every placeholder has a field', () => {
  test('a gallery or social card takes a photo or an MP4 video, each into its folder; the poster is named as the site looks for it', () => {
    const items = byName(byName(fieldsOf('gallery'), 'groups').fields!, 'items').fields!;
    expect(byName(items, 'source')).toMatchObject({
      widget: MEDIA_WIDGET,
      media_folder: '/static/images/galerie',
      public_folder: '/images/galerie',
      // Decap finds a media library's folder only on a field of the config.
      fields: [
        {name: 'video', media_folder: '/static/videos/galerie', public_folder: '/videos/galerie'},
      ],
    });
    const cards = byName(byName(fieldsOf('home'), 'social').fields!, 'cards').fields!;
    expect(byName(cards, 'source').fields).toMatchObject([
      {media_folder: '/static/videos/social', public_folder: '/videos/social'},
    ]);
    for (const video of ['/videos/galerie/lippen-schattierung.mp4', '/videos/social/reel.mp4'])
      expect(editorPosterPath(video)).toBe(posterPath(video));
  });

  test('the favicon and the share image are image fields of „Studio und Kontakt“', () => {
    const studio = fieldsOf('studio');
    expect(byName(studio, 'favicon')).toMatchObject({
      widget: 'image',
      label: 'Symbol im Browser-Tab (Favicon)',
    });
    expect(byName(studio, 'shareImage')).toMatchObject({widget: 'image'});
  });

  test('her author entry (blog/authors.yml) is a collection of its own', () => {
    expect(collection('authors')).toMatchObject({
      label: 'Autorin',
      files: [{file: 'blog/authors.yml'}],
    });
    // Her author key, whatever her blog/authors.yml names it.
    const key = Object.keys(blog.authors?.data ?? {})[0];
    const [author] = fieldsOf('authors');
    expect(author).toMatchObject({name: key, widget: 'object'});
    expect(author!.fields!.map(({name}) => name)).toEqual([
      'name',
      'title',
      'page',
      'image_url',
      'url',
    ]);
    expect(byName(author!.fields!, 'image_url')).toMatchObject({
      widget: 'image',
      media_folder: '/static/images/blog',
    });
  });
});

test('a photo uploaded into the open entry is read from its draft until saved; any other path as it is', () => {
  // Decap's entry draft: an Immutable map whose mediaFiles convert to plain objects.
  // Decap lists the files already in the repository too; an upload is marked `draft`.
  const entry = (...paths: string[]) => ({
    get: (key: string) =>
      key === 'mediaFiles'
        ? {toJS: () => paths.map((path) => ({path, draft: !path.endsWith('salon.jpg')}))}
        : undefined,
  });
  const uploaded = entry('static/images/blog/creme.jpg', 'static/images/blog/salon.jpg');
  expect(fromDraft('/images/blog/creme.jpg', uploaded)).toBe('static/images/blog/creme.jpg');
  // On the site already, or no entry open: Decap loads it from the address it names.
  expect(fromDraft('/images/blog/salon.jpg', uploaded)).toBe('/images/blog/salon.jpg');
  expect(fromDraft('/images/blog/creme.jpg', entry())).toBe('/images/blog/creme.jpg');
  expect(fromDraft('/images/blog/creme.jpg', undefined)).toBe('/images/blog/creme.jpg');
  expect(fromDraft(undefined, uploaded)).toBeUndefined();
});

/**
 * A photo in an article's text (plugins/blog/articleImages.ts): the Markdown image becomes the
 * site's <ArticleImage> with the address the image pipeline publishes it under, a link to a photo
 * points at the published copy, and every problem is one German line with file and line.
 */
import {afterAll, beforeAll, describe, expect, test} from '@jest/globals';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import articleImages, {resolveArticleImage} from '@site/plugins/blog/articleImages';

let siteDir: string;
let folders: {post: string; blogDir: string; staticDir: string};
const at = (line: number) => ({start: {line}});

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'article-images-'));
  const touch = (file: string) => {
    mkdirSync(join(siteDir, file, '..'), {recursive: true});
    writeFileSync(join(siteDir, file), 'x');
  };
  for (const file of [
    'blog/creme-auftragen.jpg',
    'blog/bilder/tiegel.png',
    'blog/Mein Foto.JPG',
    'blog/foto.heic',
    'static/images/blog/tiegel.jpg',
    'static/videos/galerie/clip.mp4',
    'secret.jpg',
  ])
    touch(file);
  folders = {
    post: join(siteDir, 'blog', '2025-06-01-beitrag.md'),
    blogDir: join(siteDir, 'blog'),
    staticDir: join(siteDir, 'static'),
  };
});
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

describe('resolveArticleImage: where a Markdown image is published', () => {
  test('beside the article (with or without ./, in a folder) and in static/images', () => {
    expect(resolveArticleImage('./creme-auftragen.jpg', folders)).toEqual({
      publicPath: '/images/blog/creme-auftragen.jpg',
    });
    expect(resolveArticleImage('creme-auftragen.jpg', folders)).toEqual({
      publicPath: '/images/blog/creme-auftragen.jpg',
    });
    expect(resolveArticleImage('bilder/tiegel.png', folders)).toEqual({
      publicPath: '/images/blog/bilder/tiegel.png',
    });
    expect(resolveArticleImage('/images/blog/tiegel.jpg', folders)).toEqual({
      publicPath: '/images/blog/tiegel.jpg',
    });
  });

  test('what is not a photo of this site is refused, saying what to do', () => {
    const problem = (url: string) => {
      const result = resolveArticleImage(url, folders);
      return typeof result === 'string' ? result : `published as ${result.publicPath}`;
    };
    expect(problem('https://example.com/a.jpg')).toMatch(
      /^ein Bild von einer anderen Website \(„https:\/\/example\.com\/a\.jpg“\) – die Website lädt nichts von fremden Servern/,
    );
    expect(problem('//example.com/a.jpg')).toMatch(/^ein Bild von einer anderen Website/);
    expect(problem('data:image/png;base64,AAAA')).toMatch(/^ein in den Text eingebettetes Bild/);
    expect(problem('./foto.heic')).toMatch(
      /ist kein Foto im passenden Format: erlaubt ist ein Foto als JPEG/,
    );
    expect(problem('./Mein%20Foto.JPG')).toMatch(
      /^„\.\/Mein Foto\.JPG“: der Name hat Großbuchstaben, Umlaute, Leerzeichen/,
    );
    expect(problem('./fehlt.jpg')).toBe(
      '„./fehlt.jpg“ gibt es nicht: legen Sie das Foto unter genau diesem Namen neben den Beitrag (blog/fehlt.jpg) oder korrigieren Sie den Namen',
    );
    expect(problem('../secret.jpg')).toMatch(
      /^„\.\.\/secret\.jpg“ liegt außerhalb des Ordners blog/,
    );
    expect(problem('/images/blog/fehlt.jpg')).toBe(
      '„/images/blog/fehlt.jpg“ gibt es nicht: legen Sie das Foto als static/images/blog/fehlt.jpg ab oder korrigieren Sie den Namen',
    );
    expect(problem('/secret.jpg')).toMatch(/^„\/secret\.jpg“ liegt nicht unter \/images\//);
  });
});

describe('the remark plugin', () => {
  type Tree = Parameters<ReturnType<typeof articleImages>>[0];
  const run = (children: object[]) => {
    const tree = {type: 'root', position: at(1), children: children as Tree[]};
    articleImages({siteDir})(tree, {path: folders.post, cwd: siteDir});
    return tree.children as unknown[];
  };

  test('in `npm start` the bundler leaves her mistakes out and says nothing; the preview’s check (`check`) reports them', () => {
    const broken = () => ({
      type: 'root',
      position: at(1),
      children: [
        {
          type: 'paragraph',
          position: at(5),
          children: [
            {type: 'link', url: '/preise.pdf', position: at(5), children: []},
            {type: 'image', url: '/images/fehlt.jpg', alt: 'Fehlt', position: at(5)},
          ],
        },
      ] as Tree[],
    });
    const file = {path: folders.post, cwd: siteDir};
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const tree = broken();
      articleImages({siteDir})(tree, file);
      // Nothing the bundler would look for: the link goes nowhere, the image is left out.
      expect((tree.children[0] as {children: unknown[]}).children).toEqual([
        {type: 'link', url: '#', position: at(5), children: []},
        {type: 'text', value: ''},
      ]);
      expect(() => articleImages({siteDir, check: true})(broken(), file)).toThrow(
        /^Dieser Blogbeitrag enthält Bilder oder Links auf Dateien[^]*„\/preise\.pdf“[^]*„\/images\/fehlt\.jpg“ gibt es nicht/,
      );
    } finally {
      process.env.NODE_ENV = environment;
    }
    // The build reports them itself.
    expect(() => articleImages({siteDir})(broken(), file)).toThrow(/preise\.pdf/);
  });

  test('images become <ArticleImage> with the published address, description and title', () => {
    const [paragraph] = run([
      {
        type: 'paragraph',
        position: at(7),
        children: [
          {
            type: 'image',
            url: './creme-auftragen.jpg',
            alt: ' Eine Hand trägt Creme auf ',
            position: at(7),
          },
          {type: 'text', value: ' und '},
          {type: 'imageReference', identifier: 'tiegel', alt: 'Ein Tiegel', position: at(7)},
        ],
      },
      {
        type: 'definition',
        identifier: 'tiegel',
        url: '/images/blog/tiegel.jpg',
        title: 'Tagescreme',
      },
    ]) as [{children: object[]}];
    expect(paragraph.children).toEqual([
      {
        type: 'mdxJsxTextElement',
        name: 'ArticleImage',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'src', value: '/images/blog/creme-auftragen.jpg'},
          {type: 'mdxJsxAttribute', name: 'alt', value: 'Eine Hand trägt Creme auf'},
        ],
        children: [],
      },
      {type: 'text', value: ' und '},
      {
        type: 'mdxJsxTextElement',
        name: 'ArticleImage',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'src', value: '/images/blog/tiegel.jpg'},
          {type: 'mdxJsxAttribute', name: 'alt', value: 'Ein Tiegel'},
          {type: 'mdxJsxAttribute', name: 'title', value: 'Tagescreme'},
        ],
        children: [],
      },
    ]);
  });

  test('a link to a photo or video points at the published copy, not at a copy of the file', () => {
    const link = (url: string) => ({type: 'link', url, position: at(3), children: []});
    const [paragraph] = run([
      {
        type: 'paragraph',
        children: [
          link('./creme-auftragen.jpg'),
          link('/videos/galerie/clip.mp4'),
          link('/preisliste'),
          link('https://example.com/a.jpg'),
        ],
      },
    ]) as [{children: Array<{url: string}>}];
    expect(paragraph.children.map(({url}) => url)).toEqual([
      'pathname:///images/blog/creme-auftragen.jpg',
      'pathname:///videos/galerie/clip.mp4',
      '/preisliste',
      'https://example.com/a.jpg',
    ]);
  });

  test('a link to any other file of hers is refused with the reason of the site’s list', () => {
    // Docusaurus would copy each of these as it is to /assets/files (GPS and serial number kept).
    const links = [
      './preise.pdf',
      './foto.jfif',
      './foto.jpe',
      './roh.dng',
      './ton.m4a',
      '/downloads/preise.pdf?v=2',
      '@site/package.json',
      './notiz.MD',
    ];
    let message = '';
    try {
      run([
        {
          type: 'paragraph',
          children: links.map((url, index) => ({
            type: 'link',
            url,
            position: at(20 + index),
            children: [],
          })),
        },
      ]);
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n').filter((line) => line.startsWith('- '));
    expect(
      lines.map((line) => /^- [^,]+, Zeile (\d+): ein Link auf „([^“]+)“/.exec(line)?.slice(1)),
    ).toEqual(links.map((url, index) => [String(20 + index), url.split('?')[0]]));
    expect(lines[0]).toBe(
      '- blog/2025-06-01-beitrag.md, Zeile 20: ein Link auf „./preise.pdf“: PDF-Dateien veröffentlicht die Website nicht: Solche Dokumente enthalten oft versteckte Angaben (Ihren Namen als Verfasserin, das Programm, in eingebetteten Fotos den Aufnahmeort), und die Website kann sie daraus nicht zuverlässig entfernen. Bitte schreiben Sie Preise in die Preisliste (src/data/prices.yml, im Editor „Preisliste“) und Texte in einen Beitrag; Bilder speichern Sie als JPEG (.jpg). Löschen Sie dann die PDF-Datei (und einen Link darauf).',
    );
    expect(lines[1]).toContain('„./foto.jfif“: Das ist ein JPEG-Foto mit der Endung .jfif');
    expect(lines[2]).toContain('„./foto.jpe“: Das ist ein JPEG-Foto mit der Endung .jpe');
    expect(lines[3]).toContain('„./roh.dng“: Bilder im Format DNG kann die Website nicht');
    expect(lines[4]).toContain('„./ton.m4a“: Tonaufnahmen (M4A) veröffentlicht die Website nicht');
    expect(lines[5]).toContain('„/downloads/preise.pdf“: PDF-Dateien veröffentlicht');
    expect(lines[6]).toContain('„@site/package.json“: Dateien dieser Art (JSON) veröffentlicht');
    expect(lines[7]).toContain('„./notiz.MD“: Dateien dieser Art (MD) veröffentlicht');
  });

  test('every problem of a post, with file and line, in one German message', () => {
    expect(() =>
      run([
        {
          type: 'paragraph',
          children: [
            {type: 'image', url: './creme-auftragen.jpg', alt: '', position: at(12)},
            {
              type: 'image',
              url: 'https://example.com/a.jpg',
              alt: 'x'.repeat(126),
              position: at(14),
            },
            {type: 'imageReference', identifier: 'fehlt', alt: 'Ein Bild', position: at(16)},
            {type: 'link', url: './foto.heic', position: at(18), children: []},
          ],
        },
      ]),
    ).toThrow(
      new RegExp(
        [
          '^Dieser Blogbeitrag enthält Bilder oder Links auf Dateien, die die Website so nicht veröffentlichen kann:',
          '- blog/2025-06-01-beitrag\\.md, Zeile 12: dem Bild fehlt die Beschreibung: .*',
          '- blog/2025-06-01-beitrag\\.md, Zeile 14: ein Bild von einer anderen Website .*',
          '- blog/2025-06-01-beitrag\\.md, Zeile 14: die Beschreibung des Bildes ist zu lang – höchstens 125 Zeichen\\. Es sind 126: kürzen Sie um 1 Zeichen',
          '- blog/2025-06-01-beitrag\\.md, Zeile 16: zum Bild „\\[fehlt\\]“ fehlt die Zeile \\[fehlt\\]: \\./foto\\.jpg',
          '- blog/2025-06-01-beitrag\\.md, Zeile 18: ein Link auf „\\./foto\\.heic“: .*',
          'Wie Bilder in den Text kommen, steht in blog/README\\.md, Abschnitt 4\\.$',
        ].join('\n'),
      ),
    );
  });
});

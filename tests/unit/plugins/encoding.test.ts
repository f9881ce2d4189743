/**
 * Any file she saves: the reader (plugins/content/load.ts) takes UTF-8 with or without a byte
 * order mark, refuses every other encoding with ONE German message that names the file, the line
 * of the first unreadable character and how to save it as UTF-8, and an article whose head is
 * missing or not closed gets one message, not one for every field. Docusaurus' own front matter
 * parser never sees such an article, so the build and the launch check say it once, in German.
 */
import {afterEach, beforeEach, describe, expect, jest, test} from '@jest/globals';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, ParseFrontMatter} from '@docusaurus/types';
import contentPlugin from '@site/plugins/content';
import {frontMatterParser} from '@site/plugins/content/frontMatter';
import {launchFindings, launchReport} from '@site/plugins/content/launch';
import {decodeText, readContent} from '@site/plugins/content/load';
import {ContentError, formatProblem} from '@site/plugins/content/problems';
import {contentSite, type ContentSite} from '../__helpers__/contentSite';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Windows-1252: Latin-1 plus the typographic characters German texts use (its 0x80–0x9f). */
const CP1252: Record<string, number> = {'€': 0x80, '„': 0x84, '–': 0x96, '“': 0x93, '”': 0x94};
const cp1252 = (text: string) =>
  Buffer.from([...text].flatMap((char) => CP1252[char] ?? [...Buffer.from(char, 'latin1')]));
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

const ARTICLE = 'blog/2025-06-01-sonnenschutz-im-winter.md';
const HEAD = `---
title: "Sonnenschutz im Winter"
description: "Warum Ihre Haut auch in der kalten Jahreszeit Schutz vor UV-Strahlung braucht."
keywords: [Sonnenschutz, Winter, Hautpflege]
slug: post/sonnenschutz-im-winter
date: 2025-06-01
authors: erika
tags: [hautpflege]
image: /images/blog/slow-aging-durch-ernaehrung.jpg
image_alt: "Eine Frau mit Mütze und Schal cremt sich im Schnee das Gesicht ein"
`;
const BODY = `
Auch im Winter trifft UV-Strahlung auf Ihre Haut – gerade im Schnee.

<!-- truncate -->

## Warum

Text.
`;

let site: ContentSite;
beforeEach(() => {
  site = contentSite();
  mkdirSync(join(site.dir, 'blog'));
  writeFileSync(
    join(site.dir, 'blog/tags.yml'),
    'hautpflege:\n  label: Hautpflege\n  permalink: /hautpflege\n  description: Praktische Tipps.\n',
  );
  writeFileSync(
    join(site.dir, 'blog/authors.yml'),
    'erika:\n  name: Erika Mustermann\n  title: Kosmetikerin\n',
  );
  writeFileSync(join(site.dir, ARTICLE), `${HEAD}---\n${BODY}`);
  // The article's picture (the helper's static/ holds only what the data files name).
  mkdirSync(join(site.dir, 'static/images/blog'), {recursive: true});
  writeFileSync(join(site.dir, 'static/images/blog/slow-aging-durch-ernaehrung.jpg'), '');
});
afterEach(() => site.remove());

const messages = () => readContent({siteDir: site.dir}).problems.map(formatProblem);
const dataFile = (name: string) => join(site.dir, 'src/data', name);
/** The 1-based line of the first character outside ASCII in a text. */
const firstNonAscii = (text: string) => text.slice(0, text.search(/[^\t-~]/)).split('\n').length;

test('the site as copied, with one article, has no problems', () => {
  expect(messages()).toEqual([]);
});

describe('a byte order mark (UTF-8 with BOM) is fine everywhere', () => {
  test('in a data file: read as without it', () => {
    const text = site.read('studio.yml');
    writeFileSync(dataFile('studio.yml'), Buffer.concat([BOM, Buffer.from(text)]));
    expect(messages()).toEqual([]);
    const {content} = readContent({siteDir: site.dir});
    expect(content.studio.ownerName).toBe(/^ownerName: (.*)$/m.exec(text)![1]);
  });

  test('in an article: its head is found (once “der Kopf des Beitrags fehlt” plus follow-ups)', () => {
    const path = join(site.dir, ARTICLE);
    writeFileSync(path, Buffer.concat([BOM, readFileSync(path)]));
    expect(messages()).toEqual([]);
  });

  test('in the blog’s tags.yml and authors.yml', () => {
    for (const name of ['blog/tags.yml', 'blog/authors.yml']) {
      const path = join(site.dir, name);
      writeFileSync(path, Buffer.concat([BOM, readFileSync(path)]));
    }
    expect(messages()).toEqual([]);
  });
});

describe('a file that is not UTF-8 is refused with one message naming file, line and what to do', () => {
  const expectHowTo = (message: string) => {
    expect(message).toContain('So speichern Sie sie als UTF-8:');
    expect(message).toContain('In VS Code');
    expect(message).toContain('„Mit Codierung speichern“ und „UTF-8“');
    expect(message).toContain('Im Windows-Editor: „Datei › Speichern unter“');
    expect(message).toContain('In TextEdit:');
  };

  test('Windows-1252 („Montag – Freitag“, „gegönnt“): the line of the first unreadable character', () => {
    const text = site.read('studio.yml');
    expect(text).toContain('–');
    writeFileSync(dataFile('studio.yml'), cp1252(text));
    const found = messages();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(
        `^src/data/studio\\.yml, Zeile ${firstNonAscii(text)}: die Datei ist nicht als UTF-8 gespeichert, sondern wohl als „Windows 1252“`,
      ),
    );
    expect(found[0]).toContain('„Mit Codierung erneut öffnen“ und „Windows 1252“');
    expectHowTo(found[0]!);
  });

  test('ISO-8859-1 (Latin-1) with umlauts only: the same message', () => {
    const text = 'ownerName: Jürgen Größe\n';
    const before = site.read('studio.yml').replace(/^ownerName: .*\n/m, '');
    const ascii = before.replace(/[^\t-~]/g, '-');
    writeFileSync(dataFile('studio.yml'), Buffer.from(`${ascii}${text}`, 'latin1'));
    const found = messages();
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/studio\\.yml, Zeile ${ascii.split('\n').length}: die Datei ist nicht als UTF-8`,
        ),
      ),
    ]);
  });

  test.each([
    ['little endian with its mark', (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le')],
    ['big endian with its mark', (text: string) => utf16be(`\ufeff${text}`)],
    ['little endian without a mark', (text: string) => Buffer.from(text, 'utf16le')],
  ])('UTF-16 (Notepad’s „Unicode“), %s', (_, encode) => {
    writeFileSync(dataFile('prices.yml'), encode(site.read('prices.yml')));
    const found = messages();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^src\/data\/prices\.yml, Zeile 1: die Datei ist als UTF-16 \(„Unicode“\) gespeichert; die Website liest nur UTF-8\. /,
    );
    expect(found[0]).not.toContain('erneut öffnen');
    expectHowTo(found[0]!);
  });

  test('an article in Windows-1252: one message for the article', () => {
    const text = `${HEAD}---\n${BODY}`;
    writeFileSync(join(site.dir, ARTICLE), cp1252(text));
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(`^${ARTICLE}, Zeile ${firstNonAscii(text)}: die Datei ist nicht als UTF-8`),
      ),
    ]);
  });

  test('decodeText takes UTF-8 as it is, with or without the mark', () => {
    expect(decodeText(Buffer.from('Montag – Freitag\n'))).toEqual({text: 'Montag – Freitag\n'});
    expect(decodeText(Buffer.concat([BOM, Buffer.from('gegönnt')]))).toEqual({text: 'gegönnt'});
    expect(decodeText(cp1252('a\nb\ngegönnt'))).toMatchObject({line: 3});
  });
});

describe('an article’s head (front matter)', () => {
  const write = (text: string) => writeFileSync(join(site.dir, ARTICLE), text);

  test('without the closing „---“: one message at the line where the text starts', () => {
    write(`${HEAD}${BODY}`);
    const textLine = HEAD.split('\n').length + 1;
    expect(messages()).toEqual([
      `${ARTICLE}, Zeile ${textLine}: der Kopf des Beitrags ist nicht abgeschlossen: Nach seinem letzten Feld (meist „image_alt“) fehlt die Zeile „---“. Setzen Sie sie vor die Zeile, mit der der Text des Beitrags beginnt.`,
    ]);
  });

  test('without the closing „---“ but with a „---“ further down (a rule in the text): the same', () => {
    write(`${HEAD}${BODY}\n---\n\nNoch ein Absatz.\n`);
    expect(messages()).toEqual([
      expect.stringContaining(
        `${ARTICLE}, Zeile ${HEAD.split('\n').length + 1}: der Kopf des Beitrags ist nicht abgeschlossen`,
      ),
    ]);
  });

  test('without any head: one message, not one for every missing field', () => {
    write(BODY.trimStart());
    expect(messages()).toEqual([
      `${ARTICLE}, Zeile 1: der Kopf des Beitrags fehlt: Die Datei beginnt mit einer Zeile „---“, darunter die Felder (title, description …), dann wieder „---“.`,
    ]);
  });

  test('an unquoted „Tipp: …“ in the title is a YAML slip with its hint, not a missing „---“', () => {
    write(
      `${HEAD.replace('title: "Sonnenschutz im Winter"', 'title: Tipp: Sonnenschutz im Winter')}---\n${BODY}`,
    );
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${ARTICLE}, Zeile 2: Die Datei lässt sich nicht lesen: enthält der Text einen Doppelpunkt`,
        ),
      ),
    ]);
  });
});

describe('where Docusaurus’ parsers would speak first: one German message each, none for the mark', () => {
  /** The blog plugin's and MDX loader's own parser (gray-matter): English, with a stack trace. */
  const english = jest.fn<Parameters<ParseFrontMatter>[0]['defaultParseFrontMatter']>(() => {
    throw new Error('YAMLException: end of the stream or a document separator is expected');
  });
  const parse = async (file: string) =>
    frontMatterParser(join(site.dir, 'blog'))({
      filePath: join(site.dir, file),
      fileContent: readFileSync(join(site.dir, file), 'utf8'),
      defaultParseFrontMatter: english,
    });
  const UNCLOSED = 'blog/2020-01-01-ohne-abschluss.md';
  const ENGLISH = /YAMLException|Invalid input|Error:|^\s+at /m;

  beforeEach(() => {
    english.mockClear();
    // Her article saved as „UTF-8 mit BOM“; a copy whose head lost its closing „---“; a data
    // file saved as Windows-1252 („ANSI“).
    writeFileSync(
      join(site.dir, ARTICLE),
      Buffer.concat([BOM, Buffer.from(`${HEAD}---\n${BODY}`)]),
    );
    const copy = HEAD.replace(/^slug: .*$/m, 'slug: post/ohne-abschluss');
    writeFileSync(join(site.dir, UNCLOSED), `${copy}${BODY}`);
    writeFileSync(dataFile('studio.yml'), cp1252(site.read('studio.yml')));
  });

  test('the front matter parser hands Docusaurus the article without its mark, and the broken one empty', async () => {
    await expect(parse(UNCLOSED)).resolves.toEqual({
      frontMatter: {},
      content: readFileSync(join(site.dir, UNCLOSED), 'utf8'),
    });
    expect(english).not.toHaveBeenCalled();
    const parsed = {frontMatter: {title: 'Sonnenschutz im Winter'}, content: BODY};
    english.mockReturnValueOnce(Promise.resolve(parsed));
    await expect(parse(ARTICLE)).resolves.toBe(parsed);
    expect(english).toHaveBeenCalledWith({
      filePath: join(site.dir, ARTICLE),
      fileContent: `${HEAD}---\n${BODY}`,
    });
  });

  test('the build stops with the German report of the two mistakes', () => {
    const plugin = contentPlugin({siteDir: site.dir} as LoadContext);
    let error: unknown;
    try {
      plugin.loadContent!();
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    const report = (error as ContentError).message;
    expect(report).toMatch(/^Die Inhalte der Website enthalten 2 Fehler\./);
    const messages = report.split('\n').filter((line) => line.startsWith('- '));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^- src\/data\/studio\.yml, Zeile \d+: die Datei ist nicht als UTF-8 gespeichert, sondern wohl als „Windows 1252“/,
        ),
        expect.stringMatching(
          new RegExp(
            `^- ${UNCLOSED}, Zeile \\d+: der Kopf des Beitrags ist nicht abgeschlossen: Nach seinem letzten Feld`,
          ),
        ),
      ]),
    );
    expect(messages).toHaveLength(2);
    expect(report).not.toMatch(ENGLISH);
  });

  test('the launch check names the same two mistakes, once each', () => {
    const findings = launchFindings(site.dir);
    expect(findings.filter(({error}) => error)).toHaveLength(2);
    const report = launchReport(findings);
    expect(report).not.toMatch(ENGLISH);
    expect(report.split('der Kopf des Beitrags ist nicht abgeschlossen')).toHaveLength(2);
    expect(report.split('die Datei ist nicht als UTF-8 gespeichert')).toHaveLength(2);
  });
});

import {expect, test} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {copyOfSite} from './siteCopy';

/**
 * Any file she saves (issue 33), where Docusaurus' own parsers would otherwise speak first: the
 * blog plugin and the MDX loader read every article's head with gray-matter (an English
 * YAMLException with its stack for a missing closing „---“). In a copy of this site (its own
 * content, whatever it is) an article saved with a byte order mark, an article without its
 * closing „---“ and a data file saved as Windows-1252: the build and the launch check give one
 * German message for each mistake, none for the mark, and no English.
 */
test.setTimeout(300_000);

let site: string;

/** One of her commands in the copy, as npm runs it: `node scripts/docusaurus.mjs <command>`. */
function owner(args: string[]) {
  const result = spawnSync('node', ['scripts/docusaurus.mjs', ...args], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  return {...result, output: `${result.stdout}\n${result.stderr}`};
}

const ENGLISH = /YAMLException|Unable to build|\[ERROR\]|Error:|^\s+at /m;
/** Windows-1252 for the characters outside ASCII a German data file holds. */
const CP1252: Record<string, number> = {'€': 0x80, '„': 0x84, '–': 0x96, '“': 0x93, '”': 0x94};
const cp1252 = (text: string) =>
  Buffer.from([...text].flatMap((char) => CP1252[char] ?? [...Buffer.from(char, 'latin1')]));

test.beforeAll(() => {
  site = copyOfSite('files');
});

test.afterAll(() => {
  if (site) rmSync(site, {recursive: true, force: true});
});

test('a byte order mark is fine; a missing closing „---“ and a Windows-1252 file give one German message each', () => {
  const blog = join(site, 'blog');
  const name = readdirSync(blog)
    .filter((entry) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(entry))
    .sort()[0]!;
  const article = readFileSync(join(blog, name), 'utf8');
  // Her article saved as „UTF-8 mit BOM“.
  writeFileSync(join(blog, name), `\uFEFF${article}`);
  // A second article whose head lost its closing „---“.
  const head = /^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n/.exec(article)![0];
  const unclosed = `2020-01-01-ohne-abschluss.md`;
  writeFileSync(
    join(blog, unclosed),
    article
      .replace(head, head.replace(/---[ \t]*\r?\n$/, ''))
      .replace(/^slug:.*$/m, 'slug: post/ohne-abschluss'),
  );
  // A data file saved as Windows-1252 („ANSI“).
  const studio = join(site, 'src/data/studio.yml');
  const text = readFileSync(studio, 'utf8');
  expect(text).toMatch(/[–„“€äöüß]/);
  writeFileSync(studio, cp1252(text));

  const build = owner(['build']);
  expect(build.status).not.toBe(0);
  expect(build.stderr).toMatch(
    /^\nDie Website wurde nicht gebaut\.\n\nDie Inhalte der Website enthalten 2 Fehler\./,
  );
  const messages = build.stderr.split('\n').filter((line) => line.startsWith('- '));
  expect(messages).toHaveLength(2);
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^- src\/data\/studio\.yml, Zeile \d+: die Datei ist nicht als UTF-8 gespeichert, sondern wohl als „Windows 1252“/,
      ),
      expect.stringMatching(
        new RegExp(
          `^- blog/${unclosed}, Zeile \\d+: der Kopf des Beitrags ist nicht abgeschlossen: Nach seinem letzten Feld`,
        ),
      ),
    ]),
  );
  expect(build.output).not.toMatch(ENGLISH);

  // The launch check names the same two mistakes, once each, and the mark is not one.
  const check = owner(['launch-check']);
  expect(check.status).toBe(1);
  expect(check.output).not.toMatch(ENGLISH);
  expect(check.output.split('der Kopf des Beitrags ist nicht abgeschlossen')).toHaveLength(2);
  expect(check.output.split('die Datei ist nicht als UTF-8 gespeichert')).toHaveLength(2);
});

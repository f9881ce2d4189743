/**
 * `npm start`'s check of an article's text (plugins/blog/articleCheck.ts): compiled as the build
 * compiles it, so what the build publishes (a :::note box, a heading id) passes, and her mistake
 * is the build's German message. Run as Docusaurus loads the plugins (jiti), in a process of its
 * own: Jest cannot load the ES modules Docusaurus' compile imports.
 */
import {spawnSync} from 'node:child_process';
import {afterAll, expect, test} from '@jest/globals';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

const CHECK = JSON.stringify(resolve(__dirname, '../../../plugins/blog/articleCheck.ts'));
const LOAD = `
const load = require(${JSON.stringify(require.resolve('jiti'))})(${CHECK}, {interopDefault: true});
load(${CHECK})
  .articleMessages(process.cwd(), process.argv.slice(1))
  .then((messages) => console.log(JSON.stringify(messages)));
`;
/** The German messages of the articles `files`, checked in the site's folder as `npm start` does. */
function articleMessages(siteDir: string, files: string[]): string[] {
  const result = spawnSync('node', ['-e', LOAD, ...files], {cwd: siteDir, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

const siteDir = mkdtempSync(join(tmpdir(), 'article-check-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

const article = (name: string, text: string) => {
  mkdirSync(join(siteDir, 'blog'), {recursive: true});
  writeFileSync(join(siteDir, 'blog', name), `---\ntitle: Ein Beitrag\n---\n\n${text}`);
  return `blog/${name}`;
};

test('what the build publishes passes; raw HTML it refuses is reported with file and line', () => {
  const clean = article(
    '2025-01-01-box.md',
    'Anriss.\n\n<!-- truncate -->\n\n:::note[Gut zu wissen]\n\nText.\n\n:::\n\n## Pflege {#pflege}\n',
  );
  const script = article('2025-01-02-skript.md', 'Text.\n\n<script>alert(1)</script>\n');
  // A comment the browser ends early: the build keeps comments HTML (parse5), so does the check.
  const comment = article('2025-01-03-kommentar.md', 'Text <!-- a --!> <b>fett</b> --> Ende\n');
  expect(articleMessages(siteDir, [clean, script, comment])).toEqual([
    expect.stringMatching(
      /^Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:\n- blog\/2025-01-02-skript\.md, Zeile 7: das HTML-Element <script>\nBitte entfernen Sie es: /,
    ),
    expect.stringMatching(
      /\n- blog\/2025-01-03-kommentar\.md, Zeile 5: „<!-- a --!>“ ist kein gültiger HTML-Kommentar – .*\n- blog\/2025-01-03-kommentar\.md, Zeile 5: das HTML-Element <b>\n/,
    ),
  ]);
});

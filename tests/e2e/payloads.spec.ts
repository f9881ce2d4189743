import {expect, test} from '@playwright/test';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseDocument} from 'yaml';
import {copyOfSite} from './siteCopy';

/**
 * What the owner pastes can never run as script. A copy of this site (its own content, whatever it
 * is) gets a script payload planted where she writes text: a blog post's title, description and
 * keywords (front matter), a review and the studio's street (YAML). That copy must build, and
 * Chromium must run nothing on the pages that show those texts. The same payload in a post's body
 * (raw HTML in Markdown) must stop the build with a German message naming file and line.
 *
 * This spec tests the build itself, so it builds (twice, in a temporary copy).
 */
test.describe.configure({mode: 'serial'});
test.setTimeout(300_000);

const PAYLOAD = '</script><script>alert(document.domain)</script>';
const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const origin = `http://127.0.0.1:${port}`;

let site: string;
let post: {file: string; path: string};
let server: ChildProcess | undefined;

/** The first article of the copy (its file and its address from the slug). */
function firstPost(siteDir: string): {file: string; path: string} {
  const name = readdirSync(join(siteDir, 'blog'))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(entry))
    .sort()[0]!;
  const file = join(siteDir, 'blog', name);
  const slug = /^slug:\s*["']?([^"'\n]+)/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!slug) throw new Error(`${file} has no slug`);
  return {file, path: `/blog/${slug.replace(/^\//, '')}`};
}

/** Replaces one front-matter field of a post (the first line that starts with `name:`). */
function setFrontMatter(file: string, name: string, line: string): void {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`^${name}:.*$`, 'm');
  if (!pattern.test(text)) throw new Error(`${file} has no ${name}`);
  writeFileSync(file, text.replace(pattern, `${name}: ${line}`));
}

/** Sets a value in a YAML file of src/data, keeping the rest of the file. */
function setYaml(siteDir: string, name: string, path: Array<string | number>, value: string) {
  const file = join(siteDir, 'src', 'data', `${name}.yml`);
  const document = parseDocument(readFileSync(file, 'utf8'));
  if (!document.hasIn(path)) throw new Error(`${file} has no ${path.join('.')}`);
  document.setIn(path, value);
  writeFileSync(file, document.toString());
}

/** A review with `text` at the top of reviews.yml (her list may be empty: she publishes only real ones). */
function plantReview(siteDir: string, text: string) {
  const file = join(siteDir, 'src', 'data', 'reviews.yml');
  const document = parseDocument(readFileSync(file, 'utf8'));
  const review = {name: 'Test K.', service: 'Aqua Facial', stars: '5', date: '2025-10-01', text};
  document.set(
    'reviews',
    document.createNode([review, ...((document.toJS().reviews ?? []) as [])]),
  );
  writeFileSync(file, document.toString());
}

function build(siteDir: string) {
  return spawnSync(join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
}

test.beforeAll(() => {
  site = copyOfSite('payload');
  post = firstPost(site);
});

test.afterAll(() => {
  server?.kill();
  if (site) rmSync(site, {recursive: true, force: true});
});

test('front matter and YAML: the site builds, the texts show as text, and no script runs', async ({
  page,
}) => {
  setFrontMatter(post.file, 'title', JSON.stringify(`Pflege ${PAYLOAD}`));
  setFrontMatter(post.file, 'description', JSON.stringify(`Ein Beitrag ${PAYLOAD} über Pflege.`));
  setFrontMatter(post.file, 'keywords', `[Pflege, ${JSON.stringify(PAYLOAD)}]`);
  plantReview(site, `Sehr schön ${PAYLOAD} gern wieder.`);
  setYaml(site, 'studio', ['address', 'street'], `Musterweg 1 ${PAYLOAD}`);

  const result = build(site);
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  // The policy allows exactly the scripts of the site's own build without the payloads (the
  // theme's inline script, the Speculation Rules, the islands), page by page: no payload got a hash.
  const scriptSrc = (buildDir: string) =>
    [
      ...readFileSync(join(buildDir, '_headers'), 'utf8').matchAll(
        /^(\S+)\n.*script-src ([^;\n]*)/gm,
      ),
    ].map(([, page, sources]) => `${page}: ${sources}`);
  expect(scriptSrc(join(site, 'build'))).toEqual(scriptSrc(resolve('build')));

  // docusaurus serve sends no Content-Security-Policy: nothing but the escaping stops a payload.
  server = spawn(
    join(site, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: site},
  );
  await expect.poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status).toBe(200);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const path of ['/', '/blog', post.path]) {
    await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    await page.waitForTimeout(500);
    // Every JSON-LD block is intact JSON that holds the texts as they were written.
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const block of blocks) expect(() => JSON.parse(block), `${path}: ${block}`).not.toThrow();
    expect(blocks.join(''), path).not.toContain('</script');
    const data = JSON.stringify(blocks.map((block) => JSON.parse(block) as unknown));
    expect(data, path).toContain(PAYLOAD);
  }
  await page.goto(`${origin}${post.path}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(PAYLOAD);
  await page.goto(`${origin}/`);
  await expect(page.getByText(`Sehr schön ${PAYLOAD} gern wieder.`)).toBeAttached();
  expect(dialogs).toEqual([]);
});

test('raw HTML and bad images in posts: the build stops with German messages only, naming file and line', () => {
  const text = readFileSync(post.file, 'utf8');
  const lines = text.split('\n');
  // After the front matter's closing line: a script, an event handler, a javascript: link, a frame,
  // a style attribute (it would need its own CSP hash), an SVG animation that sets a javascript:
  // address, and an image as HTML.
  const end = lines.indexOf('---', 1);
  lines.splice(
    end + 1,
    0,
    '',
    '<script>alert(1)</script>',
    '',
    'Ein Bild <img src="/x.jpg" alt="" onerror="alert(1)"> im Satz.',
    '',
    '[Hier klicken](javascript:alert(1))',
    '',
    '<iframe src="/"></iframe>',
    '',
    '<p style="color: red">Rot</p>',
    '',
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    '',
  );
  writeFileSync(post.file, lines.join('\n'));
  // Another article: a photo without description and one from another server.
  const other = readdirSync(join(site, 'blog'))
    .filter(
      (entry) =>
        /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(entry) && join(site, 'blog', entry) !== post.file,
    )
    .sort()[0]!;
  const otherText = readFileSync(join(site, 'blog', other), 'utf8').split('\n');
  const otherEnd = otherText.indexOf('---', 1);
  otherText.splice(
    otherEnd + 1,
    0,
    '',
    '![](/images/blog/gibt-es-nicht.jpg)',
    '',
    '![Ein Foto](https://example.com/foto.jpg)',
    '',
  );
  writeFileSync(join(site, 'blog', other), otherText.join('\n'));

  const name = `blog/${post.file.split('/').pop()}`;
  // As npm run build runs it (scripts/docusaurus.mjs): her messages, without the English trace.
  const result = spawnSync('node', ['scripts/docusaurus.mjs', 'build'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).not.toBe(0);
  expect(result.stderr).toMatch(/^\nDie Website wurde nicht gebaut\.\n\n/);
  expect(output).toContain('Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht');
  expect(output).toContain(`${name}, Zeile ${end + 3}: das HTML-Element <script>`);
  expect(output).toContain(`${name}, Zeile ${end + 5}: das Ereignis-Attribut „onerror“ an <img>`);
  expect(output).toContain(`${name}, Zeile ${end + 7}: eine Skript-Adresse („javascript:“)`);
  expect(output).toContain(`${name}, Zeile ${end + 9}: das HTML-Element <iframe>`);
  expect(output).toContain(`${name}, Zeile ${end + 11}: das Attribut „style“ an <p>`);
  expect(output).toContain(
    `${name}, Zeile ${end + 13}: eine Skript-Adresse („javascript:“) in <animate to>`,
  );
  expect(output).toContain(
    'Dieser Blogbeitrag enthält Bilder oder Links auf Dateien, die die Website so nicht veröffentlichen kann',
  );
  expect(output).toContain(
    `blog/${other}, Zeile ${otherEnd + 3}: „/images/blog/gibt-es-nicht.jpg“ gibt es nicht`,
  );
  expect(output).toContain(`blog/${other}, Zeile ${otherEnd + 3}: dem Bild fehlt die Beschreibung`);
  expect(output).toContain(
    `blog/${other}, Zeile ${otherEnd + 5}: ein Bild von einer anderen Website`,
  );
  // Nothing of Docusaurus' English report: no "Unable to build", no bundler wording, no trace.
  expect(output).not.toMatch(
    /Unable to build|\[ERROR\]|Webpack|Module build failed|Error:|^\s+at /m,
  );
});

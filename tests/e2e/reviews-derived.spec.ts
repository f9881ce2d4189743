/**
 * The rating is derived, never typed: one more review in src/data/reviews.yml changes the score,
 * the number of reviews and the row of its star level on the home page, with no other edit.
 *
 * Builds a copy of the site (in a temporary folder, node_modules linked, the image variant cache
 * copied so nothing is re-encoded) with one 1-star review appended to its reviews.yml, serves that
 * build with scripts/serve.mjs and reads the rating widget in Chromium. The expectations are
 * computed here from the YAML files, before and after the edit.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {basename, dirname, join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {parse, parseDocument} from 'yaml';
import {siteContent} from '../../plugins/content/load';
import {germanScore, siteDir} from './content';
import {waitForIslands} from './routes';

/** Not copied: dependencies (linked instead), build output, caches of other tools, test output. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'reports',
  'playwright-report',
  'screenshots',
]);
/** Copies everything but those folders at the top of the site (a src/…/build would be copied). */
const copied = (source: string) =>
  !(NOT_COPIED.has(basename(source)) && dirname(source) === siteDir);

const LEVELS = [5, 4, 3, 2, 1] as const;

/** Stars of every review in a reviews.yml, read independently of the site's own code. */
function starsOf(file: string): number[] {
  const data = parse(readFileSync(file, 'utf8')) as {reviews?: Array<{stars: unknown}> | null};
  return (data.reviews ?? []).map((review) => Number(review.stars));
}

function rating(stars: readonly number[]) {
  const counts = Object.fromEntries(
    LEVELS.map((level) => [level, stars.filter((value) => value === level).length]),
  ) as Record<(typeof LEVELS)[number], number>;
  const average = stars.reduce((sum, value) => sum + value, 0) / stars.length;
  return {count: stars.length, score: Math.round(average * 10) / 10, counts};
}

/** Appends a review as the owner would type it, at the indentation of the existing list. */
function appendReview(
  file: string,
  review: {name: string; date: string; service: string; stars: number; text: string},
) {
  const before = readFileSync(file, 'utf8');
  const indent = /^reviews:[ \t]*\r?\n(?:[ \t]*(?:#.*)?\r?\n)*([ \t]*)- /m.exec(before)?.[1];
  const lastKeyIsReviews =
    /^reviews:/m.test(before) && !/^reviews:[\s\S]*\n[A-Za-z_]+:/m.test(before);
  if (indent !== undefined && lastKeyIsReviews) {
    const pad = `${indent}  `;
    appendFileSync(
      file,
      `${before.endsWith('\n') ? '' : '\n'}${indent}- name: ${review.name}\n${pad}date: ${review.date}\n${pad}service: ${review.service}\n${pad}stars: ${review.stars}\n${pad}text: ${review.text}\n`,
    );
  } else {
    // Another layout (an empty list, reviews not last): add the entry through the YAML document.
    const document = parseDocument(before);
    const list = document.get('reviews');
    if (list && typeof list === 'object' && 'add' in list)
      (list as {add: (value: unknown) => void}).add({...review, stars: String(review.stars)});
    else document.set('reviews', [{...review, stars: String(review.stars)}]);
    writeFileSync(file, document.toString());
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. `started` gets the process (to stop it on a timeout). */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  started: (child: ChildProcess) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    started(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`),
          ),
    );
  });
}

async function waitForServer(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`scripts/serve.mjs exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`scripts/serve.mjs did not answer on ${url}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 2, name: heading, exact: true})});

test('one more 1-star review in reviews.yml changes the rating on the home page', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const root = mkdtempSync(join(tmpdir(), 'reviews-derived-'));
  const copy = join(root, 'site');
  const outDir = join(root, 'build');
  let server: ChildProcess | undefined;
  let build: ChildProcess | undefined;
  try {
    // The copy: the whole site with its git-ignored image variant cache (.cache), dependencies linked.
    cpSync(siteDir, copy, {recursive: true, filter: copied});
    symlinkSync(join(siteDir, 'node_modules'), join(copy, 'node_modules'), 'dir');

    const reviewsFile = join(copy, 'src', 'data', 'reviews.yml');
    const before = rating(starsOf(reviewsFile));
    const names = new Set(
      (
        parse(readFileSync(reviewsFile, 'utf8')) as {reviews?: Array<{name: string}> | null}
      ).reviews?.map((review) => review.name),
    );
    let name = 'Test K.';
    for (let n = 2; names.has(name); n += 1) name = `Test K. ${n}`;
    appendReview(reviewsFile, {
      name,
      date: '2025-11-20',
      service: 'Microblading',
      stars: 1,
      text: 'Leider nicht zufrieden.',
    });

    const stars = starsOf(reviewsFile);
    const after = rating(stars);
    expect(after.count).toBe(before.count + 1);
    expect(after.counts[1]).toBe(before.counts[1] + 1);
    // The edited file is valid content (the build would stop with the owner's message otherwise).
    const {derived: edited} = siteContent(copy);
    expect(edited.reviews.reviews.at(-1)).toMatchObject({name, stars: 1});

    await run(
      join(copy, 'node_modules', '.bin', 'docusaurus'),
      ['build', '--out-dir', outDir],
      copy,
      {
        ...process.env,
        // A new folder each run: do not fill node_modules/.cache (shared with the site) with its bundler cache.
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      },
      (child) => (build = child),
    );

    const port = await freePort();
    let output = '';
    server = spawn(
      process.execPath,
      [join(siteDir, 'scripts', 'serve.mjs'), '--port', String(port), '--dir', outDir],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/`, server, () => output);

    await page.goto(`${origin}/`);
    await waitForIslands(page);
    const widget = section(page, edited.home.reviews.heading);
    await expect(widget.getByText(germanScore(after.score), {exact: true})).toBeVisible();
    // „66 Bewertungen von März 2023 bis November 2025“: the count and the period the build derives.
    await expect(
      widget.getByText(`${after.count} Bewertungen ${edited.reviews.summary.period!}`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(widget.getByRole('row').locator('td:last-child')).toHaveText(
      LEVELS.map((level) => String(after.counts[level])),
    );
    const oneStarRow = widget
      .getByRole('row')
      .filter({has: page.getByRole('rowheader', {name: '1 Stern', exact: true})});
    await expect(oneStarRow.locator('td:last-child')).toHaveText(String(before.counts[1] + 1));

    // The new review is a card of its own, read as "1 von 5 Sternen".
    const carousel = page.getByRole('region', {name: 'Kundenbewertungen'});
    await expect(carousel.getByRole('listitem')).toHaveCount(after.count);
    const card = carousel.getByRole('listitem').filter({hasText: name});
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', {name: '1 von 5 Sternen', exact: true})).toHaveCount(1);
    await expect(card).toContainText('Leider nicht zufrieden.');
  } finally {
    if (build && build.exitCode === null) build.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill();
      await exited;
    }
    rmSync(root, {recursive: true, force: true});
  }
});

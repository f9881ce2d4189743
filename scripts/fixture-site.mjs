#!/usr/bin/env node
/**
 * A copy of this site with another owner's content: the repository (without node_modules, build
 * output, caches and .git; node_modules is linked, not copied) with a fixture folder laid over it,
 * by default tests/fixtures/owner (a made-up owner: src/data/*.yml, blog/, static/ additions).
 * Used by the unit tests (tests/unit/plugins/launch.test.ts) and by CI to run the whole test suite
 * a second time on content that is not the sample content.
 *
 *   node scripts/fixture-site.mjs <targetDir> [fixtureDir]    # prints the site folder
 *   node scripts/fixture-site.mjs --edits <targetDir>         # this site's own content with the
 *                                                             # owner's edits (tests/fixtures/edit-set.mjs)
 *
 * Overlay rules: every file of the fixture replaces or adds the file at the same path; a folder
 * named in REPLACED_FOLDERS that the fixture has (blog/) is emptied first, so the site has exactly
 * the fixture's posts and authors (its README.md, which is not published, stays). The target must
 * be empty or absent and outside the repository. A file `.fixture-site.json` at the top of the copy
 * records the repository and fixture it was made from.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, isAbsolute, join, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_FIXTURE = join(REPO, 'tests', 'fixtures', 'owner');
export const MARKER = '.fixture-site.json';

/** Not copied: dependencies (linked instead), build output, caches, reports, version control. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'build',
  '.docusaurus',
  '.cache',
  '.cache-loader',
  'test-results',
  'playwright-report',
  'reports',
  'screenshots',
  'deploy/generated',
]);

/** Folders the fixture replaces as a whole when it has them (README.md stays). */
const REPLACED_FOLDERS = ['blog'];

const isInside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Makes the fixture site in `target` (a new temporary folder when absent) and returns its path.
 * @param {{target?: string, fixture?: string | null, repo?: string}} [options] fixture null: no overlay
 */
export function createFixtureSite({target, fixture = DEFAULT_FIXTURE, repo = REPO} = {}) {
  const site = target ? resolve(target) : mkdtempSync(join(tmpdir(), 'fixture-site-'));
  if (isInside(site, repo)) {
    throw new Error(
      `fixture-site: the target ${site} is inside the repository ${repo}; choose a folder outside it`,
    );
  }
  if (fixture !== null && !existsSync(fixture)) {
    throw new Error(`fixture-site: no fixture at ${fixture}`);
  }
  if (existsSync(site) && readdirSync(site).length > 0) {
    throw new Error(`fixture-site: ${site} is not empty`);
  }
  mkdirSync(site, {recursive: true});

  cpSync(repo, site, {
    recursive: true,
    filter: (source) => !SKIPPED.has(relative(repo, source).split(sep).join('/')),
  });
  symlinkSync(join(repo, 'node_modules'), join(site, 'node_modules'), 'dir');

  for (const folder of fixture === null ? [] : REPLACED_FOLDERS) {
    if (!existsSync(join(fixture, folder))) continue;
    const own = join(site, folder);
    for (const entry of existsSync(own) ? readdirSync(own) : []) {
      if (entry !== 'README.md') rmSync(join(own, entry), {recursive: true, force: true});
    }
  }
  if (fixture !== null) cpSync(fixture, site, {recursive: true});
  writeFileSync(join(site, MARKER), `${JSON.stringify({repository: repo, fixture}, null, 2)}\n`);
  return site;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edits = process.argv.includes('--edits');
  const [target, fixture] = process.argv.slice(2).filter((arg) => arg !== '--edits');
  if (!target) {
    console.error(
      'Aufruf: node scripts/fixture-site.mjs [--edits] <Zielordner> [Fixture-Ordner, Standard tests/fixtures/owner]',
    );
    process.exit(2);
  }
  try {
    if (edits) {
      const site = createFixtureSite({target, fixture: null});
      const {applyEdits} = await import('../tests/fixtures/edit-set.mjs');
      await applyEdits(site);
      console.log(site);
    } else {
      console.log(createFixtureSite({target, fixture: fixture ? resolve(fixture) : undefined}));
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

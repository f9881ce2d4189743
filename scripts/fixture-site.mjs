#!/usr/bin/env node
/**
 * A copy of this site with another owner's content (CI's second run, launch.test, payloads.spec):
 * the repository without build output, caches and .git (node_modules linked), with a fixture
 * folder laid over it, by default tests/fixtures/owner; a fixture's blog/ replaces the whole blog
 * (its README.md stays). `--edits`: this site's own content with the owner's edits applied
 * (tests/fixtures/edit-set.mjs). Prints the copy's folder.
 */
import {cpSync, existsSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const SKIPPED = ['node_modules', '.git', 'build', '.docusaurus', '.cache', 'deploy/generated']
  .concat(['test-results', 'playwright-report', 'reports', 'screenshots'])
  .map((path) => join(repo, ...path.split('/')));
const args = process.argv.slice(2);
const edits = args.includes('--edits');
const [target, fixture = join(repo, 'tests/fixtures/owner')] = args.filter((a) => a !== '--edits');
if (!target) {
  console.error(
    'Aufruf: node scripts/fixture-site.mjs [--edits] <Zielordner> [Fixture-Ordner, Standard tests/fixtures/owner]',
  );
  process.exit(2);
}

const site = resolve(target);
cpSync(repo, site, {recursive: true, filter: (source) => !SKIPPED.includes(source)});
symlinkSync(join(repo, 'node_modules'), join(site, 'node_modules'), 'dir');
if (edits) {
  await (await import('../tests/fixtures/edit-set.mjs')).applyEdits(site);
} else {
  if (existsSync(join(fixture, 'blog')))
    for (const entry of readdirSync(join(site, 'blog')))
      if (entry !== 'README.md') rmSync(join(site, 'blog', entry), {recursive: true});
  cpSync(resolve(fixture), site, {recursive: true});
}
console.log(site);

import {expect, test} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {appendFileSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {CACHES, copyOfSite} from './siteCopy';

/**
 * A build that fails changes nothing. A copy of this site gets this checkout's last good build
 * (build/ and deploy/generated/, the nginx policies) and an article with a link to a page that
 * does not exist, which Docusaurus' own broken-link check refuses after every post-build step ran
 * (the headers step included). `npm run build` there must fail and leave both folders byte for
 * byte as they were: the old pages never meet new policies. The switch itself, a full disk and a
 * second build at once: tests/unit/scripts/atomicBuild.test.ts.
 *
 * This spec tests the build itself, so it builds (once, failing after the post-build steps).
 */
test.setTimeout(300_000);

let site: string;

/** SHA-256 of every file under `dir`, by path relative to `dir`. */
function hashes(dir: string): Record<string, string> {
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'});
  return Object.fromEntries(
    files
      .filter((file) => statSync(join(dir, file)).isFile())
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      ]),
  );
}

test.beforeAll(() => {
  // The last good build, and the caches, so the copy neither encodes images nor compresses again.
  site = copyOfSite('atomic', ['build', 'deploy/generated', ...CACHES]);
});

test.afterAll(() => {
  if (site) rmSync(site, {recursive: true, force: true});
});

test('a build that fails in Docusaurus’ own check leaves build/ and deploy/generated/ as they were', () => {
  const before = {
    build: hashes(join(site, 'build')),
    nginx: hashes(join(site, 'deploy/generated')),
  };
  expect(Object.keys(before.build)).toContain('_headers');
  expect(Object.keys(before.nginx)).toContain('page-policies.conf');
  const article = readdirSync(join(site, 'blog')).find((name) => /^\d{4}-.+\.mdx?$/.test(name));
  appendFileSync(join(site, 'blog', article!), '\n\n[Mehr dazu](/gibt-es-nicht)\n');

  const result = spawnSync('node', ['scripts/docusaurus.mjs', 'build'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).toBe(1);
  // It failed where it should: after the post-build steps wrote the new policies, in the link check.
  expect(output).toContain('[postbuild] headers in');
  expect(output).toContain('linking to /gibt-es-nicht');
  expect(hashes(join(site, 'build'))).toEqual(before.build);
  expect(hashes(join(site, 'deploy/generated'))).toEqual(before.nginx);
  expect(result.stderr).toContain(
    'build/ und deploy/generated/ sind unverändert: Es gilt weiter der letzte gelungene Build.',
  );
  // Nothing left aside, no lock left behind.
  expect(readdirSync(join(site, '.cache', 'build'))).toEqual([]);
});

import {expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** The caches of this checkout (keyed by content), so a copy encodes and compresses only what is new. */
const CACHES = ['.cache/responsive-images', '.cache/precompress'];

/**
 * A copy of this checkout for a spec that changes the site or builds it itself (tests/fixtures/site.mjs
 * with an empty fixture laid over it: the content stays as it is), with these folders of the
 * checkout copied in where they exist. Its path.
 */
export function copyOfSite(name: string, folders: readonly string[] = CACHES): string {
  const empty = mkdtempSync(join(tmpdir(), `${name}-fixture-`));
  const target = join(mkdtempSync(join(tmpdir(), `${name}-site-`)), 'site');
  const copy = spawnSync('node', ['tests/fixtures/site.mjs', target, empty], {encoding: 'utf8'});
  rmSync(empty, {recursive: true});
  expect(copy.status, copy.stderr).toBe(0);
  const site = copy.stdout.trim();
  for (const folder of folders)
    if (existsSync(folder)) cpSync(folder, join(site, folder), {recursive: true});
  return site;
}

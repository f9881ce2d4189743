/**
 * @jest-environment node
 */
import {afterEach, beforeEach, expect, test} from '@jest/globals';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import islandsPlugin, {inlineIsland} from '@site/plugins/islands';
import {ISLANDS} from '@site/src/islands';

// A copy of src/islands in a throwaway site: the plugin writes into <site>/.cache.
let siteDir: string;
beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'islands-'));
  cpSync(join(process.cwd(), 'src', 'islands'), join(siteDir, 'src', 'islands'), {recursive: true});
});
afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

/** The plugin's global data, as contentLoaded hands it to Docusaurus. */
async function load(): Promise<{urls: Record<string, string>}> {
  let data: unknown;
  const plugin = islandsPlugin({siteDir} as LoadContext);
  await plugin.contentLoaded!({
    content: undefined,
    actions: {setGlobalData: (value: unknown) => (data = value)},
  } as never);
  return data as {urls: Record<string, string>};
}

test('every module island of the list is compiled to /assets/islands; an inline one is not', async () => {
  const {urls} = await load();
  const modules = Object.keys(ISLANDS).filter(
    (name) => ISLANDS[name as keyof typeof ISLANDS] === 'module',
  );
  expect(Object.keys(urls).sort()).toEqual(modules.sort());
  for (const [name, url] of Object.entries(urls)) {
    expect(url).toMatch(new RegExp(`^/assets/islands/${name}\\.[0-9a-f]{8}\\.js$`));
    const file = join(siteDir, '.cache', 'islands', 'public', url);
    expect(readFileSync(file, 'utf8')).toContain(`site-${name}`);
  }
  expect(urls).not.toHaveProperty('closure');
  expect(inlineIsland(siteDir, 'closure')).toMatch(/^\{.*site-closure.*\}$/s);
});

test('a file in src/islands that the list does not name stops the build, naming both', async () => {
  writeFileSync(
    join(siteDir, 'src', 'islands', 'tooltip.ts'),
    "customElements.define('site-tooltip', class extends HTMLElement {});",
  );
  await expect(load()).rejects.toThrow(
    'src/islands/tooltip.ts is not in the list of islands, src/islands/index.ts',
  );
});

test('an island must define the element its name gives, as JSX knows it', async () => {
  const file = join(siteDir, 'src', 'islands', 'email.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll("'site-email'", "'site-mail'"));
  await expect(load()).rejects.toThrow('src/islands/email.ts must define the element <site-email>');
});

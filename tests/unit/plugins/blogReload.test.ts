/**
 * @jest-environment node
 *
 * `npm start` keeps the last plugin reload to land, and each began from the site as it was: a
 * reload of another plugin can land with an older blog than the newest read (an article she has
 * just fixed shown as it was, or as a 404). The extended blog plugin numbers its reads in the
 * global data; after the last reload passed allContentLoaded, a blog older than the newest read is
 * read again: an article touched, which reloads the blog plugin alone.
 */
import {mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, expect, jest, test} from '@jest/globals';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';

/** Docusaurus' blog plugin, reading nothing: each load a new content. */
jest.mock('@docusaurus/plugin-content-blog', () => ({
  __esModule: true,
  default: async () => ({
    name: 'docusaurus-plugin-content-blog',
    loadContent: async () => ({blogPosts: []}),
    contentLoaded: async () => {},
  }),
  validateOptions: ({options}: {options: unknown}) => options,
}));

const site = mkdtempSync(join(tmpdir(), 'blog-reload-'));
const article = join(site, 'blog', '2025-01-01-artikel.md');
const generated = join(site, '.docusaurus');
const OPTIONS = {id: 'default', feedOptions: {}, routeBasePath: 'blog'} as unknown as PluginOptions;
let plugin: Plugin<BlogContent>;
let development: string | undefined;

/**
 * One reload as Docusaurus runs it: the blog's content (a load of its own, or the one the site
 * had), then every plugin's allContentLoaded; returns the global data it lands with.
 */
async function reload(content: BlogContent) {
  let data: Record<string, unknown> = {};
  const actions = {setGlobalData: (value: object) => (data = {...data, ...value})};
  await plugin.contentLoaded!({content, actions} as never);
  await plugin.allContentLoaded!({actions} as never);
  return data;
}
/** What Docusaurus writes once a reload lands. */
function lands(global: unknown) {
  writeFileSync(
    join(generated, 'globalData.json'),
    JSON.stringify({'docusaurus-plugin-content-blog': {default: global}}),
  );
}
const touched = () => statSync(article).mtimeMs > 1_000_000;

beforeEach(async () => {
  development = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  mkdirSync(join(site, 'blog'), {recursive: true});
  mkdirSync(generated, {recursive: true});
  writeFileSync(article, '---\ntitle: Ein Artikel\n---\nText\n');
  utimesSync(article, 1_000, 1_000); // seconds: mtimeMs 1,000,000
  const {default: blogPlugin} = await import('@site/plugins/blog');
  const context = {siteDir: site, generatedFilesDir: generated} as unknown as LoadContext;
  plugin = (await (blogPlugin as never as (c: LoadContext, o: PluginOptions) => unknown)(
    context,
    OPTIONS,
  )) as Plugin<BlogContent>;
  jest.useFakeTimers({doNotFake: ['nextTick', 'setImmediate']});
});

afterEach(() => {
  jest.useRealTimers();
  process.env.NODE_ENV = development;
  rmSync(site, {recursive: true, force: true});
});

test('an older blog that landed after the newest is read again a second later', async () => {
  const older = await plugin.loadContent!();
  const newest = await plugin.loadContent!();
  // The newest read's reload landed and was seen, then another plugin's with the older blog.
  lands(await reload(newest));
  jest.advanceTimersByTime(1_000);
  expect(touched()).toBe(false);
  lands(await reload(older));
  jest.advanceTimersByTime(999);
  expect(touched()).toBe(false);
  jest.advanceTimersByTime(1);
  expect(touched()).toBe(true);
});

test('the newest read not landed a second later: looked at again two seconds later, touched only if still not', async () => {
  const older = await plugin.loadContent!();
  const newest = await plugin.loadContent!();
  lands(await reload(older));
  const landing = await reload(newest);
  jest.advanceTimersByTime(1_000);
  expect(touched()).toBe(false);
  lands(landing); // its files written late, on a busy computer
  jest.advanceTimersByTime(2_000);
  expect(touched()).toBe(false);
  // The same, but it never lands (a reload of another plugin with the older blog landed instead).
  const newer = await plugin.loadContent!();
  await reload(newer);
  jest.advanceTimersByTime(1_000);
  expect(touched()).toBe(false);
  jest.advanceTimersByTime(2_000);
  expect(touched()).toBe(true);
});

test('the newest landed last: nothing is read again', async () => {
  const older = await plugin.loadContent!();
  const newest = await plugin.loadContent!();
  lands(await reload(older));
  lands(await reload(newest));
  jest.advanceTimersByTime(5_000);
  expect(touched()).toBe(false);
});

test('global data being written is read again a second later, not taken as old', async () => {
  await plugin.loadContent!();
  const newest = await plugin.loadContent!();
  writeFileSync(join(generated, 'globalData.json'), '{"docusaurus-plugin');
  const landing = await reload(newest);
  jest.advanceTimersByTime(1_000);
  expect(touched()).toBe(false);
  lands(landing);
  jest.advanceTimersByTime(1_000);
  expect(touched()).toBe(false);
});

test('a production build numbers nothing and touches nothing', async () => {
  process.env.NODE_ENV = 'production';
  const {default: blogPlugin} = await import('@site/plugins/blog');
  const context = {siteDir: site, generatedFilesDir: generated} as unknown as LoadContext;
  const built = (await (blogPlugin as never as (c: LoadContext, o: PluginOptions) => unknown)(
    context,
    OPTIONS,
  )) as Plugin<BlogContent>;
  const content = await built.loadContent!();
  let data: unknown;
  await built.contentLoaded!({
    content,
    actions: {setGlobalData: (v: unknown) => (data = v)},
  } as never);
  expect(data).toEqual({posts: []});
  await built.allContentLoaded?.({} as never);
  jest.advanceTimersByTime(5_000);
  expect(touched()).toBe(false);
});

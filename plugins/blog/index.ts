/**
 * The classic blog plugin, extended: the Atom feed with the blog's language; the latest posts as
 * global data for the home page; her mistake in authors.yml or tags.yml reported in German (`npm
 * start` keeps the blog as it was meanwhile).
 *
 * `npm start` reloads plugins side by side, each from the site as it was when it began, and the last
 * to finish wins (Docusaurus' TODO on plugin reload races): an older reload can land after a newer
 * one, with an older blog than the newest read or with the preview's report from before her last
 * save (an article she has just fixed shown as it was, a mistake not reported). Every read and
 * every reload's allContentLoaded is numbered in the global data; once the reloads have landed, an
 * older one that landed last is followed by a new reload (an article touched).
 */
import {readFileSync, utimesSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {blogPostFiles, readContent} from '../content/load';
import {ContentError} from '../content/problems';
import {setAtomLanguage} from './feed';
import {latestBlogPreviews} from './previews';

// Options as validated by the blog plugin's own validateOptions.
async function extendedBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const {postBuild, ...plugin} = await blogPlugin(context, options);
  const {type, language} = options.feedOptions;
  const development = process.env.NODE_ENV === 'development';
  /** The newest blog read (development: the one the site must show) and each read's number. */
  let loaded: BlogContent | undefined;
  let reads = 0;
  const readOf = new WeakMap<BlogContent, number>();
  const number = (content?: BlogContent) => (content && readOf.get(content)) ?? 0;
  /** allContentLoaded's runs: one per reload of any plugin, in the order they passed it. */
  let passes = 0;
  /** What landed last, from the global data Docusaurus generated (undefined: being written). */
  const landed = () => {
    const file = join(context.generatedFilesDir, 'globalData.json');
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Record<
        string,
        Record<string, {read?: number; pass?: number}>
      >;
      return data[plugin.name]?.[options.id] ?? {};
    } catch {
      return undefined;
    }
  };
  let check: NodeJS.Timeout | undefined;
  /** A second after the last reload passed allContentLoaded (each lands right after it). */
  const checkLater = () => {
    clearTimeout(check);
    check = setTimeout(() => {
      const last = landed();
      const [article] = blogPostFiles(context.siteDir) ?? [];
      if (!last) checkLater();
      else if (article && ((last.read ?? 0) < number(loaded) || (last.pass ?? 0) < passes)) {
        const now = new Date();
        utimesSync(join(context.siteDir, article), now, now);
      }
    }, 1_000).unref();
  };
  return {
    ...plugin,
    async loadContent() {
      const read = (reads += 1);
      try {
        const content = await plugin.loadContent!();
        readOf.set(content, read);
        if (read > number(loaded)) loaded = content;
        return content;
      } catch (error) {
        const {problems} = readContent({siteDir: context.siteDir});
        if (problems.length === 0) throw error;
        if (loaded && development) return loaded;
        throw new ContentError(problems);
      }
    },
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      const posts = latestBlogPreviews(args.content.blogPosts);
      args.actions.setGlobalData(development ? {posts, read: number(args.content)} : {posts});
    },
    // Development: every reload of any plugin passes here, once all its content is read.
    allContentLoaded({actions}) {
      if (!development) return;
      passes += 1;
      actions.setGlobalData({pass: passes});
      checkLater();
    },
    async postBuild(props) {
      await postBuild?.(props);
      if (props.content.blogPosts.length > 0 && type?.includes('atom') && language) {
        const atomPath = join(props.outDir, options.routeBasePath, 'atom.xml');
        await writeFile(atomPath, setAtomLanguage(await readFile(atomPath, 'utf8'), language));
      }
    },
  };
}

// The cast: the config's plugin list takes PluginModule<unknown>, which a typed plugin does not satisfy.
export default Object.assign(extendedBlogPlugin, {validateOptions}) as unknown as PluginModule;

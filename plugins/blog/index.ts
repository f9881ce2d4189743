/**
 * The classic blog plugin, extended: the Atom feed with the blog's language; the latest posts as
 * global data for the home page; her mistake in authors.yml or tags.yml reported in German (`npm
 * start` keeps the blog as it was meanwhile).
 *
 * `npm start` reloads plugins side by side and the last to finish wins (Docusaurus' TODO on plugin
 * reload races), so an older blog can land after the newest (a fixed article shown as it was, or
 * as a 404). Each read is numbered in the global data; a blog older than the newest read is read
 * again once the reloads have landed (an article touched: the blog plugin's reload alone).
 */
import {existsSync, readFileSync, utimesSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {blogPostFiles, readContent} from '../content/load';
import {ContentError} from '../content/problems';
import {setAtomLanguage} from './feed';
import {latestBlogPreviews} from './previews';

const REMOVED_ARTICLE = join(__dirname, 'removedArticle.js');

async function extendedBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const {postBuild, ...plugin} = await blogPlugin(context, options);
  const {type, language} = options.feedOptions;
  const development = process.env.NODE_ENV === 'development';
  /** The newest blog read (the one the preview must show) and each read's number. */
  let loaded: BlogContent | undefined;
  let reads = 0;
  const readOf = new WeakMap<BlogContent, number>();
  const number = (content?: BlogContent) => (content && readOf.get(content)) ?? 0;
  /** The read that landed last, from the global data Docusaurus generated (undefined: being written). */
  const landedRead = () => {
    const file = join(context.generatedFilesDir, 'globalData.json');
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Record<
        string,
        Record<string, {read?: number}>
      >;
      return data[plugin.name]?.[options.id]?.read ?? 0;
    } catch {
      return undefined;
    }
  };
  /** The newest read seen landed: an older one landing after it is a reload that lost the race. */
  let seen = 0;
  let check: NodeJS.Timeout | undefined;
  /**
   * A second after the last reload passed allContentLoaded (each lands right after it), an older
   * blog is read again: at once if the newest had landed before, else if it has not two seconds later.
   */
  const checkLater = (delay = 1_000, again = false) => {
    clearTimeout(check);
    check = setTimeout(() => {
      const landed = landedRead();
      if (landed === undefined) return checkLater(delay, again);
      seen = Math.max(seen, landed);
      const newest = number(loaded);
      const [article] = blogPostFiles(context.siteDir) ?? [];
      if (landed >= newest || !article) return;
      if (seen < newest && !again) return checkLater(2_000, true);
      const now = new Date();
      utimesSync(join(context.siteDir, article), now, now);
    }, delay).unref();
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
    // Development: an article she deletes is gone for the bundler's watcher at once, while the
    // routes that import it are written anew only once the blog plugin has reloaded; meanwhile
    // the bundler finds a stand-in, not „Cannot find module“ (English, in the terminal).
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (!development) return own;
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const deleted = new NormalModuleReplacementPlugin(
        /^@site\/.+\.mdx?(\?.*)?$/,
        (resource: {request: string}) => {
          const file = join(
            context.siteDir,
            resource.request.slice('@site/'.length).split('?')[0]!,
          );
          if (!existsSync(file)) resource.request = REMOVED_ARTICLE;
        },
      );
      return {...own, plugins: [...(own.plugins ?? []), deleted]};
    },
    // Development: every reload of any plugin passes here, with the blog it will land with.
    allContentLoaded() {
      if (development) checkLater();
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

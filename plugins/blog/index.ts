/**
 * The classic blog plugin, extended: feeds written in the post-build pipeline's order, the Atom feed
 * with the blog's language; the latest posts as global data for the home page; her mistake in
 * authors.yml or tags.yml reported in German (`npm start` keeps the blog as it was meanwhile).
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {readContent} from '../content/load';
import {ContentError} from '../content/problems';
import {setAtomLanguage} from './feed';
import {latestBlogPreviews} from './previews';

// Options as validated by the blog plugin's own validateOptions.
async function extendedBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent> & {postBuildStep: Plugin<BlogContent>['postBuild']}> {
  const {postBuild, ...plugin} = await blogPlugin(context, options);
  const {type, language} = options.feedOptions;
  let loaded: BlogContent | undefined;
  return {
    ...plugin,
    async loadContent() {
      try {
        return (loaded = await plugin.loadContent!());
      } catch (error) {
        const {problems} = readContent({siteDir: context.siteDir});
        if (problems.length === 0) throw error;
        if (loaded && process.env.NODE_ENV === 'development') return loaded;
        throw new ContentError(problems);
      }
    },
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      args.actions.setGlobalData({posts: latestBlogPreviews(args.content.blogPosts)});
    },
    async postBuildStep(props) {
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

/**
 * The classic blog plugin, extended (Docusaurus' documented way): its postBuild (the feeds) runs in
 * the post-build pipeline's order (`postBuildStep`, plugins/postbuild), and then the Atom feed gets
 * the blog's language like the RSS feed.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {setAtomLanguage} from './atomLanguage';

// Options as validated by the blog plugin's own validateOptions.
async function blogWithFeedLanguage(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent> & {postBuildStep: Plugin<BlogContent>['postBuild']}> {
  const {postBuild, ...plugin} = await blogPlugin(context, options);
  const {type, language} = options.feedOptions;
  return {
    ...plugin,
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
export default Object.assign(blogWithFeedLanguage, {validateOptions}) as unknown as PluginModule;

/**
 * The classic blog plugin, extended (Docusaurus' documented way to extend a plugin): after it
 * has written the feeds, the Atom feed gets the blog's language like the RSS feed. A separate
 * plugin could not do this: plugins' postBuild hooks run in parallel.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {setAtomLanguage} from './atomLanguage';

async function blogWithFeedLanguage(
  context: LoadContext,
  rawOptions: unknown,
): Promise<Plugin<BlogContent>> {
  // Docusaurus has validated and normalized the options with the blog plugin's validateOptions.
  const options = rawOptions as PluginOptions;
  const plugin = await blogPlugin(context, options);
  const {type, language} = options.feedOptions;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      if (props.content.blogPosts.length > 0 && type?.includes('atom') && language) {
        const atomPath = join(props.outDir, options.routeBasePath, 'atom.xml');
        await writeFile(atomPath, setAtomLanguage(await readFile(atomPath, 'utf8'), language));
      }
    },
  };
}

// With the blog plugin's own option schema and defaults. The cast: the config's plugin list takes
// PluginModule<unknown>, which a plugin typed with its content and options does not satisfy.
const blogPluginModule = Object.assign(blogWithFeedLanguage, {
  validateOptions,
}) as unknown as PluginModule;

export default blogPluginModule;

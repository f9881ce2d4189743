/**
 * Local plugin: writes the deployed site's HTTP headers (headers.ts) after every build, with the
 * Content-Security-Policy hashes of the final HTML, once it has checked that every inline script
 * in that HTML is one the site injects itself.
 */
import {join, relative} from 'node:path';
import {getHtmlMinifier} from '@docusaurus/bundler';
import type {
  DocusaurusConfig,
  HtmlTagObject,
  HtmlTags,
  LoadContext,
  LoadedPlugin,
  Plugin,
} from '@docusaurus/types';
import {
  checkInlineScripts,
  collectInlineSources,
  noInlineSources,
  writeHeaderFiles,
} from './headers';
import {laterFiles} from '../precompress';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A tag as HTML: enough for the script and other tags plugins inject (no void-element rules needed). */
function tagHtml(tag: string | HtmlTagObject): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {})
    .flatMap(([name, value]) =>
      value === true
        ? [name]
        : typeof value === 'string'
          ? [`${name}="${escapeAttribute(value)}"`]
          : [],
    )
    .join(' ');
  return `<${tag.tagName}${attributes ? ` ${attributes}` : ''}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

const tagsHtml = (tags: HtmlTags | undefined): string =>
  tags === undefined ? '' : [tags].flat().map(tagHtml).join('');

/**
 * The inline scripts the site puts into its pages itself: what every plugin's injectHtmlTags
 * returns (the theme's colour-mode script, ours) and the config's headTags, minified by the same
 * HTML minifier Docusaurus used for the pages, so they compare byte for byte with the built HTML.
 */
async function knownInlineScripts(
  plugins: readonly LoadedPlugin[],
  siteConfig: DocusaurusConfig,
): Promise<Set<string>> {
  let html = tagsHtml(siteConfig.headTags);
  for (const plugin of plugins) {
    const tags = await plugin.injectHtmlTags?.({content: plugin.content});
    if (tags) html += [tags.headTags, tags.preBodyTags, tags.postBodyTags].map(tagsHtml).join('');
  }
  const minifier = await getHtmlMinifier({
    type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
  });
  const found = noInlineSources();
  collectInlineSources((await minifier.minify(html)).code, 'injectHtmlTags', found);
  return found.scripts;
}

export default function securityHeadersPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir, plugins, siteConfig}) {
      checkInlineScripts(outDir, await knownInlineScripts(plugins, siteConfig));
      const written = writeHeaderFiles(
        outDir,
        join(siteDir, 'deploy', 'generated'),
        // The top-level files other plugins write in their postBuild, which runs beside ours.
        laterFiles(plugins).filter((file) => !file.includes('/')),
      );
      console.log(
        `[security-headers] ${written.map((file) => relative(siteDir, file)).join(', ')}`,
      );
    },
  };
}

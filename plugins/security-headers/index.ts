/** After every build: checks the pages' inline scripts are the site's own, writes the headers. */
import {join, relative} from 'node:path';
import {getHtmlMinifier} from '@docusaurus/bundler';
import {loadHtmlTags} from '@docusaurus/core/lib/server/htmlTags';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkInlineScripts, collectInlineSources, writeHeaderFiles} from './headers';
import {laterFiles} from '../precompress';

export default function securityHeadersPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir, plugins, siteConfig}) {
      // Every plugin's injectHtmlTags and the config's headTags, rendered and minified as
      // Docusaurus does for the pages, so the scripts compare byte for byte with the built HTML.
      const tags = loadHtmlTags({plugins, router: siteConfig.future.experimental_router});
      const minifier = await getHtmlMinifier({
        type: siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
      });
      const {code} = await minifier.minify(Object.values(tags).join('\n'));
      checkInlineScripts(outDir, collectInlineSources(code, 'injectHtmlTags').scripts);
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

/**
 * Local plugin: writes the deployed site's HTTP headers (headers.ts) after every build, with the
 * Content-Security-Policy hashes of the final HTML.
 */
import {join, relative} from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {writeHeaderFiles} from './headers';
import {ROBOTS_FILE} from '../robots';

/**
 * The top-level files other plugins write in their own postBuild, which Docusaurus runs at the
 * same time as ours: the sitemap (its file name from its options) and robots.txt.
 */
function laterFiles(plugins: readonly LoadedPlugin[]): string[] {
  return plugins.flatMap((plugin) => {
    if (plugin.name === 'docusaurus-plugin-sitemap')
      return [(plugin.options as {filename?: string}).filename ?? 'sitemap.xml'];
    if (plugin.name === 'robots') return [ROBOTS_FILE];
    return [];
  });
}

export default function securityHeadersPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'security-headers',
    postBuild({outDir, plugins}) {
      const written = writeHeaderFiles(
        outDir,
        join(siteDir, 'deploy', 'generated'),
        laterFiles(plugins),
      );
      console.log(
        `[security-headers] ${written.map((file) => relative(siteDir, file)).join(', ')}`,
      );
    },
  };
}

/**
 * Local plugin: build/robots.txt. Every crawler may read every page (the editor keeps out of
 * search results by its own noindex header, which a Disallow would hide), and the sitemap is named
 * by its full address, from the site URL (src/data/studio.yml) and the sitemap plugin's file name.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const ROBOTS_FILE = 'robots.txt';

export const robotsTxt = (siteUrl: string, baseUrl: string, sitemapFile: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL(`${baseUrl}${sitemapFile}`, siteUrl).href}\n`;

export default function robotsPlugin({siteConfig: {url, baseUrl}}: LoadContext): Plugin {
  return {
    name: 'robots',
    async postBuild({outDir, plugins}) {
      const sitemap = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-sitemap');
      const sitemapFile = sitemap!.options.filename as string;
      await writeFile(join(outDir, ROBOTS_FILE), robotsTxt(url, baseUrl, sitemapFile));
    },
  };
}

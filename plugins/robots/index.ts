/**
 * Local plugin: build/robots.txt, written after every build. Every crawler may read every page
 * (the editor is kept out of search results by its own noindex header and meta tag, which a
 * Disallow would hide from crawlers), and the file names the sitemap by its full address, from
 * the site URL (src/data/studio.yml, through `url` in docusaurus.config.ts) and the sitemap
 * plugin's file name.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';

export const ROBOTS_FILE = 'robots.txt';

/** The file: everything allowed, and the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string, baseUrl: string, sitemapFile: string): string {
  const sitemap = new URL(`${baseUrl}${sitemapFile}`, siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/** The sitemap's file name from the sitemap plugin's options. */
function sitemapFile(plugins: readonly LoadedPlugin[]): string {
  const sitemap = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-sitemap');
  if (!sitemap)
    throw new Error('robots: the sitemap plugin is not loaded, robots.txt would name no sitemap');
  return (sitemap.options as {filename?: string}).filename ?? 'sitemap.xml';
}

export default function robotsPlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'robots',
    async postBuild({outDir, plugins}) {
      await writeFile(
        join(outDir, ROBOTS_FILE),
        robotsTxt(siteConfig.url, siteConfig.baseUrl, sitemapFile(plugins)),
      );
    },
  };
}

/**
 * Post-build steps: build/sitemap.xml (Docusaurus' sitemap plugin, in the pipeline's order) and
 * build/robots.txt, which names it. Every crawler may read every page: the editor keeps out of
 * search results by its own noindex header, which a Disallow would hide.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import sitemapPlugin from '@docusaurus/plugin-sitemap';
import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import type {Plugin} from '@docusaurus/types';

/** Every page, nothing else (dates, change frequency and priority tell a crawler nothing here). */
const SITEMAP: PluginOptions = {
  filename: 'sitemap.xml',
  lastmod: null,
  changefreq: null,
  priority: null,
  ignorePatterns: [],
};

export const robotsTxt = (siteUrl: string, baseUrl: string, sitemapFile: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL(`${baseUrl}${sitemapFile}`, siteUrl).href}\n`;

export async function sitemapAndRobots(props: Parameters<NonNullable<Plugin['postBuild']>>[0]) {
  await sitemapPlugin(props, SITEMAP)?.postBuild?.({...props, content: undefined});
  const {url, baseUrl} = props.siteConfig;
  await writeFile(join(props.outDir, 'robots.txt'), robotsTxt(url, baseUrl, SITEMAP.filename));
}

/**
 * Local plugin: the owner's content (src/data/*.yml and the blog's front matter, topics and
 * authors) is read, checked against the one schema (src/data/schema.ts) and derived once, in
 * loadContent, and again only when one of those files changes in `npm start`. Pages read what
 * they show through `useContent()` (src/data/content.ts), from this plugin's global data.
 *
 * A mistake stops `npm run build` with the German report alone (no stack trace). In `npm start`
 * the server keeps running: the terminal prints the same report and the browser shows it instead
 * of the page (src/theme/Root.tsx), until the file is fixed.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CONTENT_NAMES, dataDir, loadSite, type SiteData} from './load';

export const CONTENT_PLUGIN = 'content';

/** What pages receive: the derived content, or in `npm start` the report of what to fix. */
export type ContentGlobalData = {readonly report?: string} & Partial<SiteData>;

export default function contentPlugin(context: LoadContext): Plugin<ContentGlobalData> {
  const development = process.env.NODE_ENV === 'development';
  return {
    name: CONTENT_PLUGIN,
    loadContent() {
      const {data, report} = loadSite(context.siteDir);
      if (!report) return data!;
      if (!development) {
        const error = new Error(report);
        error.stack = report;
        throw error;
      }
      console.error(`\n${report}`);
      return {report};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [
        ...CONTENT_NAMES.map((name) => join(dataDir(context.siteDir), `${name}.yml`)),
        join(context.siteDir, 'blog', '**', '*.{md,mdx,yml}'),
      ];
    },
  };
}

/**
 * Local plugin: the owner's content (src/data/*.yml, the blog's YAML) is read, checked and derived
 * in loadContent, in a build the one read docusaurus.config.ts made (./load.ts, sharedContent);
 * pages read it via `useContent()`. A mistake stops the build with the German
 * report; `npm start` shows it instead of the page (src/theme/Root.tsx). Adds `launch-check`,
 * which also names her originals that still carry their place or a serial number, and
 * `media-placeholders`, which makes a placeholder for every picture and video the content names.
 * While a closure (studio.yml) lies ahead, every page's head gets the inline island that shows its
 * notice by the visitor's date (src/islands/closure.ts).
 */
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deriveAll, type SiteData} from '../../src/data/derive';
import {inlineIsland} from '../islands';
import {privateMediaFindings} from '../responsive-images/privacy';
import {launchFindings, launchReport} from './launch';
import {makePlaceholders} from './placeholders';
import {sharedContent} from './load';
import {ContentError, problemsReport} from './problems';

export default function contentPlugin(context: LoadContext): Plugin<SiteData | {report: string}> {
  const {siteDir} = context;
  let loaded = false;
  return {
    name: 'content',
    loadContent() {
      // A build: the one read docusaurus.config.ts made. `npm start`: every file again on a change.
      const {content, problems} = sharedContent(siteDir, {reload: loaded});
      loaded = true;
      if (problems.length === 0) return deriveAll(content);
      if (process.env.NODE_ENV !== 'development') throw new ContentError(problems);
      const report = problemsReport(problems);
      console.error(`\n${report}`);
      return {report};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    injectHtmlTags({content}) {
      if (!('studio' in content) || content.studio.studio.closures.length === 0) return {};
      const script = inlineIsland(siteDir, 'closure');
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
    getPathsToWatch: () =>
      ['src/data/*.yml', 'blog/**/*.{md,mdx,yml}'].map((p) => join(siteDir, p)),
    extendCli(cli) {
      cli
        .command('launch-check [siteDir]')
        .description('Lists what is still sample or placeholder; exits 1 while anything is left.')
        .action(async (dir?: string) => {
          const site = resolve(dir ?? siteDir);
          const findings = launchFindings(site);
          // The folders plugins/responsive-images publishes from (static/, the articles' photos).
          const folders = {staticDir: join(site, 'static'), blogDir: join(site, 'blog')};
          process.stdout.write(launchReport(findings, await privateMediaFindings(folders)));
          process.exitCode = findings.length > 0 ? 1 : 0;
        });
      // The files launch-check recognises as placeholders (scripts/placeholders.json).
      cli
        .command('media-placeholders [filter]')
        .description('Placeholder pictures and videos for every file the site uses (static/).')
        .action((filter?: string) => makePlaceholders(context, filter));
    },
  };
}

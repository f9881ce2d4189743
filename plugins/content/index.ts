/**
 * Local plugin: the owner's content (src/data/*.yml, the blog's YAML) is read, checked and derived
 * in loadContent; pages read it via `useContent()`. A mistake stops the build with the German
 * report; `npm start` shows it instead of the page (src/theme/Root.tsx). Adds `launch-check`.
 * While a closure (studio.yml) lies ahead, every page's head gets the inline island that shows its
 * notice by the visitor's date (src/islands/closure.ts).
 */
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deriveAll, type SiteData} from '../../src/data/derive';
import {inlineIsland} from '../islands';
import {launchFindings, launchReport} from './launch';
import {problemsReport, readContent} from './load';

export default function contentPlugin({siteDir}: LoadContext): Plugin<SiteData | {report: string}> {
  return {
    name: 'content',
    loadContent() {
      const {content, problems} = readContent({siteDir});
      if (problems.length === 0) return deriveAll(content);
      const report = problemsReport(problems);
      if (process.env.NODE_ENV !== 'development')
        throw Object.assign(new Error(report), {stack: report});
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
        .action((dir?: string) => {
          const findings = launchFindings(resolve(dir ?? siteDir));
          process.stdout.write(launchReport(findings));
          process.exitCode = findings.length > 0 ? 1 : 0;
        });
    },
  };
}

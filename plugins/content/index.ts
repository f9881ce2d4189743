/**
 * Local plugin: the owner's content (src/data/*.yml, the blog's YAML) read, checked and derived
 * for the pages (`useContent()`). A mistake stops the build with the German report; `npm start`
 * shows it instead of the page (./preview.ts). While a closure lies ahead (in `npm start` always:
 * its head is made once), every page's head gets the island that shows its notice by the
 * visitor's date. Commands: `launch-check` (./launch.ts) and `media-placeholders`.
 */
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deriveAll, type SiteData} from '../../src/data/derive';
import {inlineIsland} from '../islands';
import {privateMediaFindings} from '../responsive-images/privacy';
import {askAboutClaims, CONFIRMATIONS} from './confirm';
import {launchFindings, launchReport} from './launch';
import {sharedContent} from './load';
import {makePlaceholders} from './placeholders';
import {contentPreview} from './preview';
import {ContentError} from './problems';

/** `launch-check`: the report; in a terminal she first answers the open claims (elsewhere they are listed). */
export async function launchCheck(
  site: string,
  terminal = process.stdin.isTTY && process.stdout.isTTY,
) {
  let findings = launchFindings(site);
  const readable = !findings.some(({file}) => file === CONFIRMATIONS);
  const io = {input: process.stdin, output: process.stdout};
  if (terminal && readable && (await askAboutClaims(site, findings, io)) > 0)
    findings = launchFindings(site);
  // The folders plugins/responsive-images publishes from: static/ and the articles' photos.
  const folders = {staticDir: join(site, 'static'), blogDir: join(site, 'blog')};
  process.stdout.write(launchReport(findings, await privateMediaFindings(folders)));
  process.exitCode = findings.length > 0 ? 1 : 0;
}

export default function contentPlugin(context: LoadContext): Plugin<SiteData | undefined> {
  const {siteDir} = context;
  const preview = process.env.NODE_ENV === 'development' ? contentPreview(siteDir) : undefined;
  return {
    name: 'content',
    loadContent() {
      if (preview) return undefined; // checked after every reload instead (allContentLoaded)
      const {content, problems} = sharedContent(siteDir); // the build's one read
      if (problems.length > 0) throw new ContentError(problems);
      return deriveAll(content);
    },
    contentLoaded({content, actions}) {
      if (content) actions.setGlobalData(content);
    },
    async allContentLoaded({actions}) {
      if (preview) actions.setGlobalData(await preview.check());
    },
    // Only src/data: the blog's files and the pictures are the blog's and the image plugin's to
    // watch, and their reloads run allContentLoaded too (a second watcher would race them).
    getPathsToWatch: () => [join(siteDir, 'src/data/*.yml')],
    configureWebpack(_config, isServer) {
      if (!preview || isServer) return {};
      // Once the first page is compiled Docusaurus watches the files: touch those saved before.
      let caughtUp = false;
      const catchUp = {
        apply: (compiler: {hooks: {done: {tap: (name: string, run: () => void) => void}}}) =>
          compiler.hooks.done.tap('content-catch-up', () => {
            if (!caughtUp) preview.catchUp();
            caughtUp = true;
          }),
      };
      return {plugins: [catchUp]};
    },
    injectHtmlTags({content}) {
      if (!preview && !content?.studio.closures.length) return {};
      return {headTags: [{tagName: 'script', innerHTML: inlineIsland(siteDir, 'closure')}]};
    },
    extendCli(cli) {
      cli
        .command('launch-check [siteDir]')
        .description('Lists what is still sample or placeholder; exits 1 while anything is left.')
        .action((dir?: string) => launchCheck(resolve(dir ?? siteDir)));
      // The files launch-check recognises as placeholders (scripts/placeholders.json).
      cli
        .command('media-placeholders [filter]')
        .description('Placeholder pictures and videos for every file the site uses (static/).')
        .action((filter?: string) => makePlaceholders(context, filter));
    },
  };
}

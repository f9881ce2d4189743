/**
 * The owner's content read, checked and derived for the pages (`useContent()`): a mistake stops
 * the build with the German report, `npm start` shows it instead of the page (./preview.ts).
 */
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deriveAll, type SiteData} from '../../src/data/derive';
import {inlineIsland} from '../islands';
import {mediaProblem} from '../responsive-images';
import {privateMediaFindings} from '../responsive-images/privacy';
import {askAboutClaims, CONFIRMATIONS} from './confirm';
import {launchFindings, launchReport} from './launch';
import {sharedContent} from './load';
import {makePlaceholders} from './placeholders';
import {contentPreview} from './preview';
import {ContentError} from './problems';
import {rememberFailure} from './lastFailure.mjs';
import {EndOnOwnerError} from '../undocumented.mjs';

/** `launch-check`: the report; in a terminal she first answers the open claims. */
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
  const report = launchReport(findings, await privateMediaFindings(folders));
  process.stdout.write(report);
  process.exitCode = findings.length > 0 ? 1 : 0;
  if (findings.length > 0) rememberFailure(site, report); // for build-setup, which follows
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
      // With a mistake in her photos and videos, as plugins/responsive-images found it.
      if (preview) actions.setGlobalData(await preview.check(mediaProblem()));
    },
    // Only src/data: the blog's and the image plugin's reloads run allContentLoaded too.
    getPathsToWatch: () => [join(siteDir, 'src/data/*.yml')],
    configureWebpack(_config, isServer) {
      if (!preview) return {plugins: [new EndOnOwnerError()]};
      if (isServer) return {};
      // Once the first page is compiled Docusaurus watches the files: touch those saved before.
      const catchUp = {
        apply: (compiler: {hooks: {done: {tap: (name: string, run: () => void) => void}}}) =>
          compiler.hooks.done.tap('content-catch-up', preview.catchUp),
      };
      return {plugins: [catchUp]};
    },
    // While a closure lies ahead (in `npm start` always), the island that shows its notice.
    injectHtmlTags({content}) {
      if (!preview && !content?.studio.closures.length) return {};
      return {headTags: [{tagName: 'script', innerHTML: inlineIsland(siteDir, 'closure')}]};
    },
    extendCli(cli) {
      cli
        .command('launch-check [siteDir]')
        .description('Lists what is still sample or placeholder; exits 1 while anything is left.')
        .action((dir?: string) => launchCheck(resolve(dir ?? siteDir)));
      cli
        .command('media-placeholders [filter]')
        .description('Placeholder pictures and videos for every file the site uses (static/).')
        .action((filter?: string) => makePlaceholders(context, filter));
    },
  };
}

/**
 * Local plugin: the owner's content (src/data/*.yml, the blog's YAML) is read, checked and derived;
 * pages read it via `useContent()`. A build uses the one read docusaurus.config.ts made
 * (./load.ts, sharedContent). A mistake stops the build with the German report; `npm start`
 * shows it instead of the page (src/theme/Root.tsx), checked again after every reload and cleared
 * by itself once fixed (./preview.ts). Adds `launch-check`, which also names her originals that
 * still carry their place or a serial number, and `media-placeholders`, which makes a placeholder
 * for every picture and video the content names.
 * While a closure (studio.yml) lies ahead, every page's head gets the inline island that shows its
 * notice by the visitor's date (src/islands/closure.ts); in `npm start` always, since its page
 * head is made once at the start and must serve a closure added (or fixed) later.
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

export default function contentPlugin(context: LoadContext): Plugin<SiteData | undefined> {
  const {siteDir} = context;
  const preview = process.env.NODE_ENV === 'development' ? contentPreview(siteDir) : undefined;
  return {
    name: 'content',
    loadContent() {
      if (preview) return undefined; // checked after every reload instead (allContentLoaded)
      // The one read of the build, shared with docusaurus.config.ts and plugins/admin.
      const {content, problems} = sharedContent(siteDir);
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
      // Once the first page is compiled, Docusaurus watches the files: an edit made while the
      // preview was starting is touched, so it is reloaded.
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
      // Docusaurus reads these tags once when `npm start` starts, never after a reload: there the
      // island is always in the head (without a closure on the page it does nothing).
      if (!preview && !content?.studio.closures.length) return {};
      const script = inlineIsland(siteDir, 'closure');
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
    extendCli(cli) {
      cli
        .command('launch-check [siteDir]')
        .description('Lists what is still sample or placeholder; exits 1 while anything is left.')
        .action(async (dir?: string) => {
          const site = resolve(dir ?? siteDir);
          let findings = launchFindings(site);
          // In a terminal she answers the open claims here; elsewhere (Netlify) they are listed.
          const interactive = process.stdin.isTTY && process.stdout.isTTY;
          const readable = !findings.some(({file}) => file === CONFIRMATIONS);
          if (
            interactive &&
            readable &&
            (await askAboutClaims(site, findings, {input: process.stdin, output: process.stdout})) >
              0
          )
            findings = launchFindings(site);
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

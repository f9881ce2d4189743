/**
 * `npm start`: the German report of her content's mistakes, kept true while she edits.
 *
 * - After every reload, of any plugin. Docusaurus reloads only the plugins that watch the saved
 *   file, side by side and each from the site as it was before, so the reload that finishes last
 *   wins (its TODO on "plugin reloads race conditions", core/lib/commands/start/utils.js). A check
 *   in the content plugin's own loadContent lost that race whenever an article was saved: the
 *   blog plugin's slower reload, begun from the site that still held the error, finished last, and
 *   the fixed error stayed on the page. The check therefore runs in `allContentLoaded`, which
 *   Docusaurus runs after each reload for every plugin, and reads every file again: whichever
 *   reload wins carries a fresh report.
 * - Half-saved files: a check that finds a mistake reads everything again after a short pause and
 *   reports what two reads in a row agree on, so an editor writing a file in two steps, or the
 *   editor at /admin saving an article and its picture, prints nothing in between.
 * - The terminal prints each report once (not once per reload) and says once, in German, when
 *   the last mistake is fixed.
 * - Edits while `npm start` was starting: Docusaurus starts watching files only after the site
 *   has loaded, so a file saved in between was never reloaded. Once the first page is compiled,
 *   every content file changed since the plugin began is touched, and Docusaurus reloads it.
 */
import {existsSync, readdirSync, statSync, utimesSync} from 'node:fs';
import {join} from 'node:path';
import type {SiteData} from '../../src/data/derive';
import {deriveAll} from '../../src/data/derive';
import {readContent} from './load';
import {problemsReport} from './problems';

export const ALL_CLEAR =
  'Alles in Ordnung: Die Inhalte enthalten keine Fehler mehr. Die Vorschau im Browser zeigt wieder Ihre Seiten.';

/** What the preview's pages receive: the derived content, or the report shown instead (src/theme/Root.tsx). */
export type PreviewData = SiteData | {readonly report: string};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads and checks every file; while it finds mistakes, again after `settle` ms, until two reads agree. */
async function settledReport(siteDir: string, settle: number) {
  let {content, problems} = readContent({siteDir});
  for (let reads = 1; problems.length > 0 && reads < 10; reads += 1) {
    await pause(settle);
    const again = readContent({siteDir});
    const same = problemsReport(again.problems) === problemsReport(problems);
    ({content, problems} = again);
    if (same) break;
  }
  return problems.length > 0 ? {report: problemsReport(problems)} : {content};
}

/** The files a change of which the preview must show: the owner's content and media. */
function contentFiles(siteDir: string): string[] {
  const under = (dir: string, pattern: RegExp) =>
    existsSync(join(siteDir, dir))
      ? readdirSync(join(siteDir, dir), {recursive: true, encoding: 'utf8'})
          .filter((file) => pattern.test(file))
          .map((file) => join(siteDir, dir, file))
      : [];
  return [
    ...under('src/data', /^[^/\\]+\.yml$/),
    ...under('blog', /\.(mdx?|ya?ml)$/),
    ...under('static/images', /\.\w+$/),
    ...under('static/videos', /\.\w+$/),
  ];
}

export function contentPreview(
  siteDir: string,
  {settle = 300, log = console}: {settle?: number; log?: Pick<Console, 'error' | 'log'>} = {},
) {
  const started = Date.now();
  let printed: string | undefined; // the last report printed; '' once all was well again
  let latest = 0; // the newest check whose result was printed
  let checks = 0;
  return {
    /** Checks everything; prints a new report, or the all-clear after one. */
    async check(): Promise<PreviewData> {
      const check = (checks += 1);
      const result = await settledReport(siteDir, settle);
      const report = result.report ?? '';
      // A check that began before the last one printed says nothing: its files may be older.
      if (check > latest) {
        if (report && report !== printed) log.error(`\n${report}`);
        else if (!report && printed) log.log(`\n${ALL_CLEAR}\n`);
        [printed, latest] = [report, check];
      }
      return result.content ? deriveAll(result.content) : {report};
    },
    /** Touches every content file changed since the preview began (after Docusaurus watches them). */
    catchUp(): string[] {
      const now = new Date();
      const changed = contentFiles(siteDir).filter((file) => statSync(file).mtimeMs >= started);
      for (const file of changed) utimesSync(file, now, now);
      return changed;
    },
  };
}

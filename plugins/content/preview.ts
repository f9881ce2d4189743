/**
 * `npm start`: the German report of her content's mistakes, kept true while she edits. Checked
 * after every plugin's reload (`allContentLoaded`): Docusaurus reloads plugins side by side and the
 * last to finish wins, so the content plugin's own reload lost to the blog's.
 */
import {statSync, utimesSync} from 'node:fs';
import {join} from 'node:path';
import {deriveAll, type SiteData} from '../../src/data/derive';
import {walk} from '../responsive-images/files';
import {articleMessages} from '../blog/articleCheck';
import {readContent} from './load';
import {problemsReport} from './problems';

export const ALL_CLEAR =
  'Alles in Ordnung: Die Inhalte enthalten keine Fehler mehr. Die Vorschau im Browser zeigt wieder Ihre Seiten.';

/** What the preview's pages receive: the content, or the report shown instead (Root.tsx). */
export type PreviewData = SiteData | {readonly report: string};

/** Her content and the report of its mistakes ('' without): articles' texts and `media` included. */
async function reportOf(siteDir: string, media?: string) {
  const {content, problems, blog} = readContent({siteDir});
  const posts = blog.posts.map(({file}) => file);
  const articles = await articleMessages(siteDir, posts);
  const reports = [problems.length > 0 ? problemsReport(problems) : '', ...articles, media ?? ''];
  return {content, report: reports.filter(Boolean).join('\n')};
}

/** While a read finds mistakes, reads again after `settle` ms until two agree (half-saved). */
async function settledReport(siteDir: string, settle: number, media?: string) {
  let {content, report} = await reportOf(siteDir, media);
  for (let reads = 1; report && reads < 10; reads += 1) {
    await new Promise((resolve) => setTimeout(resolve, settle));
    const again = await reportOf(siteDir, media);
    const same = again.report === report;
    ({content, report} = again);
    if (same) break;
  }
  return report ? {report} : {content};
}

/** The folders whose change the preview must show: the owner's content and media. */
const FOLDERS = ['src/data', 'blog', 'static/images', 'static/videos'];

export function contentPreview(siteDir: string) {
  const started = Date.now();
  let printed: string | undefined; // the last report printed; '' once all was well again
  let latest = 0; // the newest check whose result was printed
  let newest: PreviewData | undefined; // and its result
  let checks = 0;
  let caughtUp = false;
  return {
    /** Checks everything, with `media`'s mistake; prints a new report, or the all-clear after one. */
    async check(media?: string): Promise<PreviewData> {
      const check = (checks += 1);
      const result = await settledReport(siteDir, 300, media);
      const report = result.report ?? '';
      // A check that began before the last one printed says nothing, and its reload, which may
      // land last, takes that one's result: its files may be older.
      if (check < latest) return newest!;
      if (report && report !== printed) console.error(`\n${report}`);
      else if (!report && printed) console.log(`\n${ALL_CLEAR}\n`);
      [printed, latest] = [report, check];
      newest = result.content ? deriveAll(result.content) : {report};
      return newest;
    },
    /** Touches files saved while `npm start` started, once Docusaurus watches them. */
    catchUp(): void {
      if (caughtUp) return;
      caughtUp = true;
      const now = new Date();
      const changed = FOLDERS.flatMap((dir) => walk(join(siteDir, dir))).filter(
        (file) => statSync(file).mtimeMs >= started,
      );
      for (const file of changed) utimesSync(file, now, now);
    },
  };
}

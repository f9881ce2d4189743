/**
 * `npm start`: the checks of an article's text (./builtHtml, ./articleImages) for the preview's
 * content check (../content/preview.ts), so her mistake joins the German report and clears with
 * it. The report is global data, made before the bundler compiles an article; the bundler's run of
 * the same plugins leaves her mistakes out in development (./builtHtml, `stopOn`): thrown there,
 * they became its English overlay until she reloaded. Compiled by Docusaurus' own MDX compile
 * (../undocumented.mjs).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {compileMarkdown} from '../undocumented.mjs';
import articleImages from './articleImages';
import rejectUnsafeBuiltHtml, {rejectUnsafeHtml} from './builtHtml';

/** The blog's options of the MDX loader, one object per site (the compile caches by it). */
const loaderOptions = new Map<string, object>();

/** The German message of each article in `files` (relative to `siteDir`) whose text has mistakes. */
export async function articleMessages(siteDir: string, files: readonly string[], blog = 'blog') {
  if (!loaderOptions.has(siteDir))
    loaderOptions.set(siteDir, {
      siteDir,
      staticDirs: [join(siteDir, 'static')],
      admonitions: true,
      // As docusaurus.config.ts has it (future.v4 turns mdx1Compat off: comments stay HTML).
      markdownConfig: {
        format: 'detect',
        anchors: {maintainCase: false},
        emoji: true,
        mermaid: false,
        mdx1Compat: {comments: false, admonitions: false, headingIds: false},
        hooks: {onBrokenMarkdownImages: 'throw', onBrokenMarkdownLinks: 'throw'},
      },
      beforeDefaultRemarkPlugins: [rejectUnsafeHtml, [articleImages, {siteDir, blog, check: true}]],
      beforeDefaultRehypePlugins: [[rejectUnsafeBuiltHtml, {check: true}]],
    });
  // Files are named relative to the working directory, the site's in `npm start`, as in the build.
  const messages: string[] = [];
  for (const file of files) {
    const filePath = join(siteDir, file);
    const fileContent = readFileSync(filePath, 'utf8');
    try {
      await compileMarkdown(require, {
        filePath,
        fileContent,
        frontMatter: {},
        options: loaderOptions.get(siteDir),
      });
    } catch (error) {
      // Hers, in German; anything else (MDX she cannot write wrong in .md) the bundler reports.
      const {cause} = error as {cause?: Error};
      if (cause?.name === 'OwnerError') messages.push(cause.message);
    }
  }
  return messages;
}

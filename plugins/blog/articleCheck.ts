/**
 * `npm start`: the checks of an article's text (./builtHtml, ./articleImages) for the preview's
 * content check (../content/preview.ts), so her mistake joins the German report and clears with
 * it. The report is global data, made before the bundler compiles an article; the bundler's run of
 * the same plugins leaves her mistakes out in development (./builtHtml, `stopOn`): thrown there,
 * they became its English overlay until she reloaded. Parsed as Docusaurus parses
 * (@docusaurus/mdx-loader, processor.js), with the packages it depends on.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import articleImages from './articleImages';
import rejectUnsafeBuiltHtml, {rejectUnsafeHtml} from './builtHtml';

type Processor = {
  parse: (file: unknown) => unknown;
  run: (tree: unknown, file: unknown) => Promise<unknown>;
};

/** Node's own import (./nativeImport.cjs), with the type of what it loads. */
const nativeImport = createRequire(__filename)('./nativeImport.cjs') as <T = {default: never}>(
  name: string,
) => Promise<T>;

/** The processors for .md and .mdx, made once per site. */
async function processors(siteDir: string, blog: string) {
  const [{createProcessor}, {VFile}, raw, ...remark] = await Promise.all([
    nativeImport<{createProcessor: (options: object) => Processor}>('@mdx-js/mdx'),
    nativeImport<{VFile: new (options: object) => unknown}>('vfile'),
    nativeImport('rehype-raw'),
    ...['remark-frontmatter', 'remark-directive', 'remark-gfm', '@slorber/remark-comment'].map(
      (name) => nativeImport(name),
    ),
  ]);
  // MDX's nodes, which rehype-raw leaves as they are.
  const passThrough =
    'mdxjsEsm mdxFlowExpression mdxTextExpression mdxJsxFlowElement mdxJsxTextElement'.split(' ');
  const make = (format: 'md' | 'mdx') =>
    createProcessor({
      format,
      remarkPlugins: [
        rejectUnsafeHtml,
        [articleImages, {siteDir, blog, check: true}],
        ...remark.map((plugin) => plugin.default),
      ],
      rehypePlugins: [
        ...(format === 'md' ? [[raw.default, {passThrough}]] : []),
        [rejectUnsafeBuiltHtml, {check: true}],
      ],
    });
  return {md: make('md'), mdx: make('mdx'), VFile};
}
const made = new Map<string, ReturnType<typeof processors>>();

/** The German message of each article in `files` (relative to `siteDir`) whose text has mistakes. */
export async function articleMessages(siteDir: string, files: readonly string[], blog = 'blog') {
  if (!made.has(siteDir)) made.set(siteDir, processors(siteDir, blog));
  const {md, mdx, VFile} = await made.get(siteDir)!;
  const messages: string[] = [];
  for (const file of files) {
    const path = join(siteDir, file);
    const vfile = new VFile({value: readFileSync(path, 'utf8'), path, cwd: siteDir});
    const processor = file.endsWith('.mdx') ? mdx : md;
    try {
      await processor.run(processor.parse(vfile), vfile);
    } catch (error) {
      // Hers, in German; anything else (MDX she cannot write wrong in .md) the bundler reports.
      if ((error as Error).name === 'OwnerError') messages.push((error as Error).message);
    }
  }
  return messages;
}

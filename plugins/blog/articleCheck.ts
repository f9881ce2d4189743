/**
 * `npm start`: the checks of an article's text (./unsafeHtml, ./articleImages, ./builtHtml), run
 * by the preview's content check (../content/preview.ts) on every article, so her mistake is shown
 * in the German report and cleared with it. The bundler's run of the same plugins leaves the
 * mistakes out in development (./markdown.ts, `reports`): thrown there, they became the bundler's
 * English overlay, which stayed until she reloaded the page. The processor parses as Docusaurus'
 * (@docusaurus/mdx-loader, processor.js): MDX or CommonMark by the file's ending, with front
 * matter, directives, GFM and comments, and rehype-raw for CommonMark's HTML: the packages
 * @docusaurus/mdx-loader depends on, in its versions.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import articleImages from './articleImages';
import rejectUnsafeBuiltHtml from './builtHtml';
import rejectUnsafeHtml from './unsafeHtml';

type Processor = {
  parse: (file: unknown) => unknown;
  run: (tree: unknown, file: unknown) => Promise<unknown>;
};
type Processors = {md: Processor; mdx: Processor; VFile: new (options: object) => unknown};

/** Node's own import (./nativeImport.cjs), with the type of what it loads. */
const nativeImport = createRequire(__filename)('./nativeImport.cjs') as <T = {default: never}>(
  name: string,
) => Promise<T>;

/** The processors for .md and .mdx, made once per site. */
const made = new Map<string, Promise<Processors>>();
async function processors(siteDir: string, blog: string): Promise<Processors> {
  const [mdx, frontmatter, directive, gfm, comment, raw, vfile] = await Promise.all([
    nativeImport<{createProcessor: (options: object) => Processor}>('@mdx-js/mdx'),
    nativeImport('remark-frontmatter'),
    nativeImport('remark-directive'),
    nativeImport('remark-gfm'),
    nativeImport('@slorber/remark-comment'),
    nativeImport('rehype-raw'),
    nativeImport<{VFile: never}>('vfile'),
  ]);
  const passThrough = [
    'mdxFlowExpression',
    'mdxJsxFlowElement',
    'mdxJsxTextElement',
    'mdxTextExpression',
    'mdxjsEsm',
  ];
  const make = (format: 'md' | 'mdx') =>
    mdx.createProcessor({
      format,
      remarkPlugins: [
        rejectUnsafeHtml,
        [articleImages, {siteDir, blog, check: true}],
        frontmatter.default,
        directive.default,
        gfm.default,
        comment.default,
      ],
      rehypePlugins: [
        ...(format === 'md' ? [[raw.default, {passThrough}]] : []),
        [rejectUnsafeBuiltHtml, {check: true}],
      ],
    });
  return {md: make('md'), mdx: make('mdx'), VFile: vfile.VFile};
}

/** The German message of each article in `files` (relative to `siteDir`) whose text has mistakes. */
export async function articleMessages(
  siteDir: string,
  files: readonly string[],
  blog = 'blog',
): Promise<string[]> {
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

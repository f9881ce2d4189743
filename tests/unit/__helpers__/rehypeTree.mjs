#!/usr/bin/env node
/**
 * The tree an article's rehype plugins get in the build: each Markdown text (a JSON list on stdin)
 * through the .md processor of Docusaurus' mdx-loader – the one the blog plugin resolves, with
 * rehype-raw (parse5) first – up to `beforeDefaultRehypePlugins`; the trees as a JSON list on
 * stdout. A process of its own: jest cannot load these ES modules.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const blog = createRequire(require.resolve('@docusaurus/plugin-content-blog'));
const {createProcessorUncached} = blog('@docusaurus/mdx-loader/lib/processor.js');

let built;
const options = {
  siteDir: process.cwd(),
  staticDirs: [],
  // The blog plugin's default.
  admonitions: true,
  // As docusaurus.config.ts has it: future.v4 turns mdx1Compat off, so comments stay HTML.
  markdownConfig: {
    anchors: {maintainCase: false},
    emoji: true,
    mermaid: false,
    mdx1Compat: {comments: false, admonitions: false, headingIds: false},
    hooks: {onBrokenMarkdownImages: 'throw', onBrokenMarkdownLinks: 'throw'},
  },
  beforeDefaultRehypePlugins: [() => (tree) => void (built = tree)],
};
const processor = await createProcessorUncached({options, format: 'md'});
const trees = [];
for (const content of JSON.parse(readFileSync(0, 'utf8'))) {
  await processor.process({content, filePath: `${process.cwd()}/blog/x.md`, frontMatter: {}});
  trees.push(built);
}
process.stdout.write(JSON.stringify(trees));

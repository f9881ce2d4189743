/**
 * The site's `markdown.parseFrontMatter` (docusaurus.config.ts), which Docusaurus' blog plugin and
 * its MDX loader call for every article: a byte order mark is dropped first, and an article the
 * content reader finds a mistake in (./load.ts: encoding, a missing or unclosed head, a YAML slip,
 * a field) reaches them without front matter, so that the content plugin's German report is the
 * only message (their own parser would add an English YAMLException with its stack trace, and in
 * `npm start` fail the blog's reload). The build still stops: the content plugin throws.
 */
import {relative, sep} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {articleProblems} from './load';

export const frontMatterParser =
  (blogDir: string): ParseFrontMatter =>
  async ({filePath, fileContent, defaultParseFrontMatter}) => {
    const text = fileContent.replace(/^\uFEFF/, '');
    const inBlog = !relative(blogDir, filePath).split(sep).includes('..');
    if (inBlog && articleProblems(filePath).length > 0) return {frontMatter: {}, content: text};
    return defaultParseFrontMatter({filePath, fileContent: text});
  };

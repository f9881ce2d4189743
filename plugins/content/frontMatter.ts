/**
 * The site's `markdown.parseFrontMatter`, which Docusaurus' blog plugin and MDX loader call for
 * every article: without a byte order mark, and empty for an article the content reader finds a
 * mistake in, so that the content plugin's German report is the only message (their parser would
 * add an English YAMLException, and in `npm start` fail the blog's reload).
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

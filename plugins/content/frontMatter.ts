/**
 * The site's `markdown.parseFrontMatter`: without a byte order mark, and empty for an article with
 * a mistake, so that the content plugin's German report is the only message.
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

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
    const empty = {frontMatter: {}, content: text};
    if (inBlog && articleProblems(filePath).length > 0) return empty;
    try {
      return await defaultParseFrontMatter({filePath, fileContent: text});
    } catch (error) {
      // `npm start`: the bundler's text is older than the file, which she has fixed meanwhile
      // (checked above); its own watcher compiles the fixed one next.
      if (inBlog && process.env.NODE_ENV === 'development') return empty;
      throw error;
    }
  };

/**
 * Local plugin: checks every blog post's front matter once all content is loaded and stops the
 * build (and `npm start`) with one message listing each problem by file and field.
 * The rules themselves are in ./checks.ts.
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {TITLE_MAX, TITLE_MIN} from '../../src/lib/pageTitle';
import {documentTitle} from '../../src/lib/blogTitles';
import {checkBlogPosts, problemsReport} from './checks';

export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

export default function blogChecksPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => resolve(context.siteDir, dir));
  const imageExists = (publicPath: string) =>
    staticDirs.some((dir) => existsSync(join(dir, ...publicPath.split('/').filter(Boolean))));

  return {
    name: 'blog-checks',
    allContentLoaded({allContent}) {
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error('blog-checks: the blog plugin (docusaurus-plugin-content-blog) is not loaded.');
      }
      const problems = checkBlogPosts(blog.blogPosts, {
        imageExists,
        documentTitle,
        titleMin: TITLE_MIN,
        titleMax: TITLE_MAX,
      });
      if (problems.length > 0) {
        throw new Error(problemsReport(problems));
      }
    },
  };
}

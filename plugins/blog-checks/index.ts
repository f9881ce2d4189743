/**
 * Local plugin: checks every blog post's front matter once all content is loaded and stops the
 * build (and `npm start`) with one message listing each problem by file and field.
 * The rules themselves are in ./checks.ts.
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {composeTitle, type TitleBrand} from '../../src/lib/pageTitle';
import {siteContent} from '../content/load';
import {checkBlogPosts, problemsReport} from './checks';

export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

export interface BlogChecksOptions {
  /**
   * The studio data titles are composed with; default src/data/studio.yml. (Read here, not passed
   * in the config: plugin options are serialised into every page's JavaScript.)
   */
  readonly brand?: TitleBrand;
}

export default function blogChecksPlugin(
  context: LoadContext,
  {brand = siteContent(context.siteDir).content.studio}: BlogChecksOptions = {},
): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) =>
    resolve(context.siteDir, dir),
  );
  const imageExists = (publicPath: string) =>
    staticDirs.some((dir) => existsSync(join(dir, ...publicPath.split('/').filter(Boolean))));

  return {
    name: 'blog-checks',
    allContentLoaded({allContent}) {
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'blog-checks: the blog plugin (docusaurus-plugin-content-blog) is not loaded.',
        );
      }
      const problems = checkBlogPosts(blog.blogPosts, {
        imageExists,
        composeTitle: (title) => composeTitle(title, brand),
      });
      if (problems.length > 0) {
        throw new Error(problemsReport(problems));
      }
    },
  };
}

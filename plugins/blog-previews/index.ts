/**
 * Local plugin: publishes the latest blog posts as global data for the home page's preview
 * section, so a new article appears there without touching React code.
 * Read it with useBlogPreviews() from src/components/BlogPreviews/useBlogPreviews.ts.
 */
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {latestBlogPreviews} from './previews';

export const PLUGIN_NAME = 'blog-previews';

export default function blogPreviewsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'blog-previews: the blog plugin (docusaurus-plugin-content-blog) is not loaded.',
        );
      }
      actions.setGlobalData({posts: latestBlogPreviews(blog.blogPosts)});
    },
  };
}

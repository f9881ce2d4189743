/**
 * Local plugin: the latest listed blog posts as global data for the home page (useBlogPreviews in
 * src/components/BlogPreviews), newest first, so a new article appears there without code. The
 * preview text is the post's description: plain text of at most 150 characters (src/data/schema/blog.ts, postSchema).
 */
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {BlogPreview} from '../../src/components/BlogPreviews/useBlogPreviews';

/** What the previews need of a blog post (a subset of the blog plugin's BlogPost). */
export interface PostForPreview {
  readonly metadata: {
    readonly title: string;
    readonly description: string;
    readonly permalink: string;
    readonly date: Date | string; // a string once serialized
    readonly unlisted?: boolean;
    readonly frontMatter: {readonly [key: string]: unknown};
  };
}

export const toBlogPreview = ({metadata}: PostForPreview): BlogPreview => ({
  imageSource: String(metadata.frontMatter.image ?? ''),
  alternativeText: String(metadata.frontMatter.image_alt ?? '').trim(),
  postHeadline: metadata.title,
  previewText: metadata.description.trim(),
  link: metadata.permalink,
});

export function latestBlogPreviews(posts: readonly PostForPreview[], count = 2): BlogPreview[] {
  const time = (post: PostForPreview) => new Date(post.metadata.date).getTime();
  return posts
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => time(b) - time(a)) // stable: posts of one day keep the blog's order
    .slice(0, count)
    .map((post) => toBlogPreview(post));
}

export default function blogPreviewsPlugin(): Plugin {
  return {
    name: 'blog-previews',
    allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error('blog-previews: the blog plugin is not loaded.');
      actions.setGlobalData({posts: latestBlogPreviews(blog.blogPosts)});
    },
  };
}

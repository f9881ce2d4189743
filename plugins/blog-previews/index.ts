/**
 * Local plugin: the latest blog posts as global data for the home page's preview section, so a
 * new article appears there without touching React code (read with useBlogPreviews() from
 * src/components/BlogPreviews). The newest listed posts, newest first; the preview text is the
 * post's description: the owner writes it as a summary, plain text and validated (present, at most
 * 150 characters, see ../blog-checks), so the cards never show Markdown or a cut-off paragraph.
 */
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** A preview card of a blog post on the home page. */
export interface BlogPreview {
  /** The post's image, a path under /images/blog. */
  readonly imageSource: string;
  readonly alternativeText: string;
  readonly postHeadline: string;
  /** The post's description from its front matter: plain text, at most 150 characters. */
  readonly previewText: string;
  /** The post's URL path, e.g. /blog/post/slow-aging-durch-ernaehrung. */
  readonly link: string;
}

/** What the previews need of a blog post (a subset of the blog plugin's BlogPost). */
export interface PostForPreview {
  readonly metadata: {
    readonly title: string;
    readonly description: string;
    readonly permalink: string;
    /** A Date while loading; a string once serialized. */
    readonly date: Date | string;
    readonly unlisted?: boolean;
    readonly frontMatter: {readonly [key: string]: unknown};
  };
}

const PREVIEW_COUNT = 2;

export function toBlogPreview({metadata}: PostForPreview): BlogPreview {
  return {
    imageSource: String(metadata.frontMatter.image ?? ''),
    alternativeText: String(metadata.frontMatter.image_alt ?? '').trim(),
    postHeadline: metadata.title,
    previewText: metadata.description.trim(),
    link: metadata.permalink,
  };
}

export function latestBlogPreviews(
  posts: readonly PostForPreview[],
  count = PREVIEW_COUNT,
): BlogPreview[] {
  return (
    posts
      .filter((post) => !post.metadata.unlisted)
      .map((post, index) => ({post, index, time: new Date(post.metadata.date).getTime()}))
      // Newest first; posts of the same day keep the blog's order.
      .sort((a, b) => b.time - a.time || a.index - b.index)
      .slice(0, count)
      .map(({post}) => toBlogPreview(post))
  );
}

export default function blogPreviewsPlugin(): Plugin {
  return {
    name: 'blog-previews',
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

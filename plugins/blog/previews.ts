/** The home page's previews of the latest blog posts (global data of ./index.ts, useBlogPreviews). */
import type {BlogPreview} from '../../src/components/BlogPreviews/useBlogPreviews';

/** What a preview needs of a blog post (of the plugin's BlogPost). */
export interface PostForPreview {
  readonly metadata: {
    readonly title: string;
    readonly description: string; // plain text of at most 150 characters (src/data/schema/blog.ts)
    readonly permalink: string;
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

/** The newest listed posts: the blog plugin gives them newest first. */
export const latestBlogPreviews = (posts: readonly PostForPreview[], count = 2) =>
  posts
    .filter((post) => !post.metadata.unlisted)
    .slice(0, count)
    .map(toBlogPreview);

/** The home page's previews of the latest blog posts (global data of ./index.ts, useBlogPreviews). */
import type {BlogPreview} from '../../src/components/BlogPreviews/useBlogPreviews';

/** What a preview needs of a blog post (of the plugin's BlogPost; a date may be serialized). */
export interface PostForPreview {
  readonly metadata: {
    readonly title: string;
    readonly description: string; // plain text of at most 150 characters (src/data/schema/blog.ts)
    readonly permalink: string;
    readonly date: Date | string;
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

/** The newest listed posts, newest first (stable: posts of one day keep the blog's order). */
export const latestBlogPreviews = (posts: readonly PostForPreview[], count = 2) =>
  posts
    .filter((post) => !post.metadata.unlisted)
    .map((post) => ({post, time: new Date(post.metadata.date).getTime()}))
    .sort((a, b) => b.time - a.time)
    .slice(0, count)
    .map(({post}) => toBlogPreview(post));

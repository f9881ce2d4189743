/** The home page's previews of the latest blog posts (global data of ./index.ts, useBlogPreviews). */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {BlogPreview} from '../../src/components/BlogPreviews/useBlogPreviews';

export const toBlogPreview = ({metadata}: Pick<BlogPost, 'metadata'>): BlogPreview => ({
  imageSource: String(metadata.frontMatter.image ?? ''),
  alternativeText: String(metadata.frontMatter.image_alt ?? '').trim(),
  postHeadline: metadata.title,
  // Plain text of at most 150 characters (src/data/schema/blog.ts).
  previewText: metadata.description.trim(),
  link: metadata.permalink,
});

/** The two newest listed posts: the blog plugin gives them newest first. */
export const latestBlogPreviews = (posts: readonly Pick<BlogPost, 'metadata'>[]) =>
  posts
    .filter((post) => !post.metadata.unlisted)
    .slice(0, 2)
    .map(toBlogPreview);

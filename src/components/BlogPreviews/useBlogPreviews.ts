import {usePluginData} from '@docusaurus/useGlobalData';
import type {BlogPreview} from '@site/plugins/blog-previews';

/** The latest two blog posts, newest first, as published by plugins/blog-previews at build time. */
export function useBlogPreviews(): readonly BlogPreview[] {
  const data = usePluginData('blog-previews') as {posts?: readonly BlogPreview[]} | undefined;
  return data?.posts ?? [];
}

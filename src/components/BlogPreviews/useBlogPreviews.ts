import {usePluginData} from '@docusaurus/useGlobalData';

/** A preview card of a blog post on the home page. */
export interface BlogPreview {
  readonly imageSource: string;
  readonly alternativeText: string;
  readonly postHeadline: string;
  readonly previewText: string;
  readonly link: string;
}

/** The latest two blog posts, newest first, as published by plugins/blog at build time. */
export function useBlogPreviews(): readonly BlogPreview[] {
  const data = usePluginData('docusaurus-plugin-content-blog') as
    {posts?: readonly BlogPreview[]} | undefined;
  return data?.posts ?? [];
}

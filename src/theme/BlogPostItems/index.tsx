// Swizzled (ejected): marks the first post of a list, whose image is the largest thing on a phone's first screen.
import type {ReactNode} from 'react';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme/BlogPostItem';
import type {Props} from '@theme/BlogPostItems';
import {LeadPostContext} from '@site/src/components/BlogPostImage';

export default function BlogPostItems({items, component: BlogPostItemComponent = BlogPostItem}: Props): ReactNode {
  return items.map(({content: BlogPostContent}, index) => (
    <LeadPostContext key={BlogPostContent.metadata.permalink} value={index === 0}>
      <BlogPostProvider content={BlogPostContent}>
        <BlogPostItemComponent>
          <BlogPostContent />
        </BlogPostItemComponent>
      </BlogPostProvider>
    </LeadPostContext>
  ));
}

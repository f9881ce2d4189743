// Swizzled (wrapped): a list's first post, whose image is on a phone's first screen, loads it at once; an item cannot know its position.
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {LeadPostContext} from '@site/src/components/BlogPostImage';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper({items, ...props}: Props): ReactNode {
  return (
    <>
      <LeadPostContext value={true}>
        <BlogPostItems {...props} items={items.slice(0, 1)} />
      </LeadPostContext>
      <BlogPostItems {...props} items={items.slice(1)} />
    </>
  );
}

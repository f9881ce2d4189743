// Swizzled (ejected, a few lines of theme code): the post's image between its header and its text, and on a post's own page a link back to the blog after its footer; one swizzle where wrapping Header and Footer took two.
export {BlogPostItem as default} from '@site/src/components/BlogPostItem';

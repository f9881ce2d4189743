import {describe, expect, test} from '@jest/globals';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {latestBlogPreviews, toBlogPreview} from '@site/plugins/blog/previews';

/** What a preview reads of the blog plugin's post. */
function post(slug: string, extra = {}): Pick<BlogPost, 'metadata'> {
  const metadata = {
    title: `Titel ${slug}`,
    description: ` Beschreibung ${slug} `,
    permalink: `/blog/post/${slug}`,
    unlisted: false,
    frontMatter: {image: `/images/blog/${slug}.jpg`, image_alt: `Bild zu ${slug}`},
    ...extra,
  };
  return {metadata} as unknown as Pick<BlogPost, 'metadata'>;
}

describe('toBlogPreview', () => {
  test('maps a post to the spec entity, with the description as plain preview text', () => {
    expect(toBlogPreview(post('a'))).toEqual({
      imageSource: '/images/blog/a.jpg',
      alternativeText: 'Bild zu a',
      postHeadline: 'Titel a',
      previewText: 'Beschreibung a',
      link: '/blog/post/a',
    });
  });
});

describe('latestBlogPreviews', () => {
  // In the blog plugin's order: newest first (its `sortPosts` default).
  const posts = [post('versteckt', {unlisted: true}), post('neu'), post('mitte'), post('alt')];

  test('gives the first two listed posts, in the blog plugin’s order', () => {
    expect(latestBlogPreviews(posts).map((preview) => preview.link)).toEqual([
      '/blog/post/neu',
      '/blog/post/mitte',
    ]);
  });

  test('fewer posts give fewer previews', () => {
    expect(latestBlogPreviews([post('einzig')])).toHaveLength(1);
    expect(latestBlogPreviews([])).toEqual([]);
  });
});

import {describe, expect, test} from '@jest/globals';
import {latestBlogPreviews, toBlogPreview, type PostForPreview} from '@site/plugins/blog/previews';

function post(
  slug: string,
  date: string,
  extra: Partial<PostForPreview['metadata']> = {},
): PostForPreview {
  return {
    metadata: {
      title: `Titel ${slug}`,
      description: ` Beschreibung ${slug} `,
      permalink: `/blog/post/${slug}`,
      date: new Date(date),
      frontMatter: {image: `/images/blog/${slug}.jpg`, image_alt: `Bild zu ${slug}`},
      ...extra,
    },
  };
}

describe('toBlogPreview', () => {
  test('maps a post to the spec entity, with the description as plain preview text', () => {
    expect(toBlogPreview(post('a', '2025-01-01'))).toEqual({
      imageSource: '/images/blog/a.jpg',
      alternativeText: 'Bild zu a',
      postHeadline: 'Titel a',
      previewText: 'Beschreibung a',
      link: '/blog/post/a',
    });
  });
});

describe('latestBlogPreviews', () => {
  const posts = [
    post('alt', '2024-11-02'),
    post('neu', '2025-05-20'),
    post('mitte', '2025-03-12'),
    post('versteckt', '2025-06-01', {unlisted: true}),
  ];

  test('gives the two newest listed posts, newest first', () => {
    expect(latestBlogPreviews(posts).map((preview) => preview.link)).toEqual([
      '/blog/post/neu',
      '/blog/post/mitte',
    ]);
  });

  test('accepts serialized dates and another count', () => {
    const serialized = posts.map((p) => ({
      metadata: {...p.metadata, date: new Date(p.metadata.date).toISOString()},
    }));
    expect(latestBlogPreviews(serialized, 3).map((preview) => preview.link)).toEqual([
      '/blog/post/neu',
      '/blog/post/mitte',
      '/blog/post/alt',
    ]);
  });

  test('posts of the same day keep the blog order; fewer posts give fewer previews', () => {
    const sameDay = [post('erster', '2025-05-20'), post('zweiter', '2025-05-20')];
    expect(latestBlogPreviews(sameDay).map((preview) => preview.link)).toEqual([
      '/blog/post/erster',
      '/blog/post/zweiter',
    ]);
    expect(latestBlogPreviews([post('einzig', '2025-01-01')])).toHaveLength(1);
    expect(latestBlogPreviews([])).toEqual([]);
  });
});

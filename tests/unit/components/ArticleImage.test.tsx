import {expect, test} from '@jest/globals';
import {screen} from '@testing-library/react';
import {ArticleImage} from '@site/src/components/ArticleImage';
import MDXComponents from '@theme/MDXComponents';
import {mediaData, renderWithMediaData} from '../__helpers__/mediaData';

const data = {
  ...mediaData,
  images: {...mediaData.images, '/images/blog/creme.jpg': [3000, 4000] as [number, number]},
};

test('a photo in an article: AVIF/WebP in the column’s width, its own size and ratio, lazily, with its title', () => {
  const {container} = renderWithMediaData(
    <ArticleImage
      src="/images/blog/creme.jpg"
      alt="Eine Hand trägt Creme auf"
      title="Tagescreme"
    />,
    data,
  );
  const img = screen.getByRole('img', {name: 'Eine Hand trägt Creme auf'});
  expect(img).toHaveAttribute('src', '/images/blog/creme.jpg');
  expect(img).toHaveAttribute('width', '3000');
  expect(img).toHaveAttribute('height', '4000');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('title', 'Tagescreme');
  const sources = [...container.querySelectorAll('picture source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  expect(sources[0]).toHaveAttribute('sizes', '(min-width: 900px) 736px, calc(100vw - 2.5rem)');
  expect(sources[0]!.getAttribute('srcset')).toContain('/images/blog/creme-2560w.avif 2560w');
});

test('Markdown images reach it: <ArticleImage> is one of the MDX components', () => {
  expect((MDXComponents as Record<string, unknown>).ArticleImage).toBe(ArticleImage);
});

import {expect, test} from '@jest/globals';
import {screen} from '@testing-library/react';
import {BlogPostImage} from '@site/src/components/BlogPostImage';
import {mediaData, renderWithMediaData} from '../__helpers__/mediaData';

const data = {
  ...mediaData,
  images: {...mediaData.images, '/images/blog/a.jpg': [1600, 900] as [number, number]},
};

test('renders the post image responsively with its alt text and intrinsic size, lazily by default', () => {
  const {container} = renderWithMediaData(
    <BlogPostImage src="/images/blog/a.jpg" alt="Frisches Gemüse auf einem Tisch" />,
    data,
  );
  const img = screen.getByRole('img', {name: 'Frisches Gemüse auf einem Tisch'});
  expect(img).toHaveAttribute('src', '/images/blog/a.jpg');
  expect(img).toHaveAttribute('width', '1600');
  expect(img).toHaveAttribute('height', '900');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
  expect(container.querySelector('source[type="image/avif"]')).not.toBeNull();
});

test('on the post page the image loads at once with high priority', () => {
  renderWithMediaData(
    <BlogPostImage src="/images/blog/a.jpg" alt="Bild eines Tisches" eager />,
    data,
  );
  const img = screen.getByRole('img', {name: 'Bild eines Tisches'});
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

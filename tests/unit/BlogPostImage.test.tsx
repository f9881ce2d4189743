import {expect, test} from '@jest/globals';
import {render, screen} from '@testing-library/react';
import {BlogPostImage} from '@site/src/components/BlogPostImage';

test('renders the post image with its alt text and intrinsic size, lazily by default', () => {
  render(<BlogPostImage src="/images/blog/a.jpg" alt="Frisches Gemüse auf einem Tisch" />);
  const img = screen.getByRole('img', {name: 'Frisches Gemüse auf einem Tisch'});
  expect(img).toHaveAttribute('src', '/images/blog/a.jpg');
  expect(img).toHaveAttribute('width', '1600');
  expect(img).toHaveAttribute('height', '900');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
});

test('on the post page the image loads at once with high priority', () => {
  render(<BlogPostImage src="/images/blog/a.jpg" alt="Bild" eager />);
  const img = screen.getByRole('img', {name: 'Bild'});
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

import {afterEach, beforeEach, describe, expect, jest, test} from '@jest/globals';
import {DEFAULT_SIZES, ResponsiveImage} from '@site/src/components/ResponsiveImage';
import {renderWithMediaData} from '../__helpers__/mediaData';

const ALT = 'Vorher und nachher: Lippen mit fein pigmentierter Lippenkontur';

beforeEach(() => {
  // React reports a throwing render through console.error; the assertions below check the error.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

function parts(container: HTMLElement) {
  const picture = container.querySelector('picture');
  const sources = Array.from(container.querySelectorAll('picture > source'));
  const img = container.querySelector('picture > img');
  if (!picture || !img) {
    throw new Error('no <picture> with <img> rendered');
  }
  return {picture, sources, img};
}

const srcsetWidths = (source: Element) =>
  (source.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);

describe('ResponsiveImage', () => {
  test('AVIF first, then WebP, each in every width up to the original, with sizes', () => {
    const {container} = renderWithMediaData(
      <ResponsiveImage src="/images/galerie/lippen-kontur-01.jpg" alt={ALT} sizes="50vw" />,
    );
    const {sources} = parts(container);
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const [source, format] of [
      [sources[0], 'avif'],
      [sources[1], 'webp'],
    ] as const) {
      expect(srcsetWidths(source)).toEqual(['320w', '480w', '640w', '960w', '1200w']);
      expect(source.getAttribute('srcset')).toContain(
        `/images/galerie/lippen-kontur-01-640w.${format} 640w`,
      );
      expect(source.getAttribute('sizes')).toBe('50vw');
    }
  });

  test('never a variant wider than the original; default sizes', () => {
    const {container} = renderWithMediaData(
      <ResponsiveImage src="/images/home/hero.jpg" alt="Behandlungsraum" />,
    );
    const {sources} = parts(container);
    expect(srcsetWidths(sources[0])).toEqual(['320w', '480w', '640w', '960w', '1280w', '1920w']);
    expect(sources[0].getAttribute('sizes')).toBe(DEFAULT_SIZES);
  });

  test('fallback <img>: the original, intrinsic size, lazy and async by default', () => {
    const {container} = renderWithMediaData(
      <ResponsiveImage src="/images/social/instagram-lippen.jpg" alt={ALT} />,
    );
    const {img} = parts(container);
    expect(img).toHaveAttribute('src', '/images/social/instagram-lippen.jpg');
    expect(img).toHaveAttribute('alt', ALT);
    expect(img).toHaveAttribute('width', '1080');
    expect(img).toHaveAttribute('height', '1350');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  test('priority: eager with high fetch priority', () => {
    const {container} = renderWithMediaData(
      <ResponsiveImage src="/images/home/hero.jpg" alt="Behandlungsraum" priority />,
    );
    const {img} = parts(container);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  test('class names go to <picture> and <img>', () => {
    const {container} = renderWithMediaData(
      <ResponsiveImage
        src="/images/home/hero.jpg"
        alt="Behandlungsraum"
        className="outer"
        imgClassName="inner"
      />,
    );
    const {picture, img} = parts(container);
    expect(picture).toHaveClass('outer');
    expect(img).toHaveClass('inner');
  });

  test.each([
    ['missing', undefined, /alt text is missing or blank/],
    ['blank', '   ', /alt text is missing or blank/],
    ['126 characters', 'x'.repeat(126), /126 characters, at most 125/],
  ])('alt text %s: throws naming the path', (_case, alt, message) => {
    const render = () =>
      renderWithMediaData(<ResponsiveImage src="/images/home/hero.jpg" alt={alt as string} />);
    expect(render).toThrow(message);
    expect(render).toThrow('"/images/home/hero.jpg"');
  });

  test('125 characters are allowed', () => {
    const {container} = renderWithMediaData(
      <ResponsiveImage src="/images/home/hero.jpg" alt={'x'.repeat(125)} />,
    );
    expect(parts(container).img).toHaveAttribute('alt', 'x'.repeat(125));
  });

  test('a path that is not an original under static/images throws naming it', () => {
    expect(() =>
      renderWithMediaData(<ResponsiveImage src="/images/home/hero.png" alt="Behandlungsraum" />),
    ).toThrow(/"\/images\/home\/hero\.png": no such image under static\/images/);
    expect(() =>
      renderWithMediaData(<ResponsiveImage src="/images/galerie/fehlt.jpg" alt="Fehlt" />),
    ).toThrow(/fehlt\.jpg/);
  });

  test('without the plugin it fails loudly instead of rendering a broken image', () => {
    expect(() =>
      renderWithMediaData(
        <ResponsiveImage src="/images/home/hero.jpg" alt="Behandlungsraum" />,
        null,
      ),
    ).toThrow(/responsive-images/);
  });
});

import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  jest,
  test,
} from '@jest/globals';
import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import {FALLBACK_TEXT, PAUSE_LABEL, PLAY_LABEL, Video} from '@site/src/components/Video';
import {MediaDataProvider, renderWithMediaData} from '../__helpers__/mediaData';
// Defines <site-video>, as the page's module script does.
import '@site/src/islands/video';

const SRC = '/videos/galerie/lippen-schattierung.mp4';
const LABEL = 'Video: Lippen vor und nach der Lippenschattierung mit Permanent Make-up';

/**
 * jsdom neither plays media nor observes intersections. These stand-ins behave like a browser
 * where it matters here: play() and pause() change `paused` and fire the events; the observer
 * reports what the test says is on screen.
 */
const pausedState = new WeakMap<HTMLMediaElement, boolean>();
let playResult: () => Promise<void> = () => Promise.resolve();
const play = jest.fn(function play(this: HTMLMediaElement) {
  const result = playResult();
  return result.then(() => {
    pausedState.set(this, false);
    this.dispatchEvent(new Event('play'));
  });
});
const pause = jest.fn(function pause(this: HTMLMediaElement) {
  pausedState.set(this, true);
  this.dispatchEvent(new Event('pause'));
});

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  async report(isIntersecting: boolean) {
    await act(async () => {
      this.callback(
        [{isIntersecting, target: this.target} as IntersectionObserverEntry],
        this as never,
      );
    });
  }
}

const originals = {
  paused: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused'),
  play: HTMLMediaElement.prototype.play,
  pause: HTMLMediaElement.prototype.pause,
  matchMedia: window.matchMedia,
};

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return pausedState.get(this) ?? true;
    },
  });
  HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play'];
  HTMLMediaElement.prototype.pause = pause;
  Object.assign(window, {IntersectionObserver: FakeIntersectionObserver});
});

afterAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', originals.paused!);
  HTMLMediaElement.prototype.play = originals.play;
  HTMLMediaElement.prototype.pause = originals.pause;
  delete (window as {IntersectionObserver?: unknown}).IntersectionObserver;
});

beforeEach(() => {
  play.mockClear();
  pause.mockClear();
  playResult = () => Promise.resolve();
  preferReducedMotion(false);
});

afterEach(() => {
  window.matchMedia = originals.matchMedia;
  jest.restoreAllMocks();
});

const video = () => document.querySelector('video') as HTMLVideoElement;
const button = () => screen.getByRole('button');

describe('Video', () => {
  test('muted, looping, inline, nothing preloaded, poster and size from the convention', () => {
    const {container} = renderWithMediaData(<Video src={SRC} label={LABEL} sizes="320px" />);
    const element = video();
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute('loop');
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('preload', 'none');
    // No poster attribute (fetched at once, one format): a lazy AVIF/WebP picture behind the player.
    expect(element).not.toHaveAttribute('poster');
    const poster = container.querySelector('[aria-hidden="true"] picture img');
    expect(poster).toHaveAttribute('src', '/images/galerie/lippen-schattierung-poster.jpg');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '320px');
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '/images/galerie/lippen-schattierung-poster-640w.avif 640w',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(element).toHaveAttribute('width', '1080');
    expect(element).toHaveAttribute('height', '1080');
    expect(element).toHaveAttribute('aria-label', LABEL);
    expect(element.querySelector('source')).toHaveAttribute('src', SRC);
    expect(element.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    expect(element.textContent).toBe(FALLBACK_TEXT);
    expect(FALLBACK_TEXT).toBe('Your browser does not support the video tag.');
    // Once the script runs, our button replaces the browser's controls.
    expect(element).not.toHaveAttribute('controls');
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
    expect(button()).toHaveAccessibleDescription(LABEL);
  });

  test('explicit poster, width and height win', () => {
    const {container} = renderWithMediaData(
      <Video
        src={SRC}
        label={LABEL}
        poster="/images/galerie/lippen-kontur-01.jpg"
        width={640}
        height={360}
      />,
    );
    expect(container.querySelector('picture img')).toHaveAttribute(
      'src',
      '/images/galerie/lippen-kontur-01.jpg',
    );
    expect(video()).toHaveAttribute('width', '640');
    expect(video()).toHaveAttribute('height', '360');
  });

  test('without JavaScript (server HTML) the browser controls are there and the button is hidden', () => {
    const html = renderToString(
      <MediaDataProvider>
        <Video src={SRC} label={LABEL} />
      </MediaDataProvider>,
    );
    const [driven, noscript] = html.split('<noscript>');
    // The player the script drives has no browser controls: with JavaScript none are ever built.
    expect(driven).toMatch(/<video[^>]* muted=""/);
    expect(driven).not.toContain('controls');
    // Without JavaScript the <noscript> player, same video and label, has them.
    expect(noscript).toMatch(/^<video[^>]* controls=""/);
    expect(noscript).toMatch(/<video[^>]* muted=""/);
    expect(noscript).toContain(`aria-label="${LABEL}"`);
    expect(noscript).toContain(`<source src="${SRC}" type="video/mp4"/>`);
    expect(noscript).toContain(`${FALLBACK_TEXT}</video></noscript>`);
    // The island's button is in the markup, hidden until the island shows it.
    expect(html).toMatch(/<button[^>]*aria-label="Video abspielen"[^>]* hidden=""/);
    expect(html).toContain('<site-video');
    // The island's module script, for the page's head.
    expect(html).toContain('<script type="module" src="/assets/islands/video.test.js">');
  });

  test('in the browser the <noscript> player is not rendered and no player has browser controls', () => {
    const {container} = renderWithMediaData(<Video src={SRC} label={LABEL} />);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(container.querySelector('video[controls]')).toBeNull();
  });

  test('the label follows the element, not a guess: play and pause events from anywhere', async () => {
    renderWithMediaData(<Video src={SRC} label={LABEL} />);
    await act(async () => {
      pausedState.set(video(), false);
      video().dispatchEvent(new Event('play'));
    });
    expect(button()).toHaveAccessibleName(PAUSE_LABEL);
    await act(async () => {
      pausedState.set(video(), true);
      video().dispatchEvent(new Event('pause'));
    });
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
  });

  test('the button plays and pauses, by keyboard too', async () => {
    const user = userEvent.setup();
    renderWithMediaData(<Video src={SRC} label={LABEL} />);
    await user.click(button());
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PAUSE_LABEL);
    await user.click(button());
    expect(pause).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
    button().focus();
    await user.keyboard('{Enter}');
    expect(button()).toHaveAccessibleName(PAUSE_LABEL);
    await user.keyboard(' ');
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
  });

  test('a refused play() leaves the label at "Video abspielen"', async () => {
    const user = userEvent.setup();
    playResult = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    renderWithMediaData(<Video src={SRC} label={LABEL} />);
    await user.click(button());
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
  });

  test('plays when scrolled into view and pauses when it leaves', async () => {
    renderWithMediaData(<Video src={SRC} label={LABEL} />);
    expect(play).not.toHaveBeenCalled();
    await FakeIntersectionObserver.last!.report(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PAUSE_LABEL);
    await FakeIntersectionObserver.last!.report(false);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
  });

  test('a visitor who paused it is not overruled by scrolling', async () => {
    const user = userEvent.setup();
    renderWithMediaData(<Video src={SRC} label={LABEL} />);
    await FakeIntersectionObserver.last!.report(true);
    await user.click(button());
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
    await FakeIntersectionObserver.last!.report(false);
    await FakeIntersectionObserver.last!.report(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
  });

  test('prefers-reduced-motion: no autoplay in view, the button still plays', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    renderWithMediaData(<Video src={SRC} label={LABEL} />);
    await FakeIntersectionObserver.last!.report(true);
    expect(play).not.toHaveBeenCalled();
    expect(button()).toHaveAccessibleName(PLAY_LABEL);
    await user.click(button());
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAccessibleName(PAUSE_LABEL);
  });

  test('missing label or unknown video: throws naming the path', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithMediaData(<Video src={SRC} label=" " />)).toThrow(
      `Video "${SRC}": alt text is missing or blank`,
    );
    expect(() =>
      renderWithMediaData(<Video src="/videos/galerie/fehlt.mp4" label={LABEL} />),
    ).toThrow(/"\/videos\/galerie\/fehlt\.mp4": no such video/);
  });
});

/**
 * <site-video>: the play/pause button of a short silent loop (src/components/Video). The server
 * renders the player, a hidden button and, for visitors without JavaScript, a second player with
 * the browser's own controls inside <noscript>. This element shows the button, whose label
 * (data-play-label / data-pause-label) and icon follow the player's real state, plays the video
 * while at least half of it is on screen and pauses it when it leaves, unless the visitor prefers
 * reduced motion or saves data: then it plays only on the button. A press is the visitor's
 * choice and wins over scrolling. Self-contained (no imports): compiled on its own.
 */
type Choice = 'play' | 'pause' | null;

class SiteVideo extends HTMLElement {
  #abort: AbortController | null = null;
  #observer: IntersectionObserver | null = null;

  connectedCallback(): void {
    const video = this.querySelector<HTMLVideoElement>('video[data-video-player]');
    const button = this.querySelector<HTMLButtonElement>('button[data-video-button]');
    if (!video || !button) return;
    this.#abort = new AbortController();
    const {signal} = this.#abort;
    let choice: Choice = null;
    let inView = false;

    const sync = () => {
      const paused = video.paused;
      button.setAttribute(
        'aria-label',
        (paused ? button.dataset.playLabel : button.dataset.pauseLabel) ?? '',
      );
      this.toggleAttribute('data-playing', !paused);
    };
    const play = () => {
      // A rejected play() (no data, policy) leaves the element paused; the label follows.
      video.play()?.catch(() => {});
    };
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const saveData = Boolean(
      (navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData,
    );
    const mayAutoplay = () =>
      choice === 'play' || (choice === null && !reducedMotion.matches && !saveData);
    const update = () => {
      if (inView && mayAutoplay()) {
        if (video.paused) play();
      } else if (!video.paused && !(inView && choice === 'play')) {
        video.pause();
      }
    };

    for (const type of ['play', 'pause', 'ended']) video.addEventListener(type, sync, {signal});
    button.addEventListener(
      'click',
      () => {
        if (video.paused) {
          choice = 'play';
          play();
        } else {
          choice = 'pause';
          video.pause();
        }
      },
      {signal},
    );
    reducedMotion.addEventListener?.('change', update, {signal});
    if (typeof IntersectionObserver === 'function') {
      this.#observer = new IntersectionObserver(
        (entries) => {
          inView = entries.some((entry) => entry.isIntersecting);
          update();
        },
        {threshold: 0.5},
      );
      this.#observer.observe(video);
    }
    sync();
    button.hidden = false;
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
    this.#observer?.disconnect();
  }
}

if (!customElements.get('site-video')) customElements.define('site-video', SiteVideo);

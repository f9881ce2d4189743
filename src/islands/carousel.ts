/**
 * <site-carousel>: the buttons of a horizontally scrolling list (src/components/Carousel). The
 * server renders the list, which scrolls natively, and the buttons disabled in a hidden row (the
 * state without JavaScript). This element shows the row only while the items overflow, moves by
 * one item per click (the item's width and the gap, both read from CSS, so media queries can
 * change them) and disables each button at its end, with the spec's 1px tolerance.
 * Self-contained (no imports): compiled on its own by plugins/islands.
 */
const TOLERANCE = 1;

class SiteCarousel extends HTMLElement {
  #track: HTMLElement | null = null;
  #previous: HTMLButtonElement | null = null;
  #next: HTMLButtonElement | null = null;
  #observer: ResizeObserver | null = null;
  #abort: AbortController | null = null;

  connectedCallback(): void {
    this.#track = this.querySelector<HTMLElement>('[data-carousel-track]');
    this.#previous = this.querySelector<HTMLButtonElement>('[data-carousel-previous]');
    this.#next = this.querySelector<HTMLButtonElement>('[data-carousel-next]');
    const track = this.#track;
    if (!track || !this.#previous || !this.#next) return;
    this.#abort = new AbortController();
    const {signal} = this.#abort;
    const update = () => this.#update();
    track.addEventListener('scroll', update, {passive: true, signal});
    window.addEventListener('resize', update, {signal});
    this.#previous.addEventListener('click', () => this.#scroll(-1), {signal});
    this.#next.addEventListener('click', () => this.#scroll(1), {signal});
    // The observer's first call comes after the browser's own next layout: no forced layout here.
    // It only schedules the update for the next frame: reading layout and changing the DOM inside
    // its callback left notifications undelivered in Firefox ("ResizeObserver loop completed with
    // undelivered notifications") when a content-visibility: auto section came into view at once.
    if (typeof ResizeObserver === 'function') {
      this.#observer = new ResizeObserver(() => requestAnimationFrame(update));
      this.#observer.observe(track);
    } else {
      update();
    }
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
    this.#observer?.disconnect();
  }

  #update(): void {
    const track = this.#track;
    if (!track || !this.#previous || !this.#next) return;
    const maxScroll = Math.max(0, track.scrollWidth - track.clientWidth);
    const overflowing = maxScroll > TOLERANCE;
    this.toggleAttribute('data-overflowing', overflowing);
    this.#previous.disabled = !overflowing || track.scrollLeft <= TOLERANCE;
    this.#next.disabled = !overflowing || track.scrollLeft >= maxScroll - TOLERANCE;
  }

  /** One item: its width plus the gap to the next, as laid out now. */
  #step(): number {
    const track = this.#track!;
    const item = track.firstElementChild;
    const width = item ? item.getBoundingClientRect().width : track.clientWidth;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    return width + gap;
  }

  #scroll(direction: -1 | 1): void {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.#track?.scrollBy({left: direction * this.#step(), behavior: reduce ? 'auto' : 'smooth'});
  }
}

if (!customElements.get('site-carousel')) customElements.define('site-carousel', SiteCarousel);

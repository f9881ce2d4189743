import {describe, expect, jest, test} from '@jest/globals';
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {Carousel} from '@site/src/components/Carousel';
// Defines <site-carousel>, as the page's module script does.
import '@site/src/islands/carousel';

// Real encoders and timers: seconds on a busy 2-core machine, never 5 s of jest's default.
jest.setTimeout(60_000);

/** What the browser's layout would say: the track's sizes and position, an item's width, the gap. */
function layOut(
  list: HTMLElement,
  metrics: {scrollWidth: number; clientWidth: number; scrollLeft?: number},
  item = {width: 340, gap: 40},
) {
  Object.defineProperty(list, 'scrollWidth', {configurable: true, value: metrics.scrollWidth});
  Object.defineProperty(list, 'clientWidth', {configurable: true, value: metrics.clientWidth});
  list.scrollLeft = metrics.scrollLeft ?? 0;
  list.style.columnGap = `${item.gap}px`;
  const first = list.firstElementChild as HTMLElement;
  first.getBoundingClientRect = () => ({width: item.width}) as DOMRect;
}

/** The browser reports a scroll (or a resize): the island reads the new layout. */
function scrolled(list: HTMLElement) {
  fireEvent.scroll(list);
}

describe('Carousel', () => {
  const items = ['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf'];
  const renderCarousel = (props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) =>
    render(
      <Carousel
        items={items}
        className="measures"
        label="Bewertungen"
        previousLabel="Vorherige Bewertungen"
        nextLabel="Nächste Bewertungen"
        renderItem={(item) => <p>{item}</p>}
        {...props}
      />,
    );
  const carouselOf = (list: HTMLElement) => list.closest('site-carousel')!;

  test("renders every item; its measures come from the caller's class, not a style attribute", () => {
    renderCarousel();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', {name: 'Bewertungen'})).toBeInTheDocument();
    const carousel = carouselOf(screen.getByRole('list'));
    expect(carousel).toHaveClass('measures');
    expect(carousel).not.toHaveAttribute('style');
  });

  test('as served (no script yet): the buttons are disabled, their row hidden', () => {
    const html = document.createElement('div');
    const {container} = renderCarousel();
    html.innerHTML = container.innerHTML.replace(/site-carousel/g, 'x-inert');
    for (const button of html.querySelectorAll('button')) expect(button).toBeDisabled();
    expect(html.querySelector('[data-overflowing]')).toBeNull();
  });

  test('buttons show only while the items overflow (1px tolerance), on resize too', () => {
    renderCarousel();
    const list = screen.getByRole('list');
    layOut(list, {scrollWidth: 301, clientWidth: 300}, {width: 320, gap: 15});
    fireEvent(window, new Event('resize'));
    expect(carouselOf(list)).not.toHaveAttribute('data-overflowing');
    layOut(list, {scrollWidth: 1735, clientWidth: 300}, {width: 320, gap: 15});
    fireEvent(window, new Event('resize'));
    expect(carouselOf(list)).toHaveAttribute('data-overflowing');
  });

  test('disabled at the start, each click scrolls by one item, disabled at the end (1px tolerance)', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const list = screen.getByRole('list');
    const previous = screen.getByRole('button', {name: 'Vorherige Bewertungen'});
    const next = screen.getByRole('button', {name: 'Nächste Bewertungen'});
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;

    layOut(list, {scrollWidth: 1860, clientWidth: 700});
    scrolled(list);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({left: 380, behavior: 'smooth'});

    layOut(list, {scrollWidth: 1860, clientWidth: 700, scrollLeft: 1});
    scrolled(list);
    expect(previous).toBeDisabled();
    layOut(list, {scrollWidth: 1860, clientWidth: 700, scrollLeft: 380});
    scrolled(list);
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({left: -380, behavior: 'smooth'});

    layOut(list, {scrollWidth: 1860, clientWidth: 700, scrollLeft: 1158});
    scrolled(list);
    expect(next).toBeEnabled();
    layOut(list, {scrollWidth: 1860, clientWidth: 700, scrollLeft: 1159.4});
    scrolled(list);
    expect(next).toBeDisabled();
  });

  test('the step is what CSS lays out: 272px + 5px on a narrow screen', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const list = screen.getByRole('list');
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    layOut(list, {scrollWidth: 1400, clientWidth: 300}, {width: 272, gap: 5});
    scrolled(list);
    await user.click(screen.getByRole('button', {name: 'Nächste Bewertungen'}));
    expect(scrollBy).toHaveBeenLastCalledWith({left: 277, behavior: 'smooth'});
  });

  test('scrolls without animation when the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderCarousel();
      const list = screen.getByRole('list');
      const scrollBy = jest.fn();
      list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
      layOut(list, {scrollWidth: 1860, clientWidth: 700});
      scrolled(list);
      await user.click(screen.getByRole('button', {name: 'Nächste Bewertungen'}));
      expect(scrollBy).toHaveBeenCalledWith({left: 380, behavior: 'auto'});
    } finally {
      window.matchMedia = original;
    }
  });
});

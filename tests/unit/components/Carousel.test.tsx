import {describe, expect, jest, test} from '@jest/globals';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {Carousel} from '@site/src/components/Carousel';
import {getScrollState, reviewCarouselMeasures, stepWidth} from '@site/src/lib/carousel';

describe('getScrollState', () => {
  test('no overflow: buttons not needed, both ends reached', () => {
    expect(getScrollState({scrollLeft: 0, scrollWidth: 500, clientWidth: 500})).toEqual({
      overflowing: false,
      atStart: true,
      atEnd: true,
    });
    // One pixel of overflow is within the tolerance.
    expect(getScrollState({scrollLeft: 0, scrollWidth: 501, clientWidth: 500}).overflowing).toBe(
      false,
    );
    expect(getScrollState({scrollLeft: 0, scrollWidth: 502, clientWidth: 500}).overflowing).toBe(
      true,
    );
  });

  test('start and end with 1px tolerance', () => {
    const metrics = {scrollWidth: 1000, clientWidth: 400};
    expect(getScrollState({...metrics, scrollLeft: 0})).toMatchObject({
      atStart: true,
      atEnd: false,
    });
    expect(getScrollState({...metrics, scrollLeft: 1})).toMatchObject({
      atStart: true,
      atEnd: false,
    });
    expect(getScrollState({...metrics, scrollLeft: 2})).toMatchObject({
      atStart: false,
      atEnd: false,
    });
    expect(getScrollState({...metrics, scrollLeft: 598})).toMatchObject({
      atStart: false,
      atEnd: false,
    });
    expect(getScrollState({...metrics, scrollLeft: 599})).toMatchObject({
      atStart: false,
      atEnd: true,
    });
    expect(getScrollState({...metrics, scrollLeft: 600})).toMatchObject({
      atStart: false,
      atEnd: true,
    });
    // Fractional positions from zoomed or high-density screens.
    expect(getScrollState({...metrics, scrollLeft: 599.4})).toMatchObject({atEnd: true});
  });

  test('one step is one item plus the gap', () => {
    expect(stepWidth(340, 40)).toBe(380);
    expect(stepWidth(272, 5)).toBe(277);
    expect(stepWidth(320, 15)).toBe(335);
  });

  test('reviews: 272px cards and 5px gap up to 480px, else 340px and 40px', () => {
    expect(reviewCarouselMeasures(true)).toEqual({itemWidth: 272, gap: 5});
    expect(reviewCarouselMeasures(false)).toEqual({itemWidth: 340, gap: 40});
  });
});

function setMetrics(
  element: HTMLElement,
  metrics: {scrollWidth: number; clientWidth: number; scrollLeft?: number},
) {
  Object.defineProperty(element, 'scrollWidth', {configurable: true, value: metrics.scrollWidth});
  Object.defineProperty(element, 'clientWidth', {configurable: true, value: metrics.clientWidth});
  element.scrollLeft = metrics.scrollLeft ?? 0;
}

describe('Carousel', () => {
  const items = ['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf'];
  const renderCarousel = (props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) =>
    render(
      <Carousel
        items={items}
        itemWidth={340}
        label="Bewertungen"
        previousLabel="Vorherige Bewertungen"
        nextLabel="Nächste Bewertungen"
        renderItem={(item) => <p>{item}</p>}
        {...props}
      />,
    );

  test('renders every item and applies width, item width and gap (defaults 40px and 70px)', () => {
    renderCarousel();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const region = screen.getByRole('region', {name: 'Bewertungen'});
    expect(region.style.getPropertyValue('--carousel-width')).toBe('70px');
    expect(region.style.getPropertyValue('--carousel-gap')).toBe('40px');
    expect(region.style.getPropertyValue('--carousel-item-width')).toBe('340px');
  });

  test('buttons stay hidden without overflow and appear with it, on resize too', () => {
    renderCarousel({width: '100%', gap: 15, itemWidth: 320});
    const list = screen.getByRole('list');
    const controls = screen.getByRole('button', {name: 'Nächste Bewertungen'}).parentElement!;
    setMetrics(list, {scrollWidth: 300, clientWidth: 300});
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(controls.className).toMatch(/controlsHidden/);
    setMetrics(list, {scrollWidth: 1735, clientWidth: 300});
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(controls.className).not.toMatch(/controlsHidden/);
  });

  test('disabled at the start, each click scrolls by one item, disabled at the end', () => {
    renderCarousel();
    const list = screen.getByRole('list');
    const previous = screen.getByRole('button', {name: 'Vorherige Bewertungen'});
    const next = screen.getByRole('button', {name: 'Nächste Bewertungen'});
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;

    setMetrics(list, {scrollWidth: 1860, clientWidth: 700});
    act(() => {
      fireEvent.scroll(list);
    });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({left: 380, behavior: 'smooth'});

    setMetrics(list, {scrollWidth: 1860, clientWidth: 700, scrollLeft: 380});
    act(() => {
      fireEvent.scroll(list);
    });
    expect(previous).toBeEnabled();
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({left: -380, behavior: 'smooth'});

    setMetrics(list, {scrollWidth: 1860, clientWidth: 700, scrollLeft: 1159.5});
    act(() => {
      fireEvent.scroll(list);
    });
    expect(next).toBeDisabled();
  });

  test('scrolls without animation when the visitor prefers reduced motion', () => {
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
      setMetrics(list, {scrollWidth: 1860, clientWidth: 700});
      act(() => {
        fireEvent.scroll(list);
      });
      fireEvent.click(screen.getByRole('button', {name: 'Nächste Bewertungen'}));
      expect(scrollBy).toHaveBeenCalledWith({left: 380, behavior: 'auto'});
    } finally {
      window.matchMedia = original;
    }
  });
});

/** Pure logic of the carousel, kept apart from React so it can be tested directly. */

/** Scroll positions closer than this to an end count as the end (the spec's 1px tolerance). */
const END_TOLERANCE = 1;

export interface ScrollMetrics {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

export interface ScrollState {
  /** The content is wider than the visible area: the buttons are needed. */
  readonly overflowing: boolean;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

export function getScrollState(
  {scrollLeft, scrollWidth, clientWidth}: ScrollMetrics,
  tolerance = END_TOLERANCE,
): ScrollState {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  const overflowing = maxScroll > tolerance;
  return {
    overflowing,
    atStart: !overflowing || scrollLeft <= tolerance,
    atEnd: !overflowing || scrollLeft >= maxScroll - tolerance,
  };
}

/** One click moves by one item: its width plus the gap to the next. */
export function stepWidth(itemWidth: number, gap: number): number {
  return itemWidth + gap;
}

/** The reviews carousel's measures for a viewport width (the spec's 480px switch). */
export function reviewCarouselMeasures(narrow: boolean): {
  readonly itemWidth: number;
  readonly gap: number;
} {
  return narrow ? {itemWidth: 272, gap: 5} : {itemWidth: 340, gap: 40};
}

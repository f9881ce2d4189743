/** The carousels' measures (the buttons' logic is the island src/islands/carousel.ts). */

/** The reviews carousel's measures for a viewport width (the spec's 480px switch). */
export function reviewCarouselMeasures(narrow: boolean): {
  readonly itemWidth: number;
  readonly gap: number;
} {
  return narrow ? {itemWidth: 272, gap: 5} : {itemWidth: 340, gap: 40};
}

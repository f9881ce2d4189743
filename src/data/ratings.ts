/**
 * Overall rating shown in the ratings widget on the home page.
 * The label is kept exactly as given in the specification (including its spelling).
 */

/** Number of reviews per star level. */
export interface RatingCounts {
  readonly 5: number;
  readonly 4: number;
  readonly 3: number;
  readonly 2: number;
  readonly 1: number;
}

export interface RatingSummary {
  /** Average score from 1.0 to 5.0. */
  readonly score: number;
  readonly label: string;
  readonly counts: RatingCounts;
}

export const ratingSummary = {
  score: 5.0,
  label: 'Bestbewertungen auf Treawell!',
  counts: {5: 65, 4: 0, 3: 0, 2: 0, 1: 0},
} as const satisfies RatingSummary;

/**
 * Breakpoints from the spec. CSS repeats the numbers (media queries cannot read variables);
 * keep both in step.
 */
export const breakpoints = {sm: 600, md: 900, lg: 1200, xl: 1536} as const;

/** The header shows its links from 993px; below that they sit behind the menu button. */
export const MOBILE_MENU_MAX_WIDTH = 992;
export const desktopNavigationQuery = `(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`;

/** The review carousel switches to narrow cards at 480px and below. */
export const REVIEWS_NARROW_MAX_WIDTH = 480;

/** Breakpoints the scripts need; the CSS has its own media queries (they cannot read variables). */

/** The header shows its links from 993px; below that they sit behind the menu button. */
const MOBILE_MENU_MAX_WIDTH = 992;
export const desktopNavigationQuery = `(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`;

/**
 * The site's pages outside the blog: the one place a page is registered (docs/add-a-page.md).
 * Routes are the site's structure, not content. From this list come the header's, the mobile
 * menu's and the footer's links, the editor's entry for a page's own content file
 * (plugins/admin/config.ts) and the headline every e2e suite expects on each route
 * (tests/e2e/routes.ts); its byte budget is budgets.json's entry for the route
 * (tests/e2e/budgets.spec.ts fails naming a route without one).
 */

/** A link in the header, the mobile menu or the footer. */
export interface NavigationLink {
  readonly target: string;
  readonly text: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- her YAML as written (tests) or as validated (site): the same shape */
export interface SitePage {
  readonly route: string;
  /** Its link: in the header and mobile menu (`main`) or in the footer (`legal`). */
  readonly link: NavigationLink['text'];
  readonly menu: 'main' | 'legal';
  /**
   * The page's headline (its h1), as its content file gives it (content: every src/data/*.yml
   * by name), or fixed text.
   */
  readonly headline: string | ((content: Record<string, any>) => string);
  /**
   * The content file only this page shows (src/data/<data>.yml), and its entry in the editor's
   * menu (German, for her). Files several pages share are listed in plugins/admin/decap.yml.
   */
  readonly data?: {readonly name: string; readonly label: string; readonly description: string};
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export const sitePages: readonly SitePage[] = [
  {route: '/', link: 'Startseite', menu: 'main', headline: (c) => c.home.hero.headline},
  {
    route: '/preisliste',
    link: 'Preisliste',
    menu: 'main',
    headline: (c) => c.pages.prices.headline,
  },
  {route: '/galerie', link: 'Galerie', menu: 'main', headline: (c) => c.pages.gallery.headline},
  {
    route: '/kooperation',
    link: 'Kooperation',
    menu: 'main',
    headline: (c) => c.cooperation.headline,
  },
  {route: '/impressum', link: 'Impressum', menu: 'legal', headline: 'Impressum'},
  {route: '/datenschutz', link: 'Datenschutz', menu: 'legal', headline: 'Datenschutzerklärung'},
];

const links = (menu: SitePage['menu']): readonly NavigationLink[] =>
  sitePages
    .filter((page) => page.menu === menu)
    .map(({route, link}) => ({target: route, text: link}));

/** The main navigation, in the header and in the mobile menu. */
export const mainNavigation = links('main');

/** Legal pages, linked from the footer. */
export const legalNavigation = links('legal');

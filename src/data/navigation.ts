/** A link in the header, the mobile menu or the footer. Routes are the site's structure, not content. */
export interface NavigationLink {
  readonly target: string;
  readonly text: string;
}

/** The main navigation, in the header and in the mobile menu. */
export const mainNavigation: readonly NavigationLink[] = [
  {target: '/', text: 'Startseite'},
  {target: '/preisliste', text: 'Preisliste'},
  {target: '/galerie', text: 'Galerie'},
  {target: '/kooperation', text: 'Kooperation'},
];

/** Legal pages, linked from the footer. */
export const legalNavigation: readonly NavigationLink[] = [
  {target: '/impressum', text: 'Impressum'},
  {target: '/datenschutz', text: 'Datenschutz'},
];

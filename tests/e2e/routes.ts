/** Every public route with its German headline: the e2e suites iterate over this list. */
export const routes = [
  {path: '/', h1: 'Ihr Kosmetikstudio in Berlin Steglitz'},
  {path: '/preisliste', h1: 'Kosmetikbehandlungen und Preisliste'},
  {path: '/galerie', h1: 'Sichtbare Ergebnisse, die für sich sprechen – meine Galerie'},
  {path: '/kooperation', h1: 'Kooperationen mit Kosmetikmarken und Spa-Hotels'},
  {path: '/impressum', h1: 'Impressum'},
  {path: '/datenschutz', h1: 'Datenschutzerklärung'},
] as const;

export const siteUrl = (process.env.SITE_URL ?? 'https://www.kosmetik-mustermann.de').replace(/\/+$/, '');

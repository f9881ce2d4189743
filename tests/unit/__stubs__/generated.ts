// Stands in for every `@generated/*` module that only exists inside a Docusaurus build.
const stub = {
  // @generated/docusaurus.config
  baseUrl: '/',
  url: 'https://www.kosmetik-mustermann.de',
  trailingSlash: false,
  title: 'Kosmetikstudio Erika Mustermann',
  future: {experimental_router: 'browser', v4: true},
  // @generated/i18n
  defaultLocale: 'de',
  currentLocale: 'de',
  locales: ['de'],
  localeConfigs: {de: {htmlLang: 'de', direction: 'ltr', label: 'Deutsch', path: 'de'}},
};

export default stub;

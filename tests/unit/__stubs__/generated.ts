// Stands in for every `@generated/*` module that only exists inside a Docusaurus build; the site's
// address and name come from src/data/studio.yml, as in docusaurus.config.ts.
import {siteData} from '../__helpers__/siteData';

const {studio} = siteData;

const stub = {
  // @generated/docusaurus.config
  baseUrl: '/',
  url: studio.url,
  trailingSlash: false,
  title: studio.studioName,
  future: {experimental_router: 'browser', v4: true},
  // @generated/i18n
  defaultLocale: 'de',
  currentLocale: 'de',
  locales: ['de'],
  localeConfigs: {de: {htmlLang: 'de', direction: 'ltr', label: 'Deutsch', path: 'de'}},
};

export default stub;

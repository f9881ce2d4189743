import type {LoadContext, Plugin} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import {ssrTemplate} from '@site/plugins/static-template';

const context = {
  siteDir: '/site',
  i18n: {currentLocale: 'de', localeConfigs: {de: {direction: 'ltr'}}},
  siteStorage: {type: 'localStorage', namespace: ''},
  siteConfig: {
    themeConfig: {prism: {additionalLanguages: []}, colorMode: {defaultMode: 'light'}},
    future: {v4: {useCssCascadeLayers: true}},
  },
} as unknown as LoadContext;

describe('the page template', () => {
  test('no client bundles and none of the tags the classic theme adds to every page', () => {
    expect(ssrTemplate).not.toContain('it.scripts');
    expect(ssrTemplate).not.toContain('it.preBodyTags');
    for (const part of ['it.headTags', 'it.postBodyTags', 'it.appHtml', 'it.stylesheets'])
      expect(ssrTemplate).toContain(part);
  });

  test('the classic theme puts its tags (sprite, data-theme script) only before the body', () => {
    const theme = themeClassic(context, {customCss: []} as never) as Plugin<undefined>;
    const tags = theme.injectHtmlTags!({content: undefined});
    expect(Object.keys(tags)).toEqual(['preBodyTags']);
  });
});

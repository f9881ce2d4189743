import {existsSync} from 'node:fs';
import {isAbsolute} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import presetClassic, {type Options} from '@docusaurus/preset-classic';
import classicPreset from '@site/plugins/static-template';

const context = {
  siteDir: '/site',
  i18n: {currentLocale: 'de', localeConfigs: {de: {direction: 'ltr'}}},
  siteStorage: {type: 'localStorage', namespace: ''},
  siteConfig: {
    themeConfig: {prism: {additionalLanguages: []}, colorMode: {defaultMode: 'light'}},
    future: {v4: {useCssCascadeLayers: true}},
  },
} as unknown as LoadContext;

const OPTIONS: Options = {docs: false, blog: false, theme: {customCss: ['a.css']}};

describe('the classic preset, its theme without the tags it adds to every page (issue 36)', () => {
  const preset = classicPreset(context, OPTIONS);
  const [theme, ...otherThemes] = preset.themes ?? [];
  const [module, options] = theme as [PluginModule, {customCss: string[]}];

  test('the preset’s plugins stay; its one theme is the classic theme, with its options and checks', () => {
    expect(otherThemes).toEqual([]);
    expect(preset.plugins).toEqual(presetClassic(context, OPTIONS).plugins);
    expect(typeof module).toBe('function');
    expect(options).toEqual({customCss: ['a.css']});
    expect(module.validateOptions).toEqual(expect.any(Function));
    expect(module.validateThemeConfig).toEqual(expect.any(Function));
    // `docusaurus swizzle` still knows which of its components are safe to swizzle.
    expect(module.getSwizzleConfig?.()?.components).toHaveProperty('Footer');
  });

  test('no tags in every page; the theme’s components and client modules found where they are', () => {
    const plugin = module(context, {customCss: ['a.css']}) as Plugin<undefined>;
    expect(plugin.name).toBe('docusaurus-theme-classic');
    expect(plugin.injectHtmlTags).toBeUndefined();
    for (const path of [plugin.getThemePath!(), plugin.getTypeScriptThemePath!()]) {
      expect(isAbsolute(path)).toBe(true);
      expect(existsSync(path)).toBe(true);
    }
    const modules = plugin.getClientModules!();
    expect(modules).toContain('/site/a.css');
    for (const path of modules.filter((m) => m !== '/site/a.css')) {
      expect(isAbsolute(path)).toBe(true);
      expect(existsSync(path) || existsSync(`${path}.js`)).toBe(true);
    }
  });
});

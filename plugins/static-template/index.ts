/**
 * What every built page is made of besides its content: the classic preset (this module's default
 * export, in `presets`) with its theme's tags at the top of every page's body left out; the page
 * template (`ssrTemplate`, from Docusaurus' documented template variables) without `it.scripts`:
 * visitor pages load neither React nor Docusaurus' client bundles, what needs script comes from
 * islands (plugins/islands), `npm start` does not use it; and the Speculation Rules that make the
 * next page instant without a client router (an inline script, allowed by its CSP hash).
 */
import {dirname, isAbsolute, resolve} from 'node:path';
import presetClassic, {type Options as PresetOptions} from '@docusaurus/preset-classic';
import themeClassic, * as classic from '@docusaurus/theme-classic';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {
  HtmlTagObject,
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
  Preset,
} from '@docusaurus/types';

const THEME = require.resolve('@docusaurus/theme-classic');
// A theme's relative paths (its components, client modules) are read from the folder of the module
// Docusaurus loaded, here the site's: they are the classic theme's, in its lib/ folder.
const ofTheme = (path: string) => (isAbsolute(path) ? path : resolve(dirname(THEME), path));

/**
 * The classic theme as it is, but for its `injectHtmlTags`: an SVG sprite of the external-link icon,
 * which the site never shows (its own icons are inline), hidden by a style attribute; and a script
 * that sets `data-theme` (the site has one colour scheme and no rule reads it) and copies
 * `?docusaurus-data-*` parameters onto <html>. ~0.25 KB of brotli and two CSP hashes, one of them
 * 'unsafe-hashes' for that style attribute, in every page, which must fit TCP's first round trip
 * (issue 36). Without the script, `npm start` sets data-theme when React starts.
 */
const classicTheme = Object.assign(
  (context: LoadContext, options: unknown): Plugin<undefined> => {
    const {injectHtmlTags: _, ...theme} = themeClassic(context, options as ThemeOptions);
    return {
      ...theme,
      getThemePath: () => ofTheme(theme.getThemePath!()),
      getTypeScriptThemePath: () => ofTheme(theme.getTypeScriptThemePath!()),
      getClientModules: () => theme.getClientModules!().map(ofTheme),
    };
  },
  // Its option and themeConfig checks (with their defaults) and its list of safe swizzles for
  // `docusaurus swizzle`: its module exports them beside the plugin, though its type declarations
  // name only the plugin and the list.
  {
    validateOptions: (classic as unknown as PluginModule).validateOptions,
    validateThemeConfig: (classic as unknown as PluginModule).validateThemeConfig,
    getSwizzleConfig: classic.getSwizzleConfig,
  },
) as PluginModule;

/** The classic preset, with `classicTheme` in place of the classic theme. */
export default function classicPreset(context: LoadContext, options: PresetOptions): Preset {
  const preset = presetClassic(context, options);
  const isTheme = (config: PluginConfig) => (Array.isArray(config) ? config[0] : config) === THEME;
  return {
    ...preset,
    themes: preset.themes?.map((config) =>
      isTheme(config) ? [classicTheme, Array.isArray(config) ? config[1] : {}] : config,
    ),
  };
}

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<%~ it.metaAttributes.join('') %>
<%~ it.headTags %>
<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>" /><% }) %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;

// Links to pages of this site: not the editor, the feeds and sitemap, media or asset files.
const notPages = ['/admin{/*}?', '/*.xml', '/images/*', '/videos/*', '/fonts/*', '/assets/*'];
const where = {and: [{href_matches: '/*'}, {not: {href_matches: notPages}}]};
const rules = [{where, eagerness: 'moderate'}];

// Prerender when the visitor is about to follow a link (hover, pointer down); where the browser
// does not prerender (automation, data saver), prefetch the HTML, all a next page needs.
export const speculationRules: HtmlTagObject = {
  tagName: 'script',
  attributes: {type: 'speculationrules'},
  innerHTML: JSON.stringify({prerender: rules, prefetch: rules}),
};

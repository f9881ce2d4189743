/**
 * What every built page is made of besides its content: the page template (the config's
 * `ssrTemplate`, with Docusaurus' documented template variables) and the Speculation Rules.
 * The template leaves out `it.scripts` (visitor pages load neither React nor Docusaurus' client
 * bundles: what needs script comes from islands, plugins/islands) and `it.preBodyTags`, which only
 * the classic theme fills: an SVG sprite hidden by a style attribute and a script setting
 * `data-theme`, ~0.25 KB brotli and an 'unsafe-hashes' CSP in every page, which must fit TCP's
 * first round trip. `npm start` does not use it.
 */
import type {HtmlTagObject} from '@docusaurus/types';

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

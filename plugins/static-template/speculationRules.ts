import type {HtmlTagObject} from '@docusaurus/types';

/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): the browser
 * prerenders a page of this site when the visitor is about to follow a link to it ("moderate":
 * on hovering a link for a moment or on pointer down; on phones, links near the viewport), so
 * the next page appears at once without a client-side router. Not the editor (/admin), the
 * feeds and sitemap (/*.xml), or media files. Browsers without Speculation Rules ignore the
 * block. It is an inline script: the security-headers plugin allows it by its hash.
 */
/** Pages of this site: not the editor, the feeds and sitemap, or media and asset files. */
const sameSitePages = {
  and: [
    {href_matches: '/*'},
    {not: {href_matches: '/admin{/*}?'}},
    {not: {href_matches: '/*.xml'}},
    ...['/images/*', '/videos/*', '/fonts/*', '/assets/*'].map((pattern) => ({
      not: {href_matches: pattern},
    })),
  ],
};

// Prerender where the browser allows it; the prefetch of the page's HTML where it does not (a
// browser under DevTools/automation, data saver, low memory): the HTML is all a next page of this
// site needs from the network (CSS, fonts and islands are cached).
const rules = {
  prerender: [{where: sameSitePages, eagerness: 'moderate'}],
  prefetch: [{where: sameSitePages, eagerness: 'moderate'}],
};

export const speculationRules: HtmlTagObject = {
  tagName: 'script',
  attributes: {type: 'speculationrules'},
  innerHTML: JSON.stringify(rules),
};

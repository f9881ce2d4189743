/**
 * The page template of the build (site config `ssrTemplate`), written from Docusaurus' documented
 * template variables (https://docusaurus.io/docs/api/docusaurus-config#ssrTemplate): the page as
 * React rendered it, its head, stylesheets and the tags plugins inject, and no `it.scripts`: the
 * browser loads neither React nor Docusaurus' client bundles. What needs script comes from the
 * islands the page's components name in its head (plugins/islands). `npm start` does not use this
 * template; there the full client renders the same components, and the islands work the same.
 *
 * Upstream, an option to build pages without the client runtime (Docusaurus issue "static
 * output / no JS", e.g. a `future.noClientRuntime` flag that also skips the client bundle) would
 * replace this template and save the build the time of a client bundle nobody loads.
 */
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

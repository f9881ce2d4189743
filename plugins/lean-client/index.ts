import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const bootSource = readFileSync(path.join(__dirname, 'boot.js'), 'utf8');

/** Where the boot script is served: under /assets (cached for a year), so with a content hash. */
export const bootPath = `assets/js/boot.${createHash('sha256').update(bootSource).digest('hex').slice(0, 8)}.js`;

/**
 * The page template (site config `ssrTemplate`): Docusaurus' own (@docusaurus/core
 * lib/ssg/ssgTemplate.html.js) with one change: instead of a <script defer> per bundle, the boot
 * script, which is given the bundles in their order and starts them after the first paint.
 * Written without indentation: the site config, this string included, is part of main.js.
 * tests/unit/plugins/leanClient.test.ts renders both and fails when Docusaurus' template changes.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<%~ it.metaAttributes.join('') %>
<%~ it.headTags %>
<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>" /><% }) %>
<script src="<%= it.baseUrl %>${bootPath}" data-scripts="<%= it.scripts.map((s) => it.baseUrl + s).join(' ') %>" defer></script>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;

/**
 * Keeps work off the phone's main thread that this site does not need.
 * 1. The classic theme loads a Prism client module on every page for syntax highlighting
 *    (~35 KB gzip of JS); this site shows no code, so the module is replaced by an empty one.
 * 2. Each page's bundles are started by boot.js after the first paint instead of delaying it
 *    (NOTES: LCP 2.1 s -> 0.9 s on a throttled phone): once the browser has reported its first
 *    contentful paint and decoded the images marked fetchpriority="high", so that those never
 *    share the line with 130 KB of script (Lighthouse LCP of /, /impressum and an article
 *    0.14-0.24 s lower than with a start one frame after the first paint). In order
 *    (async = false) and from this origin: no inline script, so the strict Content-Security-Policy
 *    needs no hash for it. The page template (`ssrTemplate` above, set in docusaurus.config.ts)
 *    names it; postBuild writes it.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const empty = path.join(__dirname, 'empty.js');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            empty,
          ),
        ],
      };
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, bootPath), bootSource);
    },
  };
}

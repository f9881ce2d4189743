import {createHash} from 'node:crypto';
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Finds the bundle scripts Docusaurus puts in every page's <head>. */
const BUNDLE_SCRIPTS =
  /<script src=("?)(\/assets\/js\/runtime~main\.[0-9a-f]+\.js)\1 defer(?:="")?><\/script><script src=("?)(\/assets\/js\/main\.[0-9a-f]+\.js)\3 defer(?:="")?><\/script>/;

/**
 * Starts the bundles after the first paint: the page is prerendered HTML, so it can be shown
 * before React hydrates it. Loaded in order (async = false), from this origin only (no inline
 * script, so a strict Content-Security-Policy needs no hash for it).
 */
const BOOT_SCRIPT = `(function () {
  var boot = document.currentScript;
  var sources = boot.getAttribute('data-scripts').split(' ');
  function start() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
`;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Rewrites one page's head; returns null when the page has no bundle scripts to defer. */
export function deferBundles(html: string, bootSrc: string): string | null {
  const match = BUNDLE_SCRIPTS.exec(html);
  if (!match) {
    return null;
  }
  const sources = `${match[2]} ${match[4]}`;
  return html.replace(
    match[0],
    `<script src="${bootSrc}" data-scripts="${sources}" defer></script>`,
  );
}

/**
 * Keeps work off the phone's main thread that this site does not need.
 * 1. The classic theme loads a Prism client module on every page for syntax highlighting
 *    (~35 KB gzip of JS); this site shows no code, so the module is replaced by an empty one.
 * 2. After the build, each page's two bundle scripts are started by a tiny boot script after the
 *    first paint instead of delaying it (NOTES: LCP 2.1 s -> 0.9 s on a throttled phone).
 *    Each page is replaced in one step (write, then rename): plugins/security-headers reads the
 *    pages at the same time (Docusaurus runs postBuild hooks concurrently) and must never see a
 *    half-written file. The rewrite adds no inline script or style, so its CSP hashes hold.
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
      const hash = createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 8);
      const bootSrc = `/assets/js/boot.${hash}.js`;
      await writeFile(path.join(outDir, bootSrc), BOOT_SCRIPT);
      const files = await htmlFiles(outDir);
      let rewritten = 0;
      for (const file of files) {
        const html = await readFile(file, 'utf8');
        const next = deferBundles(html, bootSrc);
        if (next === null) {
          throw new Error(
            `lean-client: ${path.relative(outDir, file)} has no bundle <script> tags in the expected form; update BUNDLE_SCRIPTS.`,
          );
        }
        await writeFile(`${file}.tmp`, next);
        await rename(`${file}.tmp`, file);
        rewritten += 1;
      }
      if (rewritten === 0) {
        throw new Error('lean-client: no HTML pages found to rewrite');
      }
    },
  };
}

/**
 * Local Docusaurus plugin: the editor at /admin (Decap CMS) for the owner's content.
 *
 * On every `start` and `build` it writes the editor into a git-ignored folder that the site config
 * lists in `staticDirectories` (like the image variants), so /admin is served by the development
 * server and copied into build/ alike, from this origin only:
 *   admin/index.html        the page (noindex, in no sitemap, linked from nowhere)
 *   admin/config.yml        generated from the content schema (./config.ts)
 *   admin/decap-cms.js …    Decap CMS from its npm package, with its chunks and WebAssembly
 *   admin/admin.js …        the site's start script and comment-keeping formats (./client), and
 *                           the browser build of `yaml` they use
 * With DECAP_SERVER_PORT set (npm run edit), the development server passes /api/v1 through to the
 * local backend (decap-server) on that port, so the editor talks to its own origin only.
 * No visitor page loads any of it: the editor has no route, and nothing links to it. On Netlify
 * the editor also lives on an origin of its own (`_redirects`, see netlifyRedirects), so no script
 * of a visitor page can read its sign-in.
 */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {stringify} from 'yaml';
import {
  backendFromEnvironment,
  BLOG_FORMAT,
  DATA_COLLECTIONS,
  dataFormat,
  DATE_WIDGET,
  decapConfig,
} from './config';
import {siteSettings} from '../content/load';

export const ADMIN_PATH = '/admin/';
const CACHE_DIR = '.cache/admin';

/**
 * The folder to add to `staticDirectories` (relative to the site folder). `npm run edit` (with the
 * local backend) writes to its own folder, so a build next to a running editor does not replace
 * the editor's files with the production ones.
 */
export function adminStaticDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.posix.join(CACHE_DIR, env.DECAP_SERVER_PORT ? 'edit' : 'public');
}

/**
 * The page: German, not indexed, no inline script or style. Decap takes 10–30 s to load on a slow
 * computer; until then `#nc-root` (where Decap renders, replacing what is in it) says so.
 */
export function adminPage(studioName: string, faviconUrl: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>Inhalte bearbeiten | ${escape(studioName)}</title>
<link rel="icon" href="${escape(faviconUrl)}">
<link rel="stylesheet" href="${ADMIN_PATH}loading.css">
<link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}config.yml">
<script src="${ADMIN_PATH}init.js"></script>
<script src="${ADMIN_PATH}decap-cms.js"></script>
<script type="module" src="${ADMIN_PATH}admin.js"></script>
</head>
<body>
<div id="nc-root"><p class="loading" role="status">Der Editor wird geladen … Beim ersten Öffnen dauert das bis zu einer halben Minute.</p></div>
<noscript><p class="loading">Der Editor braucht JavaScript. Bitte schalten Sie es für diese Seite ein.</p></noscript>
</body>
</html>
`;
}

/** The loading message's look, until Decap replaces it (Decap brings its own styles). */
const LOADING_CSS = `.loading {
  margin: 20vh auto 0;
  max-width: 32em;
  padding: 0 1em;
  font: 1.125rem/1.5 system-ui, sans-serif;
  color: #313d3e;
  text-align: center;
}
`;

/** Writes the editor into `<siteDir>/.cache/admin/public/admin`; returns that folder. */
export function writeAdmin(
  siteDir: string,
  site: {readonly studioName: string; readonly siteUrl: string; readonly faviconUrl: string},
  env: NodeJS.ProcessEnv = process.env,
): string {
  const {studioName, siteUrl, faviconUrl} = site;
  // Only `npm run edit` serves a local backend (at /api/v1 of the development server); a build never asks for one.
  const localBackend = Boolean(env.DECAP_SERVER_PORT);
  const out = path.join(siteDir, adminStaticDir(env), 'admin');
  rmSync(out, {recursive: true, force: true});
  mkdirSync(path.join(out, 'yaml'), {recursive: true});

  const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  for (const file of readdirSync(decapDist)) {
    // decap-cms.js, its lazily loaded chunks and WebAssembly; not the source maps nor the duplicate cms.js build.
    if (/^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$/.test(file) || file.endsWith('.wasm')) {
      copyFileSync(path.join(decapDist, file), path.join(out, file));
    }
  }
  const yamlBrowser = path.join(
    path.dirname(require.resolve('yaml/package.json')),
    'browser',
    'dist',
  );
  cpSync(yamlBrowser, path.join(out, 'yaml'), {recursive: true});
  for (const file of ['init.js', 'admin.js', 'formats.js', 'widgets.js']) {
    copyFileSync(path.join(__dirname, 'client', file), path.join(out, file));
  }
  writeFileSync(
    path.join(out, 'names.js'),
    `// Generated by plugins/admin from ./config.ts.\nexport const DATA_FORMATS = ${JSON.stringify(DATA_COLLECTIONS.map(({name}) => dataFormat(name)))};\nexport const BLOG_FORMAT = ${JSON.stringify(BLOG_FORMAT)};\nexport const DATE_WIDGET = ${JSON.stringify(DATE_WIDGET)};\nexport const LOCAL_BACKEND = ${localBackend};\n`,
  );
  const config = decapConfig({siteDir, siteUrl, backend: backendFromEnvironment(env)});
  writeFileSync(
    path.join(out, 'config.yml'),
    `# Generated by plugins/admin from src/data/schema.ts. Do not edit.\n${stringify(config, {lineWidth: 0})}`,
  );
  writeFileSync(path.join(out, 'index.html'), adminPage(studioName, faviconUrl));
  writeFileSync(path.join(out, 'loading.css'), LOADING_CSS);
  return out;
}

/**
 * The editor's own origin on Netlify: the site's Netlify address (`SITE_NAME`, set by Netlify in
 * every build), e.g. https://kosmetik-mustermann.netlify.app. Null outside Netlify.
 */
export function netlifyEditorOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const name = env.SITE_NAME?.trim();
  return name && /^[a-z0-9-]+$/i.test(name) ? `https://${name}.netlify.app` : null;
}

/**
 * Netlify's `_redirects`, so that visitor pages and the editor never share an origin: Decap keeps
 * the signed-in GitHub token in the page origin's localStorage, where any script of a page of that
 * origin could read it. The editor is used on the Netlify address, which serves nothing else (every
 * other path there goes to the site's own domain); on that domain /admin leads to it. Returns null
 * when the site's address is the Netlify address itself (then there is no second origin to use).
 */
export function netlifyRedirects(siteUrl: string, editorOrigin: string): string | null {
  const site = new URL(siteUrl).origin;
  if (site === new URL(editorOrigin).origin) return null;
  return `# Generated by plugins/admin from src/data/studio.yml (url) and Netlify's SITE_NAME. Do not edit.
# The editor only on ${editorOrigin}, where no visitor page is served.
${editorOrigin}/admin  /admin/  301!
${editorOrigin}/admin/*  /admin/:splat  200
${editorOrigin}/*  ${site}/:splat  301!
# On the site's own domain, /admin leads to the editor's origin.
${site}/admin  ${editorOrigin}/admin/  301!
${site}/admin/*  ${editorOrigin}/admin/:splat  301!
`;
}

/**
 * Articles in blog/ (Markdown with front matter) that the loaded blog content lacks: `source` is
 * the blog plugin's `@site/blog/<file>`. Paths relative to the site folder.
 */
export function lostArticles(siteDir: string, loadedSources: readonly string[]): string[] {
  const loaded = new Set(loadedSources.map((source) => source.replace(/^@site\//, '')));
  return readdirSync(path.join(siteDir, 'blog'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `blog/${name}`)
    .filter(
      (file) =>
        !loaded.has(file) && readFileSync(path.join(siteDir, file), 'utf8').startsWith('---'),
    );
}

/** How often the development site is asked to read one lost article again before it gives up. */
const MAX_REREADS = 3;

export interface AdminPluginOptions {
  /** Default: from src/data/studio.yml. (Read here, not passed in the config: plugin options are serialised into every page's JavaScript.) */
  readonly studioName?: string;
  readonly siteUrl?: string;
}

export default function adminPlugin(
  context: LoadContext,
  options: AdminPluginOptions = {},
): Plugin {
  const backendPort = process.env.DECAP_SERVER_PORT;
  /** Lost articles (see allContentLoaded) and how often they were touched. */
  const rereads = new Map<string, number>();
  return {
    name: 'admin',
    async loadContent() {
      const served = path.resolve(context.siteDir, adminStaticDir());
      if (
        !context.siteConfig.staticDirectories
          .map((dir) => path.resolve(context.siteDir, dir))
          .includes(served)
      ) {
        throw new Error(
          `admin: add "${adminStaticDir()}" to staticDirectories in docusaurus.config.ts, or /admin is not served`,
        );
      }
      const studio = siteSettings(context.siteDir);
      const {baseUrl, favicon} = context.siteConfig;
      writeAdmin(context.siteDir, {
        studioName: options.studioName ?? studio.studioName,
        siteUrl: options.siteUrl ?? studio.url,
        // The site's icon (or none), so the browser does not ask for a /favicon.ico the build lacks.
        faviconUrl: favicon ? `${baseUrl}${favicon}` : 'data:,',
      });
    },
    /**
     * Development only: a new article saved with its image can be lost by the development site.
     * Decap writes the Markdown and the image at once; the blog plugin and the image plugin
     * (which watches static/images) then reload side by side, each from the site as it was, and
     * the one that finishes last wins (Docusaurus' own TODO on plugin reload races): the article
     * stays 404 until the file is saved again. Every reload ends here; an article on disk that the
     * loaded blog lacks has its file touched, so the blog plugin reloads from the current site.
     */
    allContentLoaded({allContent}) {
      if (process.env.NODE_ENV !== 'development') return;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) return;
      const sources = blog.blogPosts.map((post) => post.metadata.source);
      for (const source of sources) rereads.delete(source.replace(/^@site\//, ''));
      for (const file of lostArticles(context.siteDir, sources)) {
        const count = rereads.get(file) ?? 0;
        if (count >= MAX_REREADS) continue;
        rereads.set(file, count + 1);
        // After this reload has replaced the site (it still writes its files), not during it.
        setTimeout(() => {
          const now = new Date();
          try {
            utimesSync(path.join(context.siteDir, file), now, now);
          } catch {
            // Deleted meanwhile: nothing to show.
          }
        }, 2_000).unref();
      }
    },
    postBuild({outDir}) {
      const editorOrigin = netlifyEditorOrigin();
      if (!editorOrigin) return;
      const siteUrl = options.siteUrl ?? siteSettings(context.siteDir).url;
      const redirects = netlifyRedirects(siteUrl, editorOrigin);
      if (redirects) {
        writeFileSync(path.join(outDir, '_redirects'), redirects);
        console.log(`[admin] build/_redirects: the editor at ${editorOrigin}${ADMIN_PATH}`);
      } else {
        console.warn(
          `[admin] Die Website-Adresse (url in src/data/studio.yml) ist die Netlify-Adresse ${editorOrigin}: Editor und Besucherseiten teilen sich dann eine Herkunft. Tragen Sie Ihre eigene Domain ein (Anleitung, Abschnitt 9).`,
        );
      }
    },
    getPathsToWatch() {
      return [
        // studio.yml: its `url` is the editor's „Live ansehen“ (site_url), rewritten when she changes it.
        path.join(context.siteDir, 'src', 'data', 'studio.yml'),
        path.join(context.siteDir, 'blog', 'tags.yml'),
        path.join(context.siteDir, 'blog', 'authors.yml'),
      ];
    },
    configureWebpack() {
      if (!backendPort) return {};
      // Only the development server reads this; the editor's local backend on the site's own origin.
      return {
        devServer: {proxy: [{context: ['/api/v1'], target: `http://127.0.0.1:${backendPort}`}]},
      } as object;
    },
  };
}

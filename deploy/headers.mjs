// @ts-check
/**
 * The one source of the site's HTTP response headers. After every build (the postBuild hook
 * of plugins/lean-client, after its HTML rewrite) this module writes them twice:
 *
 *   build/_headers                       for Netlify and Cloudflare Pages
 *   deploy/generated/headers-*.conf      nginx includes, one per cache policy (see deploy/site.conf)
 *
 * The Content-Security-Policy allows this origin only. Docusaurus emits inline scripts (the
 * colour-mode script) and a style attribute (its hidden SVG sprite), so the policy lists the
 * SHA-256 hash of each one found in the build: never 'unsafe-inline'. Hashes change with
 * Docusaurus versions and config, which is why they are computed from the build, not written here.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';

/** Cache policies. Hashed file names under /assets never change content; HTML always revalidates. */
export const CACHE = {
  /** /assets/: JS, CSS, fonts and images with a content hash in their names. */
  asset: 'public, max-age=31536000, immutable',
  /** HTML, feeds, sitemap and anything else: stored, but revalidated (ETag) on every use. */
  page: 'no-cache',
  /** /images, /videos, /fonts: stable names the owner may replace, so one day. */
  media: 'public, max-age=86400',
};

/**
 * Which URL paths get which cache policy. nginx (deploy/site.conf) has one location per prefix;
 * build/_headers one rule per prefix. Everything else is a page.
 * @type {ReadonlyArray<{prefix: string, policy: 'asset' | 'media'}>}
 */
export const PATH_POLICIES = [
  {prefix: '/assets/', policy: 'asset'},
  {prefix: '/images/', policy: 'media'},
  {prefix: '/videos/', policy: 'media'},
  {prefix: '/fonts/', policy: 'media'},
];

/**
 * Powerful features this site never uses, denied to itself and to anything it could embed.
 * Only names Chromium knows: an unknown name (e.g. the retired 'interest-cohort') makes it log an
 * error on every page. 'browsing-topics' is FLoC's successor.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Browsers keep to HTTPS for a year, subdomains included. 'preload' is a separate decision (README). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * no-referrer: the site needs no Referer for anything (no analytics, no per-page logic), and
 * visitors following a link out tell the other site nothing, not even the origin.
 * The HTML carries the same policy in a meta tag for hosts that cannot set headers.
 */
export const REFERRER_POLICY = 'no-referrer';

/**
 * The owner's editor (Decap CMS, plugins/admin) lives under this path. It is not a visitor page:
 * its HTML is left out of the visitor policy's hashes, and it gets a policy of its own.
 */
export const EDITOR_PREFIX = '/admin/';

/** Whether a file under build/ (relative path) belongs to the editor. */
export function isEditorFile(/** @type {string} */ relativePath) {
  return `/${relativePath.split('\\').join('/')}`.startsWith(EDITOR_PREFIX);
}

/**
 * The editor's Content-Security-Policy, as strict as Decap CMS allows (measured in Chromium by
 * tests/e2e/nginx.spec.ts and admin-local.spec.ts):
 * - scripts from this origin only; 'wasm-unsafe-eval' for its WebAssembly, 'unsafe-eval' because
 *   Decap compiles its configuration schema (ajv) with `new Function` at start;
 * - 'unsafe-inline' styles: its styling library (emotion) writes <style> elements at run time;
 * - images from this origin, data: and blob: (previews of uploads) and GitHub avatars (the
 *   signed-in account); connections to this origin and the GitHub API (the production backend);
 * - no plugins, frames, forms or framing by others. The sign-in window (Netlify's OAuth
 *   provider) is a popup, which CSP does not govern.
 */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

const sha256 = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Files under dir whose names end with ext, sorted.
 * @param {string} dir @param {string} ext @returns {string[]}
 */
export function filesWithExtension(dir, ext) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...filesWithExtension(path, ext));
    } else if (entry.name.endsWith(ext)) {
      found.push(path);
    }
  }
  return found.sort();
}

/** Every built HTML page, relative paths sorted. */
export function htmlFiles(/** @type {string} */ buildDir) {
  return filesWithExtension(buildDir, '.html');
}

const decodeEntities = (/** @type {string} */ value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Script types the browser executes; anything else (application/ld+json, ...) is a data block CSP ignores. */
const EXECUTABLE_SCRIPT = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * What the CSP must allow, found in the built HTML and CSS. Fails, naming the file, on anything a
 * strict policy cannot allow by hash: inline event handlers and javascript: URLs.
 * @param {string} buildDir
 */
export function inlineSources(buildDir) {
  const scripts = new Set();
  const styleElements = new Set();
  const styleAttributes = new Set();
  let dataImages = false;
  for (const file of htmlFiles(buildDir)) {
    if (isEditorFile(relative(buildDir, file))) continue;
    const html = readFileSync(file, 'utf8');
    const where = relative(process.cwd(), file);
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (EXECUTABLE_SCRIPT.test(type)) scripts.add(body);
    }
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
      styleElements.add(body);
    }
    for (const [, , double, single, bare] of html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
      styleAttributes.add(decodeEntities(double ?? single ?? bare ?? ''));
    }
    const handler = /<[a-z][^>]*?\s(on[a-z]+)\s*=/i.exec(html);
    if (handler) {
      throw new Error(`${where}: inline event handler "${handler[1]}" cannot be allowed by a strict Content-Security-Policy; attach the listener in React instead.`);
    }
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(html)) {
      throw new Error(`${where}: a javascript: URL cannot be allowed by a strict Content-Security-Policy.`);
    }
    if (/\s(?:src|srcset|poster|href)\s*=\s*["']?\s*data:image\//i.test(html) || /url\(\s*["']?data:image\//i.test([...styleAttributes, ...styleElements].join('\n'))) {
      dataImages = true;
    }
  }
  // Infima declares a few icons as data: URLs in custom properties (breadcrumbs, sidebar carets, search);
  // those count only if our own CSS uses data: images too. The browser test proves no page needs them.
  for (const file of filesWithExtension(buildDir, '.css')) {
    const css = readFileSync(file, 'utf8').replace(/--ifm-[\w-]+:\s*url\(\s*["']?data:[^)]*\)/g, '');
    if (/url\(\s*["']?data:image\//i.test(css)) dataImages = true;
  }
  return {scripts: [...scripts].sort(), styleElements: [...styleElements].sort(), styleAttributes: [...styleAttributes].sort(), dataImages};
}

/** The Content-Security-Policy for this build. */
export function contentSecurityPolicy(/** @type {string} */ buildDir) {
  const found = inlineSources(buildDir);
  const styleHashes = [...found.styleElements, ...found.styleAttributes].map(sha256);
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ["'self'", ...found.scripts.map(sha256)].join(' ')],
    ['style-src', ["'self'", ...(found.styleAttributes.length ? ["'unsafe-hashes'"] : []), ...styleHashes].join(' ')],
    ['img-src', found.dataImages ? "'self' data:" : "'self'"],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests', ''],
  ];
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/**
 * The security headers every response carries, in the order they are written.
 * @param {string} buildDir
 * @returns {Array<[string, string]>}
 */
export function securityHeaders(buildDir) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(buildDir)],
    ['Strict-Transport-Security', HSTS],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', REFERRER_POLICY],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * The editor's headers: the visitor headers with its own policy, popups allowed to talk back
 * (its GitHub sign-in window reports to window.opener), and never indexed.
 * @param {Array<[string, string]>} headers the visitor headers
 * @returns {Array<[string, string]>}
 */
export function editorHeaders(headers) {
  /** @type {Array<[string, string]>} */
  const result = headers.map(([name, value]) => {
    if (name === 'Content-Security-Policy') return [name, EDITOR_CSP];
    if (name === 'Cross-Origin-Opener-Policy') return [name, 'same-origin-allow-popups'];
    return [name, value];
  });
  result.push(['X-Robots-Tag', 'noindex, nofollow']);
  return result;
}

/** Headers whose values differ between visitor pages and the editor: never on a rule that matches both. */
const PER_AREA = new Set(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);

const GENERATED = '# Generated by deploy/headers.mjs from the build. Do not edit: change deploy/headers.mjs and rebuild.';

/** @param {Array<[string, string]>} headers */
function assertNginxSafe(headers) {
  for (const [name, value] of headers) {
    if (/["$\\\n]/.test(value)) {
      throw new Error(`deploy/headers.mjs: header ${name} contains a character nginx would misread (", $, \\ or a newline): ${value}`);
    }
  }
}

/**
 * nginx includes, one per cache policy: the security headers plus Cache-Control, all with
 * `always` so that 404 and redirect responses carry them too. A location includes exactly one.
 * @param {Array<[string, string]>} headers
 * @returns {Record<string, string>} file name -> content
 */
export function nginxIncludes(headers) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const [policy, cacheControl] of Object.entries(CACHE)) {
    const all = [...headers, /** @type {[string, string]} */ (['Cache-Control', cacheControl])];
    assertNginxSafe(all);
    files[`headers-${policy}.conf`] = `${GENERATED}\n${all.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n')}\n`;
  }
  const editor = [...editorHeaders(headers), /** @type {[string, string]} */ (['Cache-Control', CACHE.page])];
  assertNginxSafe(editor);
  files['headers-editor.conf'] = `${GENERATED}\n${editor.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n')}\n`;
  return files;
}

/**
 * The addresses of build/ for build/_headers, without the editor's: `/` and every other top-level
 * file (HTML by its clean URL), and every top-level folder as a prefix.
 * @param {string} buildDir
 * @returns {{pages: string[], folders: string[]}}
 */
export function visitorPaths(buildDir) {
  const pages = ['/'];
  const folders = [];
  for (const entry of readdirSync(buildDir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === '_headers' || isEditorFile(entry.isDirectory() ? `${entry.name}/` : entry.name)) continue;
    if (entry.isDirectory()) folders.push(`/${entry.name}/`);
    else if (entry.name !== 'index.html') pages.push(`/${entry.name.replace(/\.html$/, '')}`);
  }
  return {pages, folders};
}

/**
 * Netlify / Cloudflare Pages `_headers`. Both join the values of a header set by several matching
 * rules, so a header is set by one rule per address:
 * - `/*`: the headers visitor pages and editor share;
 * - the visitor policy (CSP, COOP) on `/`, every page and every folder of the build, and the
 *   editor's on /admin/*. (Neither host lets a rule exclude a path, so the visitor policy cannot
 *   be on `/*`. The cost: a 404 for an address outside the build's pages and folders, e.g. /xyz,
 *   is served without CSP and COOP; every page and file of the site has them.)
 * - Cache-Control only for the prefixes; pages keep the hosts' default
 *   (`public, max-age=0, must-revalidate`), which revalidates like nginx's `no-cache`.
 * @param {Array<[string, string]>} headers the visitor headers
 * @param {{pages: string[], folders: string[]}} paths visitorPaths(buildDir)
 */
export function headersFile(headers, paths) {
  const shared = headers.filter(([name]) => !PER_AREA.has(name));
  const visitor = headers.filter(([name]) => PER_AREA.has(name));
  const editor = editorHeaders(headers).filter(([name]) => PER_AREA.has(name) || !headers.some(([shared]) => shared === name));
  const lines = (/** @type {Array<[string, string]>} */ list) => list.map(([name, value]) => `  ${name}: ${value}`).join('\n');
  const cacheOf = (/** @type {string} */ folder) => PATH_POLICIES.find(({prefix}) => prefix === folder)?.policy;
  const rules = [`/*\n${lines(shared)}`];
  for (const page of paths.pages) rules.push(`${page}\n${lines(visitor)}`);
  for (const folder of paths.folders) {
    const policy = cacheOf(folder);
    rules.push(`${folder}*\n${lines(visitor)}${policy ? `\n  Cache-Control: ${CACHE[policy]}` : ''}`);
  }
  rules.push(`${EDITOR_PREFIX}*\n${lines(editor)}`);
  for (const {prefix, policy} of PATH_POLICIES) {
    if (!paths.folders.includes(prefix)) rules.push(`${prefix}*\n  Cache-Control: ${CACHE[policy]}`);
  }
  return `${GENERATED}\n${rules.join('\n')}\n`;
}

/**
 * Writes build/_headers and the nginx includes. Returns the paths written.
 * @param {string} buildDir
 * @param {string} nginxDir
 */
export function writeHeaderFiles(buildDir, nginxDir) {
  const headersPath = join(buildDir, '_headers');
  if (existsSync(headersPath) && !readFileSync(headersPath, 'utf8').startsWith(GENERATED)) {
    throw new Error(`${relative(process.cwd(), headersPath)} came from static/: remove static/_headers, the headers are written from deploy/headers.mjs.`);
  }
  const headers = securityHeaders(buildDir);
  writeFileSync(headersPath, headersFile(headers, visitorPaths(buildDir)));
  mkdirSync(nginxDir, {recursive: true});
  const written = [headersPath];
  for (const [name, content] of Object.entries(nginxIncludes(headers))) {
    writeFileSync(join(nginxDir, name), content);
    written.push(join(nginxDir, name));
  }
  return written;
}

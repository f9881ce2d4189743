/**
 * The one source of the site's HTTP response headers. After every build (plugins/security-headers)
 * they are written twice:
 *
 *   build/_headers                       for Netlify and Cloudflare Pages
 *   deploy/generated/headers-*.conf      nginx includes, one per cache policy (see deploy/site.conf)
 *
 * The Content-Security-Policy allows this origin only. Docusaurus emits inline scripts (the
 * colour-mode script) and a style attribute (its hidden SVG sprite), so the policy lists the
 * SHA-256 hash of each one found in the built HTML: never 'unsafe-inline'. Hashes change with
 * Docusaurus versions and config, which is why they are computed from the build, not written here.
 * Only scripts the site itself injects are hashed: `checkInlineScripts` stops the build when a page
 * holds any other inline script (one that came from content), so the policy never allows it.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {Parser} from 'htmlparser2';

/** Cache policies. Hashed file names under /assets never change content; HTML always revalidates. */
export const CACHE = {
  /** /assets/: JS, CSS, fonts and images with a content hash in their names. */
  asset: 'public, max-age=31536000, immutable',
  /** HTML, feeds, sitemap and anything else: stored, but revalidated (ETag) on every use. */
  page: 'no-cache',
  /** /images, /videos, /fonts: stable names the owner may replace, so one day. */
  media: 'public, max-age=86400',
} as const;

/**
 * Which URL paths get which cache policy. nginx (deploy/site.conf) has one location per prefix;
 * build/_headers one rule per prefix. Everything else is a page.
 */
export const PATH_POLICIES: ReadonlyArray<{prefix: string; policy: 'asset' | 'media'}> = [
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
const DENIED_FEATURES = [
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
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * no-referrer: the site needs no Referer for anything (no analytics, no per-page logic), and
 * visitors following a link out tell the other site nothing, not even the origin.
 * The HTML carries the same policy in a meta tag for hosts that cannot set headers.
 */
const REFERRER_POLICY = 'no-referrer';

/**
 * The owner's editor (Decap CMS, plugins/admin) lives under this path. It is not a visitor page:
 * its HTML is left out of the visitor policy's hashes, and it gets a policy of its own.
 */
const EDITOR_PREFIX = '/admin/';

/** Whether a file under build/ (path relative to build/) belongs to the editor. */
export function isEditorFile(relativePath: string): boolean {
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

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Inline script types the policy governs: what the browser executes, and Speculation Rules
 * (`speculationrules`, which CSP allows by hash like a script). Anything else
 * (application/ld+json, ...) is a data block CSP ignores.
 */
const EXECUTABLE_SCRIPT =
  /^(?:|module|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** Structured data: not executed, but it must stay one intact JSON text. */
const JSON_LD = /^application\/ld\+json$/i;

/** The start of a script for a message, on one line. */
const abbreviate = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)} …` : line;
};

/** Attributes whose value the browser loads or navigates to. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'action', 'formaction']);

/** What a strict policy has to allow, found in built HTML. */
export interface InlineSources {
  readonly scripts: Set<string>;
  readonly styleElements: Set<string>;
  readonly styleAttributes: Set<string>;
  dataImages: boolean;
}

export const noInlineSources = (): InlineSources => ({
  scripts: new Set(),
  styleElements: new Set(),
  styleAttributes: new Set(),
  dataImages: false,
});

/**
 * Adds what one page needs to `found`, read with a real HTML parser (attribute values decoded
 * as the browser decodes them, script and style bodies as raw text). Fails, naming the file, on
 * what a strict policy cannot allow by hash: inline event handlers and javascript: URLs.
 */
export function collectInlineSources(html: string, where: string, found: InlineSources): void {
  let body: {kind: 'script' | 'json-ld' | 'style'; text: string} | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) {
            throw new Error(
              `${where}: inline event handler "${attribute}" on <${name}> cannot be allowed by a strict Content-Security-Policy; attach the listener in an island (src/islands) instead: built pages run no React.`,
            );
          }
          if (URL_ATTRIBUTES.has(attribute)) {
            if (/^\s*javascript:/i.test(value)) {
              throw new Error(
                `${where}: a javascript: URL (<${name} ${attribute}>) cannot be allowed by a strict Content-Security-Policy.`,
              );
            }
            if (/^\s*data:image\//i.test(value)) found.dataImages = true;
          }
        }
        if (attributes.style !== undefined) found.styleAttributes.add(attributes.style);
        if (name === 'script' && attributes.src === undefined) {
          const type = attributes.type ?? '';
          if (EXECUTABLE_SCRIPT.test(type)) body = {kind: 'script', text: ''};
          else if (JSON_LD.test(type)) body = {kind: 'json-ld', text: ''};
        } else if (name === 'style') {
          body = {kind: 'style', text: ''};
        }
      },
      ontext(text) {
        if (body) body.text += text;
      },
      onclosetag(name) {
        if (body && name === (body.kind === 'style' ? 'style' : 'script')) {
          if (body.kind === 'json-ld') {
            try {
              JSON.parse(body.text);
            } catch {
              throw new Error(
                `${where}: Die strukturierten Daten (JSON-LD) der Seite sind kein gültiges JSON: ein Text hat das Skript-Element vorzeitig beendet („${abbreviate(body.text)}“).`,
              );
            }
          } else if (body.text !== '') {
            (body.kind === 'script' ? found.scripts : found.styleElements).add(body.text);
          }
          body = null;
        }
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  for (const css of [...found.styleAttributes, ...found.styleElements]) {
    if (/url\(\s*["']?data:image\//i.test(css)) found.dataImages = true;
  }
}

/** Files under dir whose names end with ext, sorted. */
export function filesWithExtension(dir: string, ext: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The visitor pages of build/ (the editor's are not), as [path relative to cwd, HTML]. */
function visitorPages(buildDir: string): Array<[string, string]> {
  return filesWithExtension(buildDir, '.html')
    .filter((file) => !isEditorFile(relative(buildDir, file)))
    .map((file) => [relative(process.cwd(), file), readFileSync(file, 'utf8')]);
}

/**
 * Stops the build when a visitor page holds an executable inline script that is not one of
 * `known`, the scripts the site injects itself (the theme's, as the HTML minifier wrote them; see
 * ./index.ts). Such a script came from content, e.g. a "</script><script>" in a text: it must never
 * run, and the policy must never allow it by hash. Lists every page and script at once.
 */
export function checkInlineScripts(buildDir: string, known: ReadonlySet<string>): void {
  const problems: string[] = [];
  for (const [where, html] of visitorPages(buildDir)) {
    const found = noInlineSources();
    collectInlineSources(html, where, found);
    for (const script of found.scripts) {
      if (!known.has(script)) problems.push(`- ${where}: „${abbreviate(script)}“`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Der Build wurde angehalten: Diese Seiten enthalten ein Skript, das nicht von der Website selbst stammt.\n${problems.join('\n')}\nEs kommt vermutlich aus einem Text (Blogbeitrag, blog/*.yml oder src/data/*.yml). Bitte entfernen Sie es dort; die Website schreibt Skripte nur selbst.`,
    );
  }
}

/** What every built page and stylesheet needs. */
function inlineSources(buildDir: string): InlineSources {
  const found = noInlineSources();
  for (const [where, html] of visitorPages(buildDir)) collectInlineSources(html, where, found);
  // Infima declares a few icons as data: URLs in custom properties (breadcrumbs, sidebar carets,
  // search); those count only if our own CSS uses data: images too. The browser test proves no
  // page needs them.
  for (const file of filesWithExtension(buildDir, '.css')) {
    const css = readFileSync(file, 'utf8').replace(
      /--ifm-[\w-]+:\s*url\(\s*["']?data:[^)]*\)/g,
      '',
    );
    if (/url\(\s*["']?data:image\//i.test(css)) found.dataImages = true;
  }
  return found;
}

/** The Content-Security-Policy for what the pages need. */
export function contentSecurityPolicy(found: InlineSources): string {
  const sorted = (values: Set<string>) => [...values].sort();
  const styleHashes = [...sorted(found.styleElements), ...sorted(found.styleAttributes)].map(
    sha256,
  );
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...sorted(found.scripts).map(sha256)].join(' ')],
    [
      'style-src',
      ["'self'", ...(found.styleAttributes.size ? ["'unsafe-hashes'"] : []), ...styleHashes].join(
        ' ',
      ),
    ],
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

type Headers = Array<[string, string]>;

/** The security headers every response carries, in the order they are written. */
export function securityHeaders(buildDir: string): Headers {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inlineSources(buildDir))],
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
 */
export function editorHeaders(headers: Headers): Headers {
  const result = headers.map(([name, value]): [string, string] => {
    if (name === 'Content-Security-Policy') return [name, EDITOR_CSP];
    if (name === 'Cross-Origin-Opener-Policy') return [name, 'same-origin-allow-popups'];
    return [name, value];
  });
  result.push(['X-Robots-Tag', 'noindex, nofollow']);
  return result;
}

/** Headers whose values differ between visitor pages and the editor: never on a rule that matches both. */
const PER_AREA = new Set(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);

const GENERATED =
  '# Generated by plugins/security-headers from the build. Do not edit: change plugins/security-headers/headers.ts and rebuild.';

/**
 * nginx includes, one per cache policy: the security headers plus Cache-Control, all with
 * `always` so that 404 and redirect responses carry them too. A location includes exactly one.
 */
function nginxIncludes(headers: Headers): Record<string, string> {
  const include = (all: Headers) => {
    for (const [name, value] of all) {
      if (/["$\\\n]/.test(value)) {
        throw new Error(
          `security-headers: header ${name} contains a character nginx would misread (", $, \\ or a newline): ${value}`,
        );
      }
    }
    return `${GENERATED}\n${all.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n')}\n`;
  };
  const files: Record<string, string> = {};
  for (const [policy, cacheControl] of Object.entries(CACHE)) {
    files[`headers-${policy}.conf`] = include([...headers, ['Cache-Control', cacheControl]]);
  }
  files['headers-editor.conf'] = include([
    ...editorHeaders(headers),
    ['Cache-Control', CACHE.page],
  ]);
  return files;
}

/**
 * The addresses of build/ for build/_headers, without the editor's: `/` and every other top-level
 * file (HTML by its clean URL), and every top-level folder as a prefix. `laterFiles` names the
 * top-level files other plugins write in their postBuild, which runs at the same time as ours
 * (the sitemap): they count whether or not they are on disk yet.
 */
export function visitorPaths(
  buildDir: string,
  laterFiles: readonly string[] = [],
): {pages: string[]; folders: string[]} {
  const pages = ['/'];
  const folders: string[] = [];
  const entries = readdirSync(buildDir, {withFileTypes: true}).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory(),
  }));
  for (const name of laterFiles) {
    if (!entries.some((entry) => entry.name === name)) entries.push({name, folder: false});
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const {name, folder} of entries) {
    // The hosts' own configuration files (headers, Netlify's redirects), not served.
    if (name === '_headers' || name === '_redirects') continue;
    // Pre-compressed copies (plugins/precompress) are the same address as their file.
    if (/\.(br|gz)$/.test(name)) continue;
    if (isEditorFile(folder ? `${name}/` : name)) continue;
    if (folder) folders.push(`/${name}/`);
    else if (name !== 'index.html') pages.push(`/${name.replace(/\.html$/, '')}`);
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
 */
export function headersFile(headers: Headers, paths: {pages: string[]; folders: string[]}): string {
  const lines = (list: Headers) => list.map(([name, value]) => `  ${name}: ${value}`).join('\n');
  const shared = headers.filter(([name]) => !PER_AREA.has(name));
  const visitor = headers.filter(([name]) => PER_AREA.has(name));
  const editor = editorHeaders(headers).filter(
    ([name]) => PER_AREA.has(name) || !headers.some(([other]) => other === name),
  );
  const cacheOf = (folder: string) => PATH_POLICIES.find(({prefix}) => prefix === folder)?.policy;
  const rules = [`/*\n${lines(shared)}`];
  for (const page of paths.pages) rules.push(`${page}\n${lines(visitor)}`);
  for (const folder of paths.folders) {
    const policy = cacheOf(folder);
    rules.push(
      `${folder}*\n${lines(visitor)}${policy ? `\n  Cache-Control: ${CACHE[policy]}` : ''}`,
    );
  }
  rules.push(`${EDITOR_PREFIX}*\n${lines(editor)}`);
  for (const {prefix, policy} of PATH_POLICIES) {
    if (!paths.folders.includes(prefix))
      rules.push(`${prefix}*\n  Cache-Control: ${CACHE[policy]}`);
  }
  return `${GENERATED}\n${rules.join('\n')}\n`;
}

/** Writes build/_headers and the nginx includes. Returns the paths written. */
export function writeHeaderFiles(
  buildDir: string,
  nginxDir: string,
  laterFiles: readonly string[] = [],
): string[] {
  const headersPath = join(buildDir, '_headers');
  if (existsSync(headersPath) && !readFileSync(headersPath, 'utf8').startsWith(GENERATED)) {
    throw new Error(
      `${relative(process.cwd(), headersPath)} came from static/: remove static/_headers, the headers are written by plugins/security-headers.`,
    );
  }
  const headers = securityHeaders(buildDir);
  writeFileSync(headersPath, headersFile(headers, visitorPaths(buildDir, laterFiles)));
  mkdirSync(nginxDir, {recursive: true});
  const written = [headersPath];
  for (const [name, content] of Object.entries(nginxIncludes(headers))) {
    writeFileSync(join(nginxDir, name), content);
    written.push(join(nginxDir, name));
  }
  return written;
}

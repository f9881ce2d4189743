/**
 * The site's HTTP headers, one table for both hosts (./render.ts writes it for each). Each page's
 * CSP allows this origin plus the hashes of that page's own inline scripts and styles, read from
 * the built HTML as the browser reads it (htmlparser2), never 'unsafe-inline': one policy per
 * page, since the hashes of every page in every response would add ~1.2 KB of headers, enough to
 * push a page past TCP's first round trip.
 */
import {hash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';

/** Hashed names under /assets never change; pages revalidate (ETag); media the owner may replace. */
export const CACHE = {
  asset: 'public, max-age=31536000, immutable',
  page: 'no-cache',
  media: 'public, max-age=86400',
} as const;

/** URL prefixes with a cache policy of their own (one nginx location each); the rest are pages. */
export const PATH_POLICIES: ReadonlyArray<{prefix: string; policy: 'asset' | 'media'}> = [
  {prefix: '/assets/', policy: 'asset'},
  {prefix: '/images/', policy: 'media'},
  {prefix: '/videos/', policy: 'media'},
  {prefix: '/fonts/', policy: 'media'},
];

// As strict as Decap CMS allows (measured by tests/e2e/nginx.spec.ts and dev-site.spec.ts):
// eval for its schema compiler (ajv), inline styles (emotion), upload previews (blob:), GitHub.
export const EDITOR_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; " +
  "font-src 'self' data:; connect-src 'self' https://api.github.com; media-src 'self' blob:; " +
  "worker-src 'self' blob:; frame-src 'none'; object-src 'none'; base-uri 'self'; " +
  "form-action 'none'; frame-ancestors 'none'; upgrade-insecure-requests";

/** The Content-Security-Policy that allows what a page needs (inlineSources). */
export function contentSecurityPolicy({
  scripts = new Set<string>(),
  styles = new Set<string>(),
  dataImages = false,
} = {}): string {
  const hashes = (set: Set<string>) =>
    [...set].sort().map((text) => ` 'sha256-${hash('sha256', text, 'base64')}'`);
  return (
    `default-src 'self'; script-src 'self'${hashes(scripts).join('')}; ` +
    `style-src 'self'${hashes(styles).join('')}; ` +
    `img-src 'self'${dataImages ? ' data:' : ''}; font-src 'self'; media-src 'self'; ` +
    "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; " +
    'upgrade-insecure-requests'
  );
}

/** The policy of every response that is not a page (files, media, redirects): nothing inline. */
export const NO_INLINE_CSP = contentSecurityPolicy();

/** Whether a file of build/ (`/admin/config.yml`) is the editor's (Decap CMS), with a policy of its own. */
export const isEditorFile = (file: string) => file.startsWith('/admin/');

/** A page's address by its file (`/preisliste.html` → `/preisliste`, `/index.html` → `/`). */
export const pageAddress = (file: string) => file.replace(/\.html$/, '').replace(/^\/index$/, '/');

/** Every file of build/ by its address (`/blog/rss.xml`), sorted; not the hosts' files nor .br/.gz copies. */
export const servedFiles = (buildDir: string) =>
  readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(buildDir, join(entry.parentPath, entry.name))}`)
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => !/^\/_(?:headers|redirects)$|\.(?:br|gz)$/.test(file))
    .sort();

// Inline scripts CSP governs: executable ones and Speculation Rules. Other types are data blocks.
const EXECUTABLE_SCRIPT =
  /^(?:|module|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'action', 'formaction']);
const CSS_DATA_IMAGE = /url\(\s*["']?data:image\//i;
// Infima's data: icons (in --ifm-* properties) count only if the page's CSS uses one elsewhere.
const INFIMA_DATA_URL = /--ifm-[\w-]+:\s*url\(\s*["']?data:[^)]*\)/g;
/** The start of a script, on one line, for a message. */
const abbreviate = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)} …` : line;
};

type Element = ReturnType<typeof DomUtils.findAll>[number];
/**
 * Inside what React rendered (`#__docusaurus`) or put in the head through Helmet (`data-rh`): the
 * site's own scripts (plugins' injectHtmlTags, the config's headTags) stand outside both, an
 * inline script among the rendered content came from a text.
 */
const fromContent = (element: Element): boolean =>
  element.attribs['data-rh'] !== undefined ||
  element.attribs.id === '__docusaurus' ||
  (element.parent !== null && DomUtils.isTag(element.parent) && fromContent(element.parent));

/**
 * What one page needs: its inline scripts and style elements, whether it shows a data: image; the
 * inline scripts that came from content; and, naming the file, what a strict policy cannot allow
 * (event handlers, javascript: URLs and style attributes need 'unsafe-hashes') or a JSON-LD block
 * that a text closed early.
 */
export function inlineSources(html: string, where: string) {
  const found = {scripts: new Set<string>(), styles: new Set<string>(), dataImages: false};
  const contentScripts: string[] = [];
  const problems: string[] = [];
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const {name, attribs} = element;
    for (const [attribute, value] of Object.entries(attribs)) {
      const url = URL_ATTRIBUTES.has(attribute) ? value.trim().toLowerCase() : '';
      const handler = attribute.startsWith('on')
        ? `inline event handler "${attribute}" on <${name}>`
        : url.startsWith('javascript:') && `a javascript: URL (<${name} ${attribute}>)`;
      if (handler)
        problems.push(
          `${where}: ${handler} cannot be allowed by a strict Content-Security-Policy (built pages run no React: attach behaviour in an island, src/islands).`,
        );
      if (attribute === 'style')
        problems.push(
          `${where}: a style attribute on <${name}> ("${abbreviate(value)}") needs 'unsafe-hashes' in the Content-Security-Policy: give the element a class (SVG: presentation attributes) instead.`,
        );
      if (url.startsWith('data:image/')) found.dataImages = true;
    }
    const text = DomUtils.textContent(element);
    if (name === 'style' && text) found.styles.add(text);
    if (name !== 'script' || attribs.src !== undefined) continue;
    if (EXECUTABLE_SCRIPT.test(attribs.type ?? '')) {
      if (text) found.scripts.add(text);
      if (fromContent(element)) contentScripts.push(`- ${where}: „${abbreviate(text)}“`);
    }
    if (/^application\/ld\+json$/i.test(attribs.type ?? '')) {
      try {
        JSON.parse(text);
      } catch {
        problems.push(
          `${where}: Die strukturierten Daten (JSON-LD) der Seite sind kein gültiges JSON: ein Text hat das Skript-Element vorzeitig beendet („${abbreviate(text)}“).`,
        );
      }
    }
  }
  const css = [...found.styles].map((style) => style.replace(INFIMA_DATA_URL, ''));
  if (css.some((style) => CSS_DATA_IMAGE.test(style))) found.dataImages = true;
  return {...found, contentScripts, problems};
}

/**
 * Each visitor page's policy by its address (`/`, `/preisliste`, `/404`). Stops the build on an
 * inline script that came from content (every page named), then on what a strict policy cannot
 * allow.
 */
export function pagePolicies(buildDir: string): Map<string, string> {
  const found = servedFiles(buildDir)
    .filter((file) => file.endsWith('.html') && !isEditorFile(file))
    .map((file) => {
      const path = join(buildDir, file);
      const html = readFileSync(path, 'utf8');
      return {address: pageAddress(file), ...inlineSources(html, relative('', path))};
    });
  const fromContent = found.flatMap(({contentScripts}) => contentScripts);
  if (fromContent.length > 0)
    throw new Error(
      `Der Build wurde angehalten: Diese Seiten enthalten ein Skript, das nicht von der Website selbst stammt.\n${fromContent.join('\n')}\nEs kommt vermutlich aus einem Text (Blogbeitrag, blog/*.yml oder src/data/*.yml). Bitte entfernen Sie es dort; die Website schreibt Skripte nur selbst.`,
    );
  const failing = found.find(({problems}) => problems.length > 0);
  if (failing) throw new Error(failing.problems.join('\n'));
  return new Map(found.map((page) => [page.address, contentSecurityPolicy(page)]));
}

export type Headers = Array<[string, string]>;

/** The security headers of a response under `csp`, in the order they are written. */
export function securityHeaders(csp = NO_INLINE_CSP): Headers {
  return [
    ['Content-Security-Policy', csp],
    // A year, subdomains included; 'preload' is a separate decision (docs/csp-and-headers.md).
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    // The HTML says the same in a meta tag, for hosts that cannot set headers.
    ['Referrer-Policy', 'no-referrer'],
    // Only features Chromium knows: an unknown name makes it log an error on every page.
    [
      'Permissions-Policy',
      'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), ' +
        'gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // No other site may embed its files (photos, videos, fonts) in its own pages.
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/** The editor's: its own policy, popups that talk back (GitHub sign-in), never indexed. */
export function editorHeaders(headers: Headers): Headers {
  const own: Record<string, string> = {
    'Content-Security-Policy': EDITOR_CSP,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  return [
    ...headers.map(([name, value]): [string, string] => [name, own[name] ?? value]),
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

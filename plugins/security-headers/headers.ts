/**
 * The site's HTTP headers, one source for build/_headers (Netlify, Cloudflare Pages) and the nginx
 * includes deploy/generated/*.conf (written by ./render.ts). Each page's CSP allows this origin plus the hashes of that page's
 * own inline scripts and styles, never 'unsafe-inline'; each hashed script is the site's own. One
 * policy per page, not one for all: the hashes of every page in every response would add ~1.2 KB
 * of headers, enough to push a page past TCP's first round trip (issue 36).
 */
import {createHash} from 'node:crypto';
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

/** Whether a file under build/ belongs to the owner's editor (Decap CMS), with a policy of its own. */
export const isEditorFile = (relativePath: string) =>
  `/${relativePath}`.replaceAll('\\', '/').startsWith('/admin/');

// As strict as Decap CMS allows (measured by tests/e2e/nginx.spec.ts and admin-local.spec.ts):
// eval for its schema compiler (ajv), inline styles (emotion), upload previews (blob:), GitHub.
export const EDITOR_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; " +
  "font-src 'self' data:; connect-src 'self' https://api.github.com; media-src 'self' blob:; " +
  "worker-src 'self' blob:; frame-src 'none'; object-src 'none'; base-uri 'self'; " +
  "form-action 'none'; frame-ancestors 'none'; upgrade-insecure-requests";

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

/** What a strict policy has to allow, found in built HTML. */
export const noInlineSources = () => ({
  scripts: new Set<string>(),
  styleElements: new Set<string>(),
  dataImages: false,
});
type InlineSources = ReturnType<typeof noInlineSources>;

/**
 * Adds what one page needs to `found` (returned), read as the browser reads it (htmlparser2).
 * Fails, naming the file, on what a policy cannot allow by hash alone (event handlers, javascript:
 * URLs, style attributes: those only with 'unsafe-hashes') and on a JSON-LD block that a text closed
 * early.
 */
export function collectInlineSources(html: string, where: string, found = noInlineSources()) {
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const {name, attribs} = element;
    for (const [attribute, value] of Object.entries(attribs)) {
      const url = URL_ATTRIBUTES.has(attribute) ? value.trim().toLowerCase() : '';
      const problem = attribute.startsWith('on')
        ? `inline event handler "${attribute}" on <${name}>`
        : url.startsWith('javascript:') && `a javascript: URL (<${name} ${attribute}>)`;
      if (problem) {
        throw new Error(
          `${where}: ${problem} cannot be allowed by a strict Content-Security-Policy (built pages run no React: attach behaviour in an island, src/islands).`,
        );
      }
      if (attribute === 'style') {
        throw new Error(
          `${where}: a style attribute on <${name}> ("${abbreviate(value)}") needs 'unsafe-hashes' in the Content-Security-Policy: give the element a class (SVG: presentation attributes) instead.`,
        );
      }
      if (url.startsWith('data:image/')) found.dataImages = true;
    }
    const text = DomUtils.textContent(element);
    if (name === 'style' && text) found.styleElements.add(text);
    if (name !== 'script' || attribs.src !== undefined) continue;
    if (EXECUTABLE_SCRIPT.test(attribs.type ?? '') && text) found.scripts.add(text);
    if (/^application\/ld\+json$/i.test(attribs.type ?? '')) {
      try {
        JSON.parse(text);
      } catch {
        throw new Error(
          `${where}: Die strukturierten Daten (JSON-LD) der Seite sind kein gültiges JSON: ein Text hat das Skript-Element vorzeitig beendet („${abbreviate(text)}“).`,
        );
      }
    }
  }
  if (
    [...found.styleElements].some((style) =>
      CSS_DATA_IMAGE.test(style.replace(INFIMA_DATA_URL, '')),
    )
  )
    found.dataImages = true;
  return found;
}

/** Files under dir whose names end with ext, sorted. */
export function filesWithExtension(dir: string, ext: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The visitor pages of build/ (not the editor's), as [path relative to cwd, HTML, address]. */
const visitorPages = (buildDir: string) =>
  filesWithExtension(buildDir, '.html')
    .map((file) => [file, relative(buildDir, file).replaceAll('\\', '/')] as const)
    .filter(([, inBuild]) => !isEditorFile(inBuild))
    .map(
      ([file, inBuild]) =>
        [
          relative(process.cwd(), file),
          readFileSync(file, 'utf8'),
          `/${inBuild.replace(/\.html$/, '').replace(/^index$/, '')}`,
        ] as const,
    );

/**
 * The inline scripts of a page that did not come from the page template: those inside the app that
 * React rendered (`#__docusaurus`, plugins/static-template) or put in the head through Helmet
 * (`data-rh`). The site's own (plugins' injectHtmlTags, the config's headTags) stand outside both;
 * an inline script among the rendered content came from a text.
 */
function contentScripts(html: string): string[] {
  type Element = ReturnType<typeof DomUtils.findAll>[number];
  const fromContent = (element: Element): boolean =>
    element.attribs['data-rh'] !== undefined ||
    element.attribs.id === '__docusaurus' ||
    (element.parent !== null && DomUtils.isTag(element.parent) && fromContent(element.parent));
  return DomUtils.findAll(
    (element) =>
      element.name === 'script' &&
      element.attribs.src === undefined &&
      EXECUTABLE_SCRIPT.test(element.attribs.type ?? '') &&
      fromContent(element),
    parseDocument(html).children,
  ).map((script) => DomUtils.textContent(script));
}

/** Stops the build on an inline script that came from content, listing every page. */
export function checkInlineScripts(buildDir: string): void {
  const problems = visitorPages(buildDir).flatMap(([where, html]) =>
    contentScripts(html).map((script) => `- ${where}: „${abbreviate(script)}“`),
  );
  if (problems.length > 0) {
    throw new Error(
      `Der Build wurde angehalten: Diese Seiten enthalten ein Skript, das nicht von der Website selbst stammt.\n${problems.join('\n')}\nEs kommt vermutlich aus einem Text (Blogbeitrag, blog/*.yml oder src/data/*.yml). Bitte entfernen Sie es dort; die Website schreibt Skripte nur selbst.`,
    );
  }
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy for what the pages need. */
export function contentSecurityPolicy(found: InlineSources): string {
  const hashes = (...sets: Array<Set<string>>) =>
    sets.flatMap((set) => [...set].sort().map((text) => ` ${sha256(text)}`)).join('');
  return (
    `default-src 'self'; script-src 'self'${hashes(found.scripts)}; ` +
    `style-src 'self'${hashes(found.styleElements)}; ` +
    `img-src 'self'${found.dataImages ? ' data:' : ''}; font-src 'self'; media-src 'self'; ` +
    "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; " +
    'upgrade-insecure-requests'
  );
}

/** The policy of every response that is not a page (files, media, redirects): nothing inline. */
export const NO_INLINE_CSP = contentSecurityPolicy(noInlineSources());

/**
 * Each visitor page's policy by its address (`/`, `/preisliste`, `/404`): the hashes of its own
 * inline scripts and styles, data: images only if it shows one.
 */
export function pagePolicies(buildDir: string): Map<string, string> {
  return new Map(
    visitorPages(buildDir).map(([where, html, address]) => [
      address,
      contentSecurityPolicy(collectInlineSources(html, where)),
    ]),
  );
}

export type Headers = Array<[string, string]>;

/** The security headers of a response under `csp`, in the order they are written. */
export function securityHeaders(csp = NO_INLINE_CSP): Headers {
  return [
    ['Content-Security-Policy', csp],
    // A year, subdomains included; 'preload' is a separate decision (README).
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

/**
 * The site's HTTP headers, one policy for both hosts (./render.ts writes it for each). Each page's
 * CSP allows this origin plus the hashes of that page's own inline scripts and styles, never
 * 'unsafe-inline': one policy per page, since the hashes of every page in every response would
 * add ~1.2 KB of headers, enough to push a page past TCP's first round trip.
 */
import {hash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import * as pages from './pages';

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

/** The Content-Security-Policy that allows what a page needs (./pages.ts). */
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

/**
 * Each visitor page's policy by its address (`/`, `/preisliste`, `/404`). Stops the build on an
 * inline script that came from content (every page named), then on what a strict policy cannot
 * allow (./pages.ts).
 */
export function pagePolicies(buildDir: string): Map<string, string> {
  const found = pages
    .servedFiles(buildDir)
    .filter((file) => file.endsWith('.html') && !pages.isEditorFile(file))
    .map((file) => {
      const path = join(buildDir, file);
      const html = readFileSync(path, 'utf8');
      return {address: pages.pageAddress(file), ...pages.inlineSources(html, relative('', path))};
    });
  const fromContent = found.flatMap(({contentScripts}) => contentScripts);
  if (fromContent.length > 0) throw new Error(pages.contentScriptsMessage(fromContent));
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

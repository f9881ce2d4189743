import {expect, test, type Page} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {request, type IncomingHttpHeaders, type IncomingMessage} from 'node:http';
import {connect} from 'node:net';
import {connect as tlsConnect} from 'node:tls';
import {request as httpsRequest} from 'node:https';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {
  CACHE,
  PATH_POLICIES,
  EDITOR_CSP,
  editorHeaders,
  NO_INLINE_CSP,
  pagePolicies,
  securityHeaders,
} from '../../plugins/security-headers/headers';
import {headerAddresses, headersFile, policyOfFile} from '../../plugins/security-headers/render';
import {headersFor, parseHeadersFile} from '../unit/__helpers__/netlifyHeaders';
import {isCompressible} from '../../plugins/precompress';
import {brotli as withBrotli, startNginx, throwawayCertificate} from '../../scripts/nginx.mjs';
import {allPagePaths, blogPostPaths, feedPaths} from './sitePaths';

/**
 * The production hosting setup in the real nginx that serves the e2e tests (scripts/nginx.mjs):
 * deploy/site.conf with the generated header includes, against build/, on 127.0.0.1, and the
 * editor's origin (deploy/editor.conf) on the next port. Checks status codes, the 404 page, every header's exact
 * value, compression (the build's pre-compressed copies) and caching, and that every page runs in
 * Chromium under the real Content-Security-Policy without a violation or a console error. Then
 * deploy/nginx.conf itself, with loopback ports and a throwaway certificate: its redirects.
 *
 * Plain http on loopback is fine for the browser: HSTS is ignored over http and for IP addresses,
 * and Chromium does not upgrade requests to loopback hosts under upgrade-insecure-requests (the
 * "assets load" test below would fail if it did).
 */

// The tests of this file run in order in one worker.
test.describe.configure({mode: 'default'});

/** Playwright's web server (E2E_PORT), the editor on the next port; deploy/nginx.conf on the two after. */
const port = Number(process.env.E2E_PORT ?? 4173);
const editorPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const editorOrigin = `http://127.0.0.1:${editorPort}`;
const buildDir = resolve('build');

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP GET: no redirects followed, no decompression, so headers and bytes are as served. */
/** Reads a whole response into a Reply (http and https alike). */
function collectReply(
  res: IncomingMessage,
  done: (reply: Reply) => void,
  fail: (error: Error) => void,
): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () =>
    done({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}),
  );
  res.on('error', fail);
}

function get(
  path: string,
  headers: Record<string, string> = {},
  at: string = origin,
): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const req = request(`${at}${path}`, {headers, agent: false}, (res) =>
      collectReply(res, resolvePromise, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

const decoded = (reply: Reply): string => {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(reply.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(reply.body).toString('utf8');
  return reply.body.toString('utf8');
};

/** The file under build/ that a clean URL stands for. */
const fileFor = (path: string): string =>
  join(buildDir, path === '/' ? 'index.html' : /\.[a-z]+$/.test(path) ? path : `${path}.html`);

/** The first file under a folder of build/ whose name ends with ext (never a .br or .gz copy). */
const firstFile = (dir: string, ext: string): string | undefined => {
  const full = join(buildDir, dir);
  if (!existsSync(full)) return undefined;
  const files = readdirSync(full, {recursive: true, withFileTypes: true}).filter((e) => e.isFile());
  const file = files
    .map((entry) => join(entry.parentPath, entry.name).slice(buildDir.length))
    .sort()
    .find((path) => path.endsWith(ext) && !/\.(br|gz)$/.test(path));
  return file;
};

/** The headers of every response that is not a page; each page's own policy by its address. */
let expectedHeaders: Array<[string, string]> = [];
let policies = new Map<string, string>();

test.beforeAll(() => {
  expectedHeaders = securityHeaders();
  policies = pagePolicies(buildDir);
});

/** The security headers, with the CSP of `page` (its address) or, without one, of a non-page. */
function expectSecurityHeaders(reply: Reply, what: string, page?: string) {
  if (page !== undefined) expect(policies.has(page), `${page} is a built page`).toBe(true);
  for (const [name, value] of securityHeaders(
    page === undefined ? NO_INLINE_CSP : policies.get(page),
  )) {
    expect(reply.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

/** The page a path answers with (`/404.html` is the 404 page), or undefined for any other file. */
const pageOf = (path: string) => {
  const page = path.replace(/\.html$/, '').replace(/^\/index$/, '/');
  return policies.has(page) ? page : undefined;
};

test('every page, feed and the sitemap answer 200 with the built file', async () => {
  for (const path of [...allPagePaths, ...feedPaths]) {
    const reply = await get(path);
    expect(reply.status, path).toBe(200);
    expect(reply.headers['content-type'], path).toBe(
      path.endsWith('.xml') ? 'text/xml; charset=utf-8' : 'text/html; charset=utf-8',
    );
    expect(reply.body.equals(readFileSync(fileFor(path))), `${path} serves ${fileFor(path)}`).toBe(
      true,
    );
  }
});

test('unknown paths answer 404 with the German 404 page, headers included', async () => {
  const notFound = readFileSync(join(buildDir, '404.html'));
  for (const path of [
    '/gibt-es-nicht',
    '/blog/post/unbekannter-artikel',
    '/preisliste/extra',
    '/assets/js/gibt-es-nicht.js',
    '/images/gibt-es-nicht.jpg',
    '/404',
    '/404.html',
    '/_headers',
    '/_redirects',
    '/.env',
  ]) {
    const reply = await get(path);
    expect(reply.status, path).toBe(404);
    expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(reply.body.equals(notFound), `${path} serves build/404.html`).toBe(true);
    expect(reply.body.toString('utf8')).toContain('Fehler 404: Seite nicht gefunden');
    expectSecurityHeaders(reply, `404 ${path}`, '/404');
    expect(reply.headers['cache-control'], path).toBe(CACHE.page);
  }
});

/** Sends `raw` bytes as they are (no client would send such a request) and reads the reply. */
function rawRequest(
  at: number,
  raw: string,
  servername?: string,
): Promise<{status: number; headers: string; location?: string}> {
  return new Promise((done, fail) => {
    const send = () => socket.end(raw);
    const socket = servername
      ? tlsConnect({host: '127.0.0.1', port: at, servername, rejectUnauthorized: false}, send)
      : connect(at, '127.0.0.1', send);
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(head)?.[1];
      done({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]),
        headers: head.toLowerCase(),
        location,
      });
    });
    socket.on('error', fail);
  });
}

/**
 * Request paths an attacker links to, hoping for a redirect off the site: backslashes, tabs and
 * line breaks (removed by browsers' URL parser), doubled or encoded slashes, dot segments, and a
 * trailing slash so that the clean-URL redirect answers.
 */
const OFF_SITE_PATHS = [
  '/%5Cevil.com/',
  '/%5C%5Cevil.com/',
  '/%5C/evil.com/',
  '/%09/evil.com/',
  '/%0A/evil.com/',
  '/%0D%0A/evil.com/',
  '/%09%5Cevil.com/',
  '//evil.com/',
  '///evil.com/',
  '/%2F%2Fevil.com/',
  '/%2Fevil.com/',
  '/%2F%5Cevil.com/',
  '/.%2F/evil.com/',
  '/%2E%2E%2F%2Fevil.com/',
  '/x/..//evil.com/',
  '/%20/evil.com/',
  '/%E3%80%82evil.com/',
  '/\\evil.com/',
  '/\\/evil.com/',
  '/blog/%2F%2Fevil.com/',
  '/preisliste/?next=//evil.com',
];

/**
 * Every redirect among the replies to OFF_SITE_PATHS, resolved against the requested address as a
 * browser's URL parser resolves it, stays on `allowed` (the requested origin unless given: http to
 * https on the same name is the one change of origin nginx.conf makes).
 */
async function expectNoRedirectOffSite(
  port: number,
  requested: string,
  {tls = false, allowed = requested} = {},
) {
  const {host} = new URL(requested);
  const replies = await Promise.all(
    OFF_SITE_PATHS.map((path) =>
      rawRequest(
        port,
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        tls ? new URL(requested).hostname : undefined,
      ),
    ),
  );
  for (const [index, reply] of replies.entries()) {
    const path = OFF_SITE_PATHS[index]!;
    expect(reply.status, path).toBeGreaterThan(0);
    if (reply.location === undefined) continue;
    expect(new URL(reply.location, requested).origin, `${path} -> ${reply.location}`).toBe(
      new URL(allowed).origin,
    );
  }
}

test('a malformed request answers 400 with the security headers (before nginx picks a location)', async () => {
  const editor = editorHeaders(expectedHeaders);
  for (const raw of [
    'GET /%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', // bad URL encoding
    'GET / HTTP/1.1\r\n\r\n', // no Host
    'GET / HTTP/1.1\r\nHost: a b\r\n\r\n', // a Host that is no name
    'KAPUTT\r\n\r\n', // no request line at all
  ]) {
    for (const [at, headers] of [
      [port, expectedHeaders],
      [editorPort, editor],
    ] as const) {
      const reply = await rawRequest(at, raw);
      expect([at, raw, reply.status]).toEqual([at, raw, 400]);
      for (const [name, value] of headers)
        expect(reply.headers, `${name} on 400 for ${JSON.stringify(raw)} on ${at}`).toContain(
          `\r\n${name.toLowerCase()}: ${value.toLowerCase()}`,
        );
    }
  }
});

test('no request path redirects to another host (site and editor origin)', async () => {
  await Promise.all([
    expectNoRedirectOffSite(port, origin),
    expectNoRedirectOffSite(editorPort, editorOrigin),
  ]);
  // What the safe-character rule leaves out is a 404, not a redirect.
  const reply = await rawRequest(port, 'GET /%5Cevil.com/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  expect(reply.status).toBe(404);
});

test('a trailing slash redirects to the clean address', async () => {
  for (const [path, location] of [
    ['/preisliste/', '/preisliste'],
    ...blogPostPaths.map((path) => [`${path}/`, path] as const),
    ['/blog/?seite=2', '/blog?seite=2'],
  ] as const) {
    const reply = await get(path);
    expect(reply.status, path).toBe(301);
    expect(reply.headers.location, path).toBe(location);
    expectSecurityHeaders(reply, `redirect ${path}`);
  }
});

test('security headers: exact values on pages, assets and media; one source with build/_headers', async () => {
  // Pages carry their CSS and islands inline (plugins/postbuild); a hashed asset, if one is built.
  const asset = firstFile('assets', '');
  const media = firstFile('images', '') ?? firstFile('videos', '') ?? firstFile('fonts', '');
  // A page by its file name too (/impressum.html): the policy goes by the file served.
  for (const path of [
    '/',
    '/impressum',
    '/impressum.html',
    ...blogPostPaths,
    '/blog/rss.xml',
    ...(asset ? [asset] : []),
    ...(media ? [media] : []),
  ]) {
    const reply = await get(path);
    expect(reply.status, path).toBe(200);
    expectSecurityHeaders(reply, path, pageOf(path));
    expect(reply.headers.server, 'no version in Server').toBe('nginx');
  }
  // The values, spelled out once here so that a change to plugins/security-headers/headers.ts is a visible decision.
  const byName = Object.fromEntries(expectedHeaders);
  expect(byName['Content-Security-Policy']).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; upgrade-insecure-requests",
  );
  expect([...policies.keys()]).toEqual(expect.arrayContaining(['/', '/404', ...allPagePaths]));
  for (const [page, csp] of policies) {
    expect(csp, page).toMatch(
      /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+; style-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+; img-src 'self'( data:)?; font-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'; upgrade-insecure-requests$/,
    );
    expect(csp, page).not.toContain('unsafe-inline');
    expect(csp, page).not.toContain('unsafe-hashes');
    expect(csp, page).not.toContain('unsafe-eval');
  }
  expect(byName['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  expect(byName['X-Content-Type-Options']).toBe('nosniff');
  expect(byName['X-Frame-Options']).toBe('DENY');
  expect(byName['Referrer-Policy']).toBe('no-referrer');
  expect(byName['Permissions-Policy']).toMatch(/^([a-z-]+=\(\)(, )?)+$/);
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'browsing-topics',
    'payment',
    'usb',
  ]) {
    expect(byName['Permissions-Policy']).toContain(`${feature}=()`);
  }
  expect(byName['Cross-Origin-Opener-Policy']).toBe('same-origin');
  expect(byName['Cross-Origin-Resource-Policy']).toBe('same-origin');

  // build/_headers (Netlify, Cloudflare Pages) is written from the same source and this build.
  const file = readFileSync(join(buildDir, '_headers'), 'utf8');
  expect(file).toBe(headersFile(policies, headerAddresses(buildDir)));
  for (const page of ['/', '/preisliste', ...blogPostPaths]) {
    const rule = file.split(`\n${page}\n`)[1]!.split(/\n(?! )/)[0]!;
    expect(rule, page).toContain(`  Content-Security-Policy: ${policies.get(page)}\n`);
  }
});

test('build/_headers, matched as Netlify matches it, gives every built file, page address and .html alias each security header once, as nginx sends it', async () => {
  const rules = parseHeadersFile(readFileSync(join(buildDir, '_headers'), 'utf8'));
  const head = (path: string, at: string) =>
    new Promise<IncomingHttpHeaders>((done, fail) =>
      request(`${at}${encodeURI(path)}`, {method: 'HEAD', agent: false}, (res) => {
        res.resume();
        done(res.headers);
      })
        .on('error', fail)
        .end(),
    );
  // With the .br/.gz copies nginx also answers at their own address.
  const files = headerAddresses(buildDir).filter((file) => existsSync(join(buildDir, file)));
  const pages = [...policies.keys()];
  const names = expectedHeaders.map(([name]) => name);
  const paths = [...files, ...pages];
  // nginx's answers, 25 at a time (a few hundred files: media variants).
  const served: IncomingHttpHeaders[] = [];
  for (let start = 0; start < paths.length; start += 25)
    served.push(
      ...(await Promise.all(
        paths
          .slice(start, start + 25)
          .map((path) => head(path, path.startsWith('/admin/') ? editorOrigin : origin)),
      )),
    );
  // Differences collected, one assertion (Playwright records every expect as a step: thousands are slow).
  const differences: unknown[] = [];
  for (const [index, path] of paths.entries()) {
    const editor = path.startsWith('/admin/');
    const netlify = headersFor(rules, path);
    const nginx = served[index]!;
    for (const name of editor ? [...names, 'X-Robots-Tag'] : names) {
      const [once, sent] = [netlify.get(name.toLowerCase()), nginx[name.toLowerCase()]];
      if (once?.length !== 1 || once[0] !== sent)
        differences.push({path, name, netlify: once, nginx: sent});
    }
    const csp = nginx['content-security-policy'];
    if (!editor && !pages.includes(path) && csp !== policyOfFile(path, policies))
      differences.push({path, csp, expected: policyOfFile(path, policies)});
  }
  expect(differences).toEqual([]);
  test.info().annotations.push({type: 'addresses compared', description: String(paths.length)});
  expect(files).toEqual(expect.arrayContaining(['/preisliste.html', ...feedPaths]));
  // An address outside the build (a 404): never a header twice, and where no rule can give it a
  // CSP, the 404 page brings its own policy (frame-ancestors only works as a header).
  const notFound = (await get('/blog/gibt-es-nicht')).body.toString('utf8');
  expect(notFound).toContain(
    `<meta http-equiv="Content-Security-Policy" content="${policies.get('/404')!.replace("; frame-ancestors 'none'", '')}">`,
  );
  for (const path of ['/gibt-es-nicht', '/blog/gibt-es-nicht', '/blog/post/x', '/images/x.jpg'])
    for (const [name, values] of headersFor(rules, path))
      expect([path, name, values.length]).toEqual([path, name, 1]);
});

test("each page's served CSP lists the hashes of its own inline code in the finished build, and no other page's", async () => {
  // Guards against a later build step rewriting HTML after the headers were written.
  const {createHash} = await import('node:crypto');
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const inlineOf = (path: string) =>
    [
      ...readFileSync(fileFor(path), 'utf8').matchAll(
        /<(script|style)(?: type=module)?>([\s\S]*?)<\/\1>/g,
      ),
    ].map(([, , body = '']) => hash(body));
  for (const path of ['/', '/preisliste', '/galerie', ...blogPostPaths]) {
    const served = String((await get(path)).headers['content-security-policy']);
    expect(served, path).toBe(policies.get(path));
    const own = inlineOf(path);
    expect(own.length, `${path}: its <style> and scripts`).toBeGreaterThan(1);
    for (const body of own) expect(served, path).toContain(body);
  }
  // Not one policy for all: code only the home page has (its CSS, its carousel) is not allowed on
  // the price list.
  const priceListInline = inlineOf('/preisliste');
  const homeOnly = inlineOf('/').filter((body) => !priceListInline.includes(body));
  expect(homeOnly.length).toBeGreaterThan(0);
  const priceList = String((await get('/preisliste')).headers['content-security-policy']);
  for (const body of homeOnly) expect(priceList).not.toContain(body);
});

/** The Accept-Encodings nginx answers with a pre-compressed copy, and the copy's suffix. */
const encodings: Array<['br' | 'gzip', string]> = withBrotli
  ? [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]
  : [['gzip', '.gz']];

test("text arrives as the build's pre-compressed bytes, with the same headers; without Accept-Encoding as is", async () => {
  const svg = firstFile('images', '.svg');
  const paths = [
    '/',
    '/preisliste',
    '/404.html',
    ...blogPostPaths,
    // Pages carry their CSS and islands inline (plugins/postbuild); a stylesheet or script, if one is built.
    ...[firstFile('assets', '.css'), firstFile('assets', '.js')].filter(
      (path) => path !== undefined,
    ),
    // Written before the copies are made (plugins/postbuild: compress is the last step).
    '/sitemap.xml',
    ...feedPaths,
    ...(svg && existsSync(join(buildDir, `${svg}.br`)) ? [svg] : []),
  ];
  test
    .info()
    .annotations.push({type: 'encodings', description: encodings.map(([e]) => e).join(', ')});
  for (const path of paths) {
    const file = fileFor(path);
    const identity = await get(path);
    const status = path === '/404.html' ? 404 : 200;
    expect(identity.status, path).toBe(status);
    expect(identity.headers['content-encoding'], `${path} without Accept-Encoding`).toBeUndefined();
    expect(identity.body.equals(readFileSync(file)), `${path} as is`).toBe(true);
    for (const [encoding, suffix] of encodings) {
      const what = `${path} with Accept-Encoding: ${encoding}`;
      const reply = await get(path, {'Accept-Encoding': encoding});
      expect(reply.status, what).toBe(status);
      expect(reply.headers['content-encoding'], what).toBe(encoding);
      // The copy on disk, byte for byte: served, not compressed again.
      expect(
        reply.body.equals(readFileSync(`${file}${suffix}`)),
        `${what} serves ${file}${suffix}`,
      ).toBe(true);
      expect(decoded(reply), what).toBe(readFileSync(file, 'utf8'));
      expect(reply.headers.vary, what).toBe('Accept-Encoding');
      expect(reply.headers['content-type'], what).toBe(identity.headers['content-type']);
      expect(reply.headers['cache-control'], what).toBe(identity.headers['cache-control']);
      expect(reply.headers['content-length'], what).toBe(String(reply.body.length));
      if (status === 200) expectSecurityHeaders(reply, what, pageOf(path));
    }
    expect(identity.headers.vary, path).toBe('Accept-Encoding');
  }
  // A browser sends both: brotli wins where nginx has it.
  const both = await get('/', {'Accept-Encoding': 'gzip, deflate, br'});
  expect(both.headers['content-encoding']).toBe(withBrotli ? 'br' : 'gzip');
});

test('every pre-compressed copy in build/ decompresses to its file; every text file has one', async () => {
  const all = readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(buildDir.length + 1));
  const files = new Set(all);
  const withoutCopy: string[] = [];
  for (const file of all) {
    if (/\.(br|gz)$/.test(file)) {
      const original = file.slice(0, -3);
      expect(files.has(original), `${file} belongs to a file`).toBe(true);
      const raw = readFileSync(join(buildDir, file));
      const plain = file.endsWith('.br') ? brotliDecompressSync(raw) : gunzipSync(raw);
      expect(plain.equals(readFileSync(join(buildDir, original))), `${file} is ${original}`).toBe(
        true,
      );
    } else if (
      isCompressible(file, readFileSync(join(buildDir, file)).length) &&
      !files.has(`${file}.br`)
    ) {
      withoutCopy.push(file);
    }
  }
  // None left out: the copies are made after every other step has written its files.
  expect(withoutCopy).toEqual([]);
});

// Its text (everything allowed, the sitemap's absolute address): tests/unit/plugins/sitemap.test.ts.
test("/robots.txt is the built file with the page headers, naming the sitemap at the site's address", async () => {
  const reply = await get('/robots.txt');
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(reply.body.equals(readFileSync(join(buildDir, 'robots.txt')))).toBe(true);
  expectSecurityHeaders(reply, '/robots.txt');
  expect(reply.headers['cache-control']).toBe(CACHE.page);
  // The site's address as the sitemap states it (its one source: src/data/studio.yml).
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(
    readFileSync(join(buildDir, 'sitemap.xml'), 'utf8'),
  )![1]!;
  expect(reply.body.toString('utf8')).toContain(
    `\nSitemap: ${new URL(firstLoc).origin}/sitemap.xml\n`,
  );
});

test('caching: a year for hashed assets, revalidation for pages, a day for media', async () => {
  const assets = [
    firstFile('assets', '.js'),
    firstFile('assets', '.css'),
    firstFile('assets/fonts', '.woff2'),
  ].filter(Boolean) as string[];
  for (const path of assets)
    expect((await get(path)).headers['cache-control'], path).toBe(CACHE.asset);
  for (const path of ['/', '/galerie', '/blog', '/blog/atom.xml', '/sitemap.xml']) {
    expect((await get(path)).headers['cache-control'], path).toBe(CACHE.page);
  }
  // Media arrive with the media work: each prefix is checked as soon as it has a file.
  const checked: string[] = [];
  for (const {prefix: urlPrefix, policy} of PATH_POLICIES) {
    const file = firstFile(urlPrefix.slice(1, -1), '');
    if (!file) continue;
    const reply = await get(file);
    expect(reply.status, file).toBe(200);
    expect(reply.headers['cache-control'], file).toBe(CACHE[policy]);
    checked.push(file);
  }
  test.info().annotations.push({type: 'media and assets checked', description: checked.join(', ')});
  // Pages revalidate cheaply: an unchanged page answers 304.
  const page = await get('/preisliste');
  const again = await get('/preisliste', {'If-None-Match': String(page.headers.etag)});
  expect(again.status).toBe(304);
  expectSecurityHeaders(again, '304', '/preisliste');
});

/**
 * The favicon the config names arrives with the media work (static/images). Until it is in
 * build/, its 404 is not this file's concern; once it exists this list filters nothing.
 * The lead removes it after merging.
 */
const pendingMedia = ['/images/favicon.svg'].filter((path) => !existsSync(join(buildDir, path)));

/** Collects CSP violations (from the first byte on) and console errors of a page. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (pendingMedia.some((path) => url === `${origin}${path}`)) return;
    problems.push(`console: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (req) => {
    // Prefetches cut short by the next navigation and media requests the player cancels are aborted, not failed.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  return {
    problems,
    violations: () =>
      page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations),
  };
}

test("/admin on the site redirects to the editor's own origin; no editor file is served here", async () => {
  for (const path of ['/admin', '/admin/', '/admin/config.yml', '/admin/decap-cms.js']) {
    const reply = await get(path);
    expect(reply.status, path).toBe(301);
    expect(reply.headers.location, path).toBe(`${editorOrigin}/admin/`);
    expectSecurityHeaders(reply, `redirect ${path}`);
  }
});

test("the editor's origin: /admin/ only, under its own CSP, noindex, pre-compressed", async () => {
  const at = editorOrigin;
  for (const path of ['/', '/admin']) {
    const reply = await get(path, {}, at);
    expect(reply.status, path).toBe(301);
    expect(reply.headers.location, path).toBe('/admin/');
    expect(reply.headers['content-security-policy'], path).toBe(EDITOR_CSP);
  }
  const reply = await get('/admin/', {}, at);
  expect(reply.status).toBe(200);
  expect(reply.body.equals(readFileSync(join(buildDir, 'admin/index.html')))).toBe(true);
  for (const [name, value] of editorHeaders(expectedHeaders))
    expect(reply.headers[name.toLowerCase()], name).toBe(value);
  expect(reply.headers['content-security-policy']).toBe(EDITOR_CSP);
  expect(reply.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(reply.headers['cache-control']).toBe(CACHE.page);
  expect(reply.headers.server).toBe('nginx');
  const config = await get('/admin/config.yml', {}, at);
  expect(config.status).toBe(200);
  expect(config.headers['content-security-policy']).toBe(EDITOR_CSP);
  expect(config.headers['content-type']).toMatch(/^text\/yaml/);
  for (const [encoding, suffix] of encodings) {
    const script = await get('/admin/decap-cms.js', {'Accept-Encoding': encoding}, at);
    expect(script.headers['content-encoding'], encoding).toBe(encoding);
    expect(script.body.equals(readFileSync(join(buildDir, `admin/decap-cms.js${suffix}`)))).toBe(
      true,
    );
    expect(script.headers['content-security-policy']).toBe(EDITOR_CSP);
  }
  // The one file outside /admin/: the icon its page names.
  const icon = /<link rel="icon" href="([^"]+)"/.exec(reply.body.toString('utf8'))![1]!;
  if (!icon.startsWith('data:')) expect((await get(icon, {}, at)).status, icon).toBe(200);
  // No visitor page, asset or other file outside /admin/ on this origin.
  for (const path of [
    '/preisliste',
    '/index.html',
    '/images/social-card.jpg',
    firstFile('fonts', '.woff2')!,
    '/sitemap.xml',
    '/robots.txt',
    '/admin/gibt-es-nicht',
  ]) {
    const missing = await get(path, {}, at);
    expect(missing.status, path).toBe(404);
    expect(missing.headers['content-security-policy'], path).toBe(EDITOR_CSP);
  }
});

test('the editor starts on its origin without a violation (production backend: GitHub sign-in)', async ({
  page,
}) => {
  const watcher = await watch(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== editorOrigin && !/^(data|blob):/.test(request.url()))
      foreign.push(request.url());
  });
  await page.goto(`${editorOrigin}/admin/`);
  await expect(page.getByRole('button', {name: /GitHub/})).toBeVisible({timeout: 30_000});
  expect(await watcher.violations()).toEqual([]);
  expect(watcher.problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the violation watcher works: an injected inline script is blocked and reported', async ({
  page,
}) => {
  const watcher = await watch(page);
  await page.goto(`${origin}/`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  await expect
    .poll(watcher.violations)
    .toEqual([expect.stringContaining('script-src-elem blocked inline')]);
  expect(
    await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected),
  ).toBeUndefined();
});

/** An https GET to 127.0.0.1 with a server name (SNI and Host), the throwaway certificate accepted. */
function getTls(port: number, host: string, path: string): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: host,
        headers: {Host: host},
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => collectReply(res, resolvePromise, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

test('deploy/nginx.conf: http to https on the same name, HSTS on the bare domain before www, no redirect off the site, Mozilla intermediate TLS, no version anywhere', async () => {
  const openssl = spawnSync('sh', ['-c', 'command -v openssl'], {encoding: 'utf8'}).stdout.trim();
  test.skip(!openssl, 'openssl is not installed: no certificate to run the TLS server blocks with');
  const [httpPort, httpsPort] = [port + 2, port + 3];
  const certs = mkdtempSync(join(tmpdir(), 'nginx-cert-'));
  const {cert, key} = throwawayCertificate(certs);

  // deploy/nginx.conf as it is, but on loopback ports, with the test certificate and this build.
  const production = readFileSync('deploy/nginx.conf', 'utf8');
  const bare = /server_name\s+www\.([\w.-]+);/.exec(production)![1]!;
  const replaced = {http: 0, https: 0};
  let server = production
    .replace(/^\s*listen \[::\]:\d+.*;$/gm, '')
    .replace(/listen 80;/g, () => (replaced.http++, `listen 127.0.0.1:${httpPort};`))
    .replace(
      /listen 443 ssl http2;/g,
      () => (replaced.https++, `listen 127.0.0.1:${httpsPort} ssl http2;`),
    )
    .replace(/ssl_certificate\s+\S+;/g, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${key};`)
    .replace(/ssl_trusted_certificate\s+\S+;/g, `ssl_trusted_certificate ${cert};`)
    .replace(/root \/var\/www\/kosmetik-mustermann\/build;/g, `root ${buildDir};`);
  expect(replaced).toEqual({http: 1, https: 3});
  if (!withBrotli) server = server.replace(/^\s*include kosmetik-mustermann\/brotli\.conf;$/gm, '');
  const nginx = await startNginx({port: httpPort, servers: server});
  try {
    const hsts = Object.fromEntries(expectedHeaders)['Strict-Transport-Security'];
    // http: to https on the same name, for each of the three.
    for (const host of [bare, `www.${bare}`, `cms.${bare}`]) {
      const reply = await get('/preisliste?seite=2', {Host: host}, `http://127.0.0.1:${httpPort}`);
      expect(reply.status, host).toBe(301);
      expect(reply.headers.location, host).toBe(`https://${host}/preisliste?seite=2`);
      expect(reply.headers.server, host).toBe('nginx');
    }
    // https, bare domain: HSTS for it, then www.
    const bareReply = await getTls(httpsPort, bare, '/preisliste?seite=2');
    expect(bareReply.status).toBe(301);
    expect(bareReply.headers.location).toBe(`https://www.${bare}/preisliste?seite=2`);
    expect(bareReply.headers['strict-transport-security']).toBe(hsts);
    expect(bareReply.headers.server).toBe('nginx');
    // https, www: the site; its /admin goes to the editor's name.
    const home = await getTls(httpsPort, `www.${bare}`, '/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toBe(hsts);
    expect(home.headers.server).toBe('nginx');
    // Its own policy: the file includes the pages' policies (page-policies.conf) at http level.
    expect(home.headers['content-security-policy']).toBe(policies.get('/'));
    const admin = await getTls(httpsPort, `www.${bare}`, '/admin');
    expect(admin.status).toBe(301);
    expect(admin.headers.location).toBe(`https://cms.${bare}/admin/`);
    // https, cms: the editor only.
    const editor = await getTls(httpsPort, `cms.${bare}`, '/admin/');
    expect(editor.status).toBe(200);
    expect(editor.headers['content-security-policy']).toBe(EDITOR_CSP);
    expect(editor.headers['strict-transport-security']).toBe(hsts);
    expect((await getTls(httpsPort, `cms.${bare}`, '/preisliste')).status).toBe(404);
    const notFound = await getTls(httpsPort, `cms.${bare}`, '/preisliste');
    expect(notFound.headers.server).toBe('nginx');
    expect(notFound.body.toString('utf8')).not.toMatch(/nginx\/\d/);
    // No path leads to another host, over http (to https on the same name) or https.
    await Promise.all(
      [bare, `www.${bare}`, `cms.${bare}`].flatMap((host) => [
        expectNoRedirectOffSite(httpPort, `http://${host}`, {allowed: `https://${host}`}),
        expectNoRedirectOffSite(httpsPort, `https://${host}`, {
          tls: true,
          allowed: `https://${host === bare ? `www.${bare}` : host}`,
        }),
      ]),
    );
    // Mozilla's intermediate TLS: TLS 1.2 with forward-secret AEAD suites only (the test
    // certificate is ECDSA: its suites), TLS 1.3, nothing older.
    const handshake = (...args: string[]) =>
      spawnSync(
        'openssl',
        ['s_client', '-connect', `127.0.0.1:${httpsPort}`, '-servername', `www.${bare}`, ...args],
        {input: '', encoding: 'utf8', timeout: 10_000},
      );
    for (const weak of [
      'ECDHE-ECDSA-AES128-SHA', // CBC with SHA-1
      'ECDHE-ECDSA-AES256-SHA384', // CBC
      'ECDHE-ECDSA-CAMELLIA128-SHA256',
      'ECDHE-ECDSA-ARIA128-GCM-SHA256',
      'ECDHE-ECDSA-AES128-CCM8',
    ]) {
      const reply = handshake('-tls1_2', '-cipher', `${weak}:@SECLEVEL=0`);
      expect(reply.stdout, weak).not.toMatch(/Cipher is (?!\(NONE\))/);
      expect(reply.status, weak).not.toBe(0);
    }
    for (const strong of ['ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE-ECDSA-CHACHA20-POLY1305']) {
      const reply = handshake('-tls1_2', '-cipher', strong);
      expect(reply.stdout, strong).toContain(`Cipher is ${strong}`);
    }
    expect(handshake('-tls1_3').stdout).toMatch(/New, TLSv1\.3, Cipher is TLS_/);
    expect(handshake('-tls1_1', '-cipher', 'DEFAULT:@SECLEVEL=0').status).not.toBe(0);
    // OCSP stapling (a throwaway certificate has no responder to staple from: the text only).
    const tls = readFileSync('deploy/tls.conf', 'utf8');
    expect(tls).toMatch(/^ssl_stapling on;$/m);
    expect(tls).toMatch(/^ssl_stapling_verify on;$/m);
    expect(tls).toMatch(/^ssl_session_tickets off;$/m);
    expect(tls).toMatch(/^ssl_prefer_server_ciphers off;$/m);
    expect(production.match(/include kosmetik-mustermann\/tls\.conf;/g)).toHaveLength(3);
  } finally {
    await nginx.stop();
    rmSync(certs, {recursive: true});
  }
});

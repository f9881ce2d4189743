#!/usr/bin/env node
/**
 * Serves build/ the way a static host does: clean URLs for `trailingSlash: false`
 * (/preisliste -> preisliste.html), build/404.html with status 404 for unknown paths,
 * gzip for text, long caching for hashed assets. Used by the e2e tests and the benchmark.
 *
 *   node scripts/serve.mjs [--port 3210] [--dir build]
 */
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import {extname, join, normalize, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {createGzip} from 'node:zlib';

/** Content types; the first group is text, compressed on the way out. */
const TEXT = {html: 'text/html', js: 'text/javascript', css: 'text/css', txt: 'text/plain'};
const DATA = {
  json: 'application/json',
  xml: 'application/xml',
  webmanifest: 'application/manifest+json',
};
const TYPES = {
  ...Object.fromEntries(
    Object.entries({...TEXT, ...DATA}).map(([ext, type]) => [ext, `${type}; charset=utf-8`]),
  ),
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff2: 'font/woff2',
  woff: 'font/woff',
};
const COMPRESSIBLE = new Set([...Object.keys(TEXT), ...Object.keys(DATA), 'svg', 'ico']);

/** The file a URL path stands for under root, as a static host with clean URLs finds it; or null. */
async function resolveFile(root, urlPath) {
  let base;
  try {
    base = join(root, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  } catch {
    return null;
  }
  if (!base.startsWith(root)) return null;
  const candidates = urlPath.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) {
    if ((await stat(candidate).catch(() => null))?.isFile()) return candidate;
  }
  return null;
}

export function startServer({dir = 'build', port = 3210, host = '127.0.0.1'} = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const found = await resolveFile(root, pathname);
    const file = found ?? join(root, '404.html');
    const ext = extname(file).slice(1);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(found ? 200 : 404, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? {'Content-Encoding': 'gzip'} : {'Content-Length': (await stat(file)).size}),
    });
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({level: 9})) : stream).pipe(res);
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '3210'},
      dir: {type: 'string', default: 'build'},
    },
  });
  await startServer({dir: values.dir, port: Number(values.port)});
  console.log(
    `Serving ${values.dir}/ on http://127.0.0.1:${values.port} (gzip, clean URLs, 404.html)`,
  );
}

/**
 * The load test of `npm run bench`: the real nginx with the site's configuration (scripts/nginx.mjs)
 * on 127.0.0.1, a fixed number of requests for a few routes with `Accept-Encoding: br, gzip`,
 * twice: with the build's pre-compressed copies (deploy/*.conf as they are) and with every response
 * compressed per request (gzip_static and brotli_static off, as before plugins/precompress).
 * Bounded: REQUESTS requests per run at CONNECTIONS at a time, each run stopped after
 * RUN_LIMIT_S seconds at the latest; loopback only.
 */
import {request} from 'node:http';
import {resolve} from 'node:path';
import autocannon from 'autocannon';
import {
  brotliInstalled,
  loopbackServers,
  nginxPrefix,
  startNginx,
  writeTopLevel,
} from './nginx.mjs';

const HOST = '127.0.0.1';
const REQUESTS = 2_000;
const CONNECTIONS = 50;
const WARM_UP = 100;
const RUN_LIMIT_S = 90;
const ACCEPT_ENCODING = 'br, gzip';

/** One GET: status, Content-Encoding and the bytes on the wire. */
function probe(url) {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      url,
      {headers: {'Accept-Encoding': ACCEPT_ENCODING}, agent: false},
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode,
            encoding: res.headers['content-encoding'] ?? 'identity',
            bytes,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** autocannon for `amount` requests, stopped after RUN_LIMIT_S at the latest. */
function hammer(url, amount) {
  if (new URL(url).hostname !== HOST) throw new Error(`load test: ${url} is not on ${HOST}`);
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount,
        timeout: 10,
        headers: {'accept-encoding': ACCEPT_ENCODING},
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) reject(error);
        else resolvePromise(result);
      },
    );
    const limit = setTimeout(() => instance.stop(), RUN_LIMIT_S * 1000);
  });
}

/**
 * Runs both configurations for each route; returns one row per configuration and route.
 * @param {{routes?: string[], port?: number, buildDir?: string}} [options]
 */
export async function measureLoad({routes = ['/'], port = 4320, buildDir = resolve('build')} = {}) {
  const brotli = brotliInstalled();
  const rows = [];
  for (const precompressed of [true, false]) {
    const prefix = nginxPrefix({precompressed, name: 'nginx-load-'});
    writeTopLevel({
      prefix,
      brotli,
      workers: 1,
      accessLog: false,
      servers: loopbackServers({buildDir, port, editorPort: port + 1, brotli}),
    });
    const nginx = await startNginx({prefix, ports: [port]});
    try {
      for (const route of routes) {
        const url = `http://${HOST}:${port}${route}`;
        const first = await probe(url);
        await hammer(url, WARM_UP);
        const result = await hammer(url, REQUESTS);
        const done = result.requests.total;
        rows.push({
          mode: precompressed
            ? 'pre-compressed (gzip_static, brotli_static)'
            : 'per request (*_static off)',
          route,
          encoding: first.encoding,
          bytes: first.bytes,
          requests: done,
          perSecond: done / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failed: result.errors + result.timeouts + result.non2xx,
        });
      }
    } finally {
      await nginx.stop();
    }
  }
  return rows;
}

/** The rows as a Markdown table. */
export function loadTable(rows) {
  const lines = [
    `nginx on ${HOST}, 1 worker, ${REQUESTS} requests at concurrency ${CONNECTIONS}, Accept-Encoding: ${ACCEPT_ENCODING} (after ${WARM_UP} to warm up)`,
    '',
    '| configuration | route | served as | bytes | requests | requests/s | p50 | p99 | failed |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.mode} | ${r.route} | ${r.encoding} | ${r.bytes} | ${r.requests} | ${Math.round(r.perSecond)} | ${r.p50} ms | ${r.p99} ms | ${r.failed} |`,
    );
  }
  return lines.join('\n');
}

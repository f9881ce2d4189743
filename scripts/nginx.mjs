#!/usr/bin/env node
/**
 * The real nginx with the site's own deploy/*.conf on 127.0.0.1, serving <site>/build: the site on
 * `port`, its editor origin (editor.conf) on port + 1; with `--tls` over https with a throwaway
 * certificate (WebKit asks for every subresource over https under upgrade-insecure-requests).
 * Playwright's web servers run it as `node scripts/nginx.mjs <port> [--tls]`; specs, screenshots
 * and bench import it.
 */
import {spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {join, resolve} from 'node:path';

const MODULES = ['filter', 'static'].map(
  (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
);
/** Debian's brotli modules, unless NGINX_BROTLI=off tests a server without them. */
export const brotli =
  process.env.NGINX_BROTLI !== 'off' && MODULES.every((file) => existsSync(file));
const NGINX =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day: its two PEM files in `dir`.
 * @param {string} dir
 */
export function throwawayCertificate(dir) {
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost']),
    {encoding: 'utf8'},
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make a test certificate: ${made.stderr || made.error}`);
  return {cert, key};
}

const listening = (port) =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => done(socket.end() && true));
    socket.on('error', () => done(false));
  });

/**
 * Writes <site>/.cache/nginx-<port>/ (deploy's files, the generated includes, the top level around
 * `servers`, by default the site and the editor over `build`; `http2` as deploy/nginx.conf serves)
 * and starts nginx; resolves once `port` answers, with origin and stop().
 * @param {{site?: string, port: number, build?: string, servers?: string, tls?: boolean, http2?: boolean}} options
 */
export async function startNginx({
  site = '.',
  port,
  build = join(site, 'build'),
  servers,
  tls,
  http2,
}) {
  const prefix = join(resolve(site), '.cache', `nginx-${port}`);
  const conf = join(prefix, 'kosmetik-mustermann');
  rmSync(prefix, {recursive: true, force: true});
  mkdirSync(join(prefix, 'temp'), {recursive: true});
  cpSync(join(site, 'deploy/generated'), conf, {recursive: true});
  for (const file of ['site.conf', 'editor.conf', 'brotli.conf', 'tls.conf'])
    cpSync(join(site, 'deploy', file), join(conf, file));
  const scheme = tls ? 'https' : 'http';
  const certificate = tls ? throwawayCertificate(prefix) : null;
  const listen = (at) =>
    certificate
      ? `listen 127.0.0.1:${at} ssl${http2 ? ' http2' : ''}; ssl_certificate ${certificate.cert}; ssl_certificate_key ${certificate.key};`
      : `listen 127.0.0.1:${at};`;
  const block = (at, body) =>
    `server { ${listen(at)} root ${resolve(build)}; ${body} ${brotli ? 'include kosmetik-mustermann/brotli.conf;' : ''} }`;
  // The pages' policies (a map, at http level) as deploy/nginx.conf includes them beside its servers.
  servers ??= `include kosmetik-mustermann/page-policies.conf;
${block(port, `set $editor_origin ${scheme}://127.0.0.1:${port + 1}; include kosmetik-mustermann/site.conf;`)}
${block(port + 1, 'include kosmetik-mustermann/editor.conf;')}`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${brotli ? MODULES.map((module) => `load_module ${module};`).join('\n') : ''}
daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;  # workers must read a checkout under /root' : ''}
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types_hash_max_size 2048;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path temp/${kind};`).join(' ')}
${servers}
}
`,
  );
  const args = ['-p', prefix, '-c', 'nginx.conf', '-e', 'stderr'];
  const nginx = spawn(NGINX, args, {stdio: ['ignore', 'inherit', 'inherit']});
  const origin = `${scheme}://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => (nginx.exitCode === null ? nginx.once('exit', done).kill() : done()));
  for (let tries = 0; !(await listening(port)); tries++) {
    if (nginx.exitCode !== null || tries > 150) {
      await stop();
      throw new Error(
        `nginx (${NGINX}) did not answer on ${origin}: its message above, or the port is taken (npm test installs nginx and its brotli modules)`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {origin, stop};
}

// Run as a command. (No top-level await or import.meta: Playwright loads this file for the specs.)
if (process.argv[1]?.endsWith('nginx.mjs')) {
  const tls = process.argv.includes('--tls');
  void startNginx({port: Number(process.argv[2] ?? 3210), tls}).then(({origin, stop}) => {
    console.log(`nginx serves build/ on ${origin}`);
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.on(signal, () => stop().then(() => process.exit()));
  });
}

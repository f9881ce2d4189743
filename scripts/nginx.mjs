/**
 * The real nginx with the site's configuration, on loopback, for tests/e2e/nginx.spec.ts and the
 * load test of `npm run bench`: deploy/site.conf, editor.conf, brotli.conf and the generated
 * header includes copied into a temporary prefix, a small top-level wrapper for the server blocks,
 * `nginx -t`, then nginx in the foreground until stop().
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

/** Debian's brotli modules: libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static. */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

/** Whether both brotli modules are installed (deploy/brotli.conf needs both). */
export const brotliInstalled = () => BROTLI_MODULES.every((module) => existsSync(module));

/**
 * $NGINX_PATH when set (and only it), else Debian's /usr/sbin/nginx or nginx on the PATH.
 * @returns {string | null}
 */
export function findNginx() {
  if (process.env.NGINX_PATH)
    return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** The deploy/ files a server block includes (as kosmetik-mustermann/<name>). */
const DEPLOY_FILES = ['site.conf', 'editor.conf', 'brotli.conf'];

/**
 * A temporary nginx prefix with deploy/*.conf and the generated header includes in
 * kosmetik-mustermann/, where the server blocks' relative includes find them.
 * precompressed: false turns gzip_static and brotli_static off (every response compressed per
 * request, as before plugins/precompress), for the load test's comparison.
 * @param {{generatedDir?: string, precompressed?: boolean, name?: string}} [options]
 * @returns {string}
 */
export function nginxPrefix({
  generatedDir = resolve('deploy/generated'),
  precompressed = true,
  name = 'nginx-site-',
} = {}) {
  const prefix = mkdtempSync(join(tmpdir(), name));
  chmodSync(prefix, 0o755);
  const confDir = join(prefix, 'kosmetik-mustermann');
  mkdirSync(confDir);
  mkdirSync(join(prefix, 'temp'));
  for (const file of DEPLOY_FILES) {
    let text = readFileSync(resolve('deploy', file), 'utf8');
    if (!precompressed) text = text.replace(/^(\s*(?:gzip|brotli)_static) on;/gm, '$1 off;');
    writeFileSync(join(confDir, file), text);
  }
  for (const file of readdirSync(generatedDir))
    copyFileSync(join(generatedDir, file), join(confDir, file));
  return prefix;
}

/**
 * The test's two server blocks on 127.0.0.1: the site (site.conf) on `port`, its /admin sent to
 * the editor (editor.conf) on `editorPort`.
 * @param {{buildDir: string, port: number, editorPort: number, brotli: boolean}} options
 */
export function loopbackServers({buildDir, port, editorPort, brotli}) {
  const withBrotli = brotli ? 'include kosmetik-mustermann/brotli.conf;' : '';
  return `
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${buildDir};
        set $editor_origin http://127.0.0.1:${editorPort};
        include kosmetik-mustermann/site.conf;
        ${withBrotli}
    }
    server {
        listen 127.0.0.1:${editorPort};
        server_name localhost;
        root ${buildDir};
        include kosmetik-mustermann/editor.conf;
        ${withBrotli}
    }`;
}

/**
 * The top-level configuration around `servers` (server blocks, or includes of them), written to
 * <prefix>/nginx.conf.
 * @param {{prefix: string, servers: string, brotli: boolean, workers?: number, accessLog?: boolean}} options
 */
export function writeTopLevel({prefix, servers, brotli, workers = 1, accessLog = true}) {
  const temp = join(prefix, 'temp');
  const config = `
${brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n') : '# brotli modules not installed: gzip only'}
daemon off;
worker_processes ${workers};
${process.getuid?.() === 0 ? 'user root;  # workers must read a checkout that may live under /root' : ''}
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types_hash_max_size 2048;
    sendfile on;
    access_log ${accessLog ? join(prefix, 'access.log') : 'off'};
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
${servers}
}
`;
  const path = join(prefix, 'nginx.conf');
  writeFileSync(path, config);
  return path;
}

/** Resolves once something accepts connections on 127.0.0.1:port, or rejects. */
function listening(port) {
  return new Promise((resolvePromise, reject) => {
    const socket = connect({host: '127.0.0.1', port}, () => {
      socket.end();
      resolvePromise(undefined);
    });
    socket.on('error', reject);
  });
}

/**
 * `nginx -t`, then nginx in the foreground with <prefix>/nginx.conf; resolves once every port of
 * `ports` accepts connections (15 s at most). stop() ends it gracefully and removes the prefix.
 * @param {{prefix: string, ports: number[]}} options
 * @returns {Promise<{stop: () => Promise<void>, log: () => string}>}
 */
export async function startNginx({prefix, ports}) {
  const binary = findNginx();
  if (!binary) {
    throw new Error(
      `${process.env.NGINX_PATH ? `NGINX_PATH=${process.env.NGINX_PATH} does not exist` : 'nginx is not installed (looked for /usr/sbin/nginx and nginx on the PATH)'}. ` +
        'This runs the real nginx. On Debian or Ubuntu: apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static ' +
        '(npm test installs them when missing), or point NGINX_PATH at an nginx binary.',
    );
  }
  const errorLog = join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', errorLog];
  const check = spawnSync(binary, ['-t', ...args], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${check.stderr}`);

  let output = '';
  const nginx = spawn(binary, args, {stdio: ['ignore', 'pipe', 'pipe']});
  nginx.stdout.on('data', (chunk) => (output += chunk));
  nginx.stderr.on('data', (chunk) => (output += chunk));
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;

  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT'); // graceful shutdown
      const timer = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, {recursive: true, force: true});
  };

  const deadline = Date.now() + 15_000;
  for (const port of ports) {
    for (;;) {
      if (nginx.exitCode !== null) {
        const message = `nginx exited with ${nginx.exitCode} (is port ${port} taken? set NGINX_PORT):\n${log()}`;
        await stop();
        throw new Error(message);
      }
      try {
        await listening(port);
        break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        const message = `nginx did not listen on 127.0.0.1:${port} within 15 s:\n${log()}`;
        await stop();
        throw new Error(message);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {stop, log};
}

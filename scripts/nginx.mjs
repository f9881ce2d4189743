/**
 * The real nginx with the site's configuration, on loopback, for tests/e2e/nginx.spec.ts and the
 * load test of `npm run bench`: deploy/site.conf, editor.conf, brotli.conf and the generated
 * header includes copied into a temporary prefix, a small top-level wrapper for the server blocks,
 * `nginx -t`, then nginx in the foreground until stop().
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

/** Debian's brotli modules: libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static. */
const BROTLI_MODULES = ['filter', 'static'].map(
  (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
);

/** Whether both brotli modules are installed (deploy/brotli.conf needs both). */
export const brotliInstalled = () => BROTLI_MODULES.every((module) => existsSync(module));

/** $NGINX_PATH when set (and only it), else nginx in the usual places or on the PATH. */
function findNginx() {
  if (process.env.NGINX_PATH)
    return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  return (
    found ?? (spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'}).stdout.trim() || null)
  );
}

/**
 * A temporary nginx prefix with deploy/*.conf and the generated header includes in
 * kosmetik-mustermann/, where the server blocks' relative includes find them.
 * precompressed: false turns gzip_static and brotli_static off (every response compressed per
 * request, as before plugins/precompress), for the load test's comparison.
 * @param {{generatedDir?: string, precompressed?: boolean, name?: string}} [options]
 */
export function nginxPrefix({
  generatedDir = resolve('deploy/generated'),
  precompressed = true,
  name = 'nginx-site-',
} = {}) {
  const prefix = mkdtempSync(join(tmpdir(), name));
  const confDir = join(prefix, 'kosmetik-mustermann');
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'temp'));
  cpSync(generatedDir, confDir, {recursive: true});
  for (const file of ['site.conf', 'editor.conf', 'brotli.conf']) {
    const text = readFileSync(resolve('deploy', file), 'utf8');
    writeFileSync(
      join(confDir, file),
      precompressed ? text : text.replace(/^(\s*(?:gzip|brotli)_static) on;/gm, '$1 off;'),
    );
  }
  return prefix;
}

/**
 * The test's two server blocks on 127.0.0.1: the site (site.conf) on `port`, its /admin sent to
 * the editor (editor.conf) on `editorPort`.
 * @param {{buildDir: string, port: number, editorPort: number, brotli: boolean}} options
 */
export function loopbackServers({buildDir, port, editorPort, brotli}) {
  const server = (listen, lines) => `
    server {
        listen 127.0.0.1:${listen};
        server_name localhost;
        root ${buildDir};
        ${lines}
        ${brotli ? 'include kosmetik-mustermann/brotli.conf;' : ''}
    }`;
  return (
    server(
      port,
      `set $editor_origin http://127.0.0.1:${editorPort};\n        include kosmetik-mustermann/site.conf;`,
    ) + server(editorPort, 'include kosmetik-mustermann/editor.conf;')
  );
}

/**
 * The top-level configuration around `servers` (server blocks, or includes of them), written to
 * <prefix>/nginx.conf.
 * @param {{prefix: string, servers: string, brotli: boolean, accessLog?: boolean}} options
 */
export function writeTopLevel({prefix, servers, brotli, accessLog = true}) {
  const temp = join(prefix, 'temp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `
${brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n') : '# brotli modules not installed: gzip only'}
daemon off;
worker_processes 1;
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
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${temp}/${kind};`).join('\n')}
${servers}
}
`,
  );
}

/** Whether something accepts connections on 127.0.0.1:port. */
const listening = (port) =>
  new Promise((done) => {
    const socket = connect({host: '127.0.0.1', port}, () => done(socket.end() && true));
    socket.on('error', () => done(false));
  });

/**
 * `nginx -t`, then nginx in the foreground with <prefix>/nginx.conf; resolves once every port of
 * `ports` accepts connections (15 s at most). stop() ends it gracefully and removes the prefix.
 * @param {{prefix: string, ports: number[]}} options
 * @returns {Promise<{stop: () => Promise<void>}>}
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
      const exited = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGQUIT'); // graceful shutdown
      const timer = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, {recursive: true, force: true});
  };

  const deadline = Date.now() + 15_000;
  for (const port of ports) {
    while (!(await listening(port))) {
      const problem =
        nginx.exitCode !== null
          ? `nginx exited with ${nginx.exitCode} (is port ${port} taken? set NGINX_PORT)`
          : Date.now() > deadline && `nginx did not listen on 127.0.0.1:${port} within 15 s`;
      if (problem) {
        const message = `${problem}:\n${log()}`;
        await stop();
        throw new Error(message);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {stop};
}

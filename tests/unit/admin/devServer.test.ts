/**
 * @jest-environment node
 *
 * `npm start` and `npm run edit` answer this computer only: webpack-dev-server with Docusaurus'
 * settings and the admin plugin's merged over them, as `docusaurus start` merges a plugin's
 * `devServer`, and the editor's /api/v1 (decap-server) writing into a temporary folder. A page
 * reached through DNS rebinding (another Host) and a page of another origin get a 403, and no file
 * is written; the editor's own requests still work.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {once} from 'node:events';
import {request} from 'node:http';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, expect, test} from '@jest/globals';
import webpack from 'webpack';
import {merge} from 'webpack-merge';
import WebpackDevServer from 'webpack-dev-server';
import {devServer} from '@site/plugins/admin';

/** What Docusaurus 3.10's `docusaurus start` sets (@docusaurus/core lib/commands/start/webpack.js). */
const DOCUSAURUS = {
  host: '127.0.0.1',
  allowedHosts: 'all',
  headers: {'access-control-allow-origin': '*'},
  setupMiddlewares: (list: unknown[]) => list,
};

const repo = mkdtempSync(join(tmpdir(), 'dev-server-'));
const file = join(repo, 'docusaurus.config.ts');
let server: WebpackDevServer;
let port = 0;

/** One request as any program may send it (any Host header, unlike fetch). */
const send = (path: string, headers: Record<string, string>, body?: object) =>
  new Promise<{status: number; headers: Record<string, unknown>; text: string}>((done, fail) => {
    const data = body ? JSON.stringify(body) : undefined;
    const call = request(
      {host: '127.0.0.1', port, path, method: data ? 'POST' : 'GET', headers},
      (reply) => {
        let text = '';
        reply.on('data', (chunk) => (text += chunk));
        reply.on('end', () => done({status: reply.statusCode ?? 0, headers: reply.headers, text}));
      },
    );
    call.on('error', fail);
    call.end(data);
  });
const persist = (raw: string) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    entry: {slug: 'x', path: 'docusaurus.config.ts', raw},
    assets: [],
    options: {commitMessage: 'x', useWorkflow: false, status: 'draft'},
  },
});
const json = {'Content-Type': 'application/json'};

beforeAll(async () => {
  writeFileSync(file, 'export default {};\n');
  process.env.GIT_REPO_DIRECTORY = repo;
  writeFileSync(join(repo, 'entry.js'), '');
  const compiler = webpack({
    mode: 'development',
    entry: join(repo, 'entry.js'),
    context: repo,
    stats: 'none',
    infrastructureLogging: {level: 'none'},
  });
  const register = (app: unknown) =>
    void import('decap-server/dist/middlewares').then(({registerLocalFs}) =>
      registerLocalFs(app, {logLevel: 'error'}),
    );
  // A free port, as Docusaurus passes one (the middleware reads it).
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  port = (probe.address() as {port: number}).port;
  probe.close();
  const options = merge([{...DOCUSAURUS, port, static: false}, devServer(register)] as object[]);
  server = new WebpackDevServer(options as WebpackDevServer.Configuration, compiler);
  await server.start();
  const own = {...json, Host: `127.0.0.1:${port}`};
  for (let tries = 0; (await send('/api/v1', own, {action: 'info'})).status !== 200; tries++) {
    if (tries > 50) throw new Error('decap-server did not register');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(repo, {recursive: true, force: true});
});

test('a request through DNS rebinding (another Host) is refused and writes nothing', async () => {
  const reply = await send(
    '/api/v1',
    {...json, Host: `rebind.attacker.test:${port}`, Origin: `http://rebind.attacker.test:${port}`},
    persist('process.exit(1);'),
  );
  expect(reply.status).toBe(403);
  expect(reply.text).toMatch(/nur Anfragen von diesem Computer/);
  // Without an Origin too (curl), and on the pages as well as the editor's API.
  const plain = await send(
    '/api/v1',
    {...json, Host: `rebind.attacker.test:${port}`},
    persist('x'),
  );
  expect(plain.status).toBe(403);
  expect((await send('/', {Host: `rebind.attacker.test:${port}`})).status).toBe(403);
  // Another address of this computer is not where the preview said it is either.
  expect((await send('/', {Host: `10.0.0.1:${port}`})).status).toBe(403);
  expect(readFileSync(file, 'utf8')).toBe('export default {};\n');
});

test('another origin gets no CORS grant and cannot write, even addressed to 127.0.0.1', async () => {
  const host = {Host: `127.0.0.1:${port}`};
  for (const origin of ['https://evil.example', 'http://localhost:8080', 'null']) {
    const read = await send('/admin/config.yml', {...host, Origin: origin});
    expect(read.status).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const write = await send('/api/v1', {...json, ...host, Origin: origin}, persist('x'));
    expect(write.status).toBe(403);
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  }
  expect(readFileSync(file, 'utf8')).toBe('export default {};\n');
});

test('the editor on its own origin still saves, and pages carry no CORS grant', async () => {
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    const page = await send('/', {Host: host});
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const saved = await send(
      '/api/v1',
      {...json, Host: host, Origin: `http://${host}`},
      persist(`export default {host: '${host}'};\n`),
    );
    expect(saved.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(`export default {host: '${host}'};\n`);
  }
  writeFileSync(file, 'export default {};\n');
});

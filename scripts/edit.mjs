#!/usr/bin/env node
/**
 * `npm run edit`: the development site and the editor's local backend in one command.
 *
 *   decap-server   on 127.0.0.1:<backend port> (default 8081), writes into this working copy
 *   docusaurus     start on 127.0.0.1:<port> (default 3000), passes /api/v1 through to decap-server
 *                  (plugins/admin), so the editor at /admin talks to its own origin only
 *
 * Prints the address of the editor once it answers. Saving in the editor writes the YAML or
 * Markdown file here; the development site shows the change at once. Ctrl+C stops both.
 *
 *   node scripts/edit.mjs [--port 3000] [--backend-port 8081] [--dir <site folder>]
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    'backend-port': {type: 'string', default: process.env.DECAP_SERVER_PORT ?? '8081'},
    dir: {type: 'string', default: process.cwd()},
  },
});
const {port, 'backend-port': backendPort} = values;
const siteDir = resolve(values.dir);
const require = createRequire(resolve(siteDir, 'package.json'));

const children = [];
function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Starts a Node.js program of the site's dependencies; when it ends by itself, everything stops. */
function start(label, script, args, env) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: siteDir,
    env: {...process.env, ...env},
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    console.error(
      `\n${label} wurde beendet (${signal ?? `Code ${code}`}). Der Editor wird gestoppt.`,
    );
    stop(code || 1);
  });
}

start(
  'Der lokale Speicherdienst (decap-server)',
  require.resolve('decap-server/dist/index.js'),
  [],
  {
    MODE: 'fs',
    PORT: backendPort,
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: siteDir,
    LOG_LEVEL: 'warn',
  },
);
start(
  'Die Vorschau (docusaurus start)',
  require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
  ['start', '--host', '127.0.0.1', '--port', port, '--no-open'],
  {DECAP_SERVER_PORT: backendPort},
);

const editor = `http://127.0.0.1:${port}/admin/`;
const backend = {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: '{"action":"info"}',
};
for (const deadline = Date.now() + 10 * 60_000; ;) {
  const answers = await Promise.all([
    fetch(editor),
    fetch(`http://127.0.0.1:${port}/api/v1`, backend),
  ]).catch(() => []);
  if (answers.length > 0 && answers.every((answer) => answer.ok)) break;
  if (Date.now() > deadline) {
    console.error('Der Editor antwortet nach 10 Minuten noch nicht.');
    stop(1);
  }
  await new Promise((done) => setTimeout(done, 500));
}
console.log(
  `\n  Editor:   ${editor}\n  Website:  http://127.0.0.1:${port}/\n\n  Gespeichert wird direkt in diesem Ordner. Beenden mit Strg + C.\n`,
);

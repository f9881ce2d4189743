#!/usr/bin/env node
/**
 * `npm run edit`: decap-server (the editor's local backend, writing into this working copy) on
 * 127.0.0.1:<backend port> and `docusaurus start` on 127.0.0.1:<port>, which passes /api/v1 through
 * to it (plugins/admin), so the editor at /admin talks to its own origin only. Prints the editor's
 * address once both answer; Ctrl+C stops both. [--port 3000] [--backend-port 8081]
 * A port already in use (her `npm start` holds 3000) is replaced by the next free one, saying so.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {freePort} from './freePort.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    'backend-port': {type: 'string', default: process.env.DECAP_SERVER_PORT ?? '8081'},
  },
});
const site = await freePort(Number(values.port), 'Der Editor');
const backend = await freePort(Number(values['backend-port']), 'Sein Speicherdienst', [site.port]);
// Her line names the editor's port; the storage service's port is none of her business.
if (site.message) console.log(site.message);
const [port, backendPort] = [String(site.port), String(backend.port)];
const require = createRequire(import.meta.url);
const children = [];
const stop = (code = 0) => {
  for (const child of children) child.kill();
  process.exit(code);
};
process.on('SIGINT', () => stop()).on('SIGTERM', () => stop());

/** Starts a Node.js program; when it ends by itself, everything stops. */
function start(label, script, args, env) {
  const child = spawn(process.execPath, [script, ...args], {
    env: {...process.env, ...env},
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return; // stopped by us
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
    GIT_REPO_DIRECTORY: process.cwd(),
    LOG_LEVEL: 'warn',
  },
);
start(
  'Die Vorschau (docusaurus start)',
  fileURLToPath(new URL('docusaurus.mjs', import.meta.url)), // her errors in German (ownerError.mjs)
  ['start', '--host', '127.0.0.1', '--port', port, '--no-open'],
  {DECAP_SERVER_PORT: backendPort},
);

const editor = `http://127.0.0.1:${port}/admin/`;
const info = {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: '{"action":"info"}',
};
const answers = () =>
  Promise.all([fetch(editor), fetch(`http://127.0.0.1:${port}/api/v1`, info)]).then(
    (replies) => replies.every((reply) => reply.ok),
    () => false,
  );
for (const deadline = Date.now() + 10 * 60_000; !(await answers());) {
  if (Date.now() > deadline) {
    console.error('Der Editor antwortet nach 10 Minuten noch nicht.');
    stop(1);
  }
  await new Promise((done) => setTimeout(done, 500));
}
console.log(
  `\n  Editor:   ${editor}\n  Website:  http://127.0.0.1:${port}/\n\n  Gespeichert wird direkt in diesem Ordner. Beenden mit Strg + C.\n`,
);

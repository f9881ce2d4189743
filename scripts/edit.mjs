#!/usr/bin/env node
/**
 * `npm run edit [-- --port 3000]`: the development site (`docusaurus start` on 127.0.0.1, by
 * ./docusaurus.mjs in this process) with the editor's local backend inside it (EDITOR_LOCAL:
 * decap-server's middleware, plugins/admin), so the editor at /admin saves into this working copy
 * and talks to its own origin only. Prints its address once it answers; Ctrl+C stops it.
 */
import {setTimeout as sleep} from 'node:timers/promises';

process.env.EDITOR_LOCAL = '1';
// Her arguments after these; the free port it takes (./freePort.mjs) in `args`.
process.argv.splice(2, 0, 'start', '--host', '127.0.0.1', '--no-open');
const {args} = await import('./docusaurus.mjs'); // once the server listens; her errors in German
const port = args[args.indexOf('--port') + 1];

const editor = `http://127.0.0.1:${port}/admin/`;
const answers = () =>
  fetch(editor)
    .then((reply) => reply.ok)
    .catch(() => false);
for (const deadline = Date.now() + 10 * 60_000; !(await answers()); await sleep(500))
  if (Date.now() > deadline) {
    console.error('Der Editor antwortet nach 10 Minuten noch nicht.');
    process.exit(1);
  }
console.log(
  `\n  Editor:   ${editor}\n  Website:  http://127.0.0.1:${port}/\n\n  Gespeichert wird direkt in diesem Ordner. Beenden mit Strg + C.\n`,
);

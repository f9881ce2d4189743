/**
 * @jest-environment node
 *
 * `npm run edit` while `npm start` runs: instead of Docusaurus' English „Something is already
 * running on port 3000“, the next free port, and a German line naming what to stop.
 */
import {afterEach, expect, test} from '@jest/globals';
import {createServer, type Server} from 'node:net';
import {freePort, startArgs} from '@site/scripts/freePort.mjs';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Closes the newest server; resolves once its port is free again. */
const release = () => new Promise((resolve) => servers.pop()!.close(resolve));

/** A server on a port the system picks, as her `npm start` holds 3000. */
const occupied = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () =>
      resolve((server.address() as {port: number}).port),
    );
    servers.push(server);
  });

test('a free port is kept, without a message', async () => {
  const port = await occupied();
  await release();
  expect(await freePort(port, 'Der Editor')).toEqual({port});
});

test('a port in use: the next free one, and the message says which command to stop', async () => {
  const port = await occupied();
  const found = await freePort(port, 'Der Editor');
  expect(found.port).toBeGreaterThan(port);
  expect(found.message).toBe(
    `Port ${port} ist schon belegt – meist läuft noch „npm start“ oder ein anderes „npm run edit“ (beenden Sie es in seinem Fenster mit Strg + C, wenn Sie es nicht mehr brauchen). Der Editor nutzt stattdessen Port ${found.port}.`,
  );
});

test('npm start on a busy port: the preview takes the next free one and says which command to stop', async () => {
  const port = await occupied();
  const start = ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'];
  const found = await startArgs(start, {});
  const next = Number(found.args.at(-1));
  expect(next).toBeGreaterThan(port);
  expect(found.args).toEqual(['start', '--host', '127.0.0.1', '--no-open', '--port', String(next)]);
  expect(found.message).toBe(
    `Port ${port} ist schon belegt – meist läuft noch „npm start“ oder ein anderes „npm run edit“ (beenden Sie es in seinem Fenster mit Strg + C, wenn Sie es nicht mehr brauchen). Die Vorschau nutzt stattdessen Port ${next}.`,
  );
  // PORT, as Docusaurus reads it, when no --port is given; a free port is kept without a word.
  expect((await startArgs(['start', '--host', '127.0.0.1'], {PORT: String(port)})).message).toBe(
    found.message,
  );
  // npm run edit (EDITOR_LOCAL) says it of the editor.
  expect((await startArgs(start, {EDITOR_LOCAL: '1'})).message).toBe(
    found.message!.replace('Die Vorschau', 'Der Editor'),
  );
  await release();
  expect(await startArgs(start, {})).toEqual({args: [...found.args.slice(0, -1), String(port)]});
});

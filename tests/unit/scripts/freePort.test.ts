/**
 * @jest-environment node
 *
 * `npm run edit` while `npm start` runs: instead of Docusaurus' English „Something is already
 * running on port 3000“, the next free port, and a German line naming what to stop.
 */
import {afterEach, expect, test} from '@jest/globals';
import {createServer, type Server} from 'node:net';
import {freePort} from '@site/scripts/freePort.mjs';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

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
  servers.pop()!.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await freePort(port, 'Der Editor')).toEqual({port});
});

test('a port already chosen for something else is skipped (the editor took the next one)', async () => {
  const port = await occupied();
  servers.pop()!.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await freePort(port, 'Sein Speicherdienst', [port])).port).toBeGreaterThan(port);
});

test('a port in use: the next free one, and the message says which command to stop', async () => {
  const port = await occupied();
  const found = await freePort(port, 'Der Editor');
  expect(found.port).toBeGreaterThan(port);
  expect(found.message).toBe(
    `Port ${port} ist schon belegt – meist läuft noch „npm start“ oder ein anderes „npm run edit“ (beenden Sie es in seinem Fenster mit Strg + C, wenn Sie es nicht mehr brauchen). Der Editor nutzt stattdessen Port ${found.port}.`,
  );
});

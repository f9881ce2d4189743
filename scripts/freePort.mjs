/**
 * A port for `npm run edit` that nothing else uses: the one asked for, else the next free one
 * (the owner's `npm start` or a second `npm run edit` holds 3000), with a German line saying so.
 */
import {createServer} from 'node:net';

/** Whether a server could listen on `host`:`port` now. */
const isFree = (port, host) =>
  new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, host, () => server.close(() => resolve(true)));
  });

/**
 * @param {number} port the port asked for
 * @param {string} what what uses it, for the message („Der Editor“)
 * @param {readonly number[]} taken ports already chosen for something else
 * @returns {Promise<{port: number, message?: string}>}
 */
export async function freePort(port, what, taken = [], host = '127.0.0.1') {
  for (let candidate = port; candidate < port + 50; candidate += 1)
    if (!taken.includes(candidate) && (await isFree(candidate, host)))
      return candidate === port
        ? {port}
        : {
            port: candidate,
            message: `Port ${port} ist schon belegt – meist läuft noch „npm start“ oder ein anderes „npm run edit“ (beenden Sie es in seinem Fenster mit Strg + C, wenn Sie es nicht mehr brauchen). ${what} nutzt stattdessen Port ${candidate}.`,
          };
  throw new Error(`Ports ${port}–${port + 49} sind alle belegt.`);
}

/**
 * A free port for `npm run edit` and `npm start`: the one asked for, else the next free one with a
 * German line saying so, instead of Docusaurus' English „Something is already running on port 3000“.
 */
import {createServer} from 'node:net';

const isFree = (port, host) =>
  new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, host, () => server.close(() => resolve(true)));
  });

/**
 * @param {number} port the port asked for
 * @param {string} what what uses it („Der Editor“)
 * @returns {Promise<{port: number, message?: string}>}
 */
export async function freePort(port, what, host = '127.0.0.1') {
  for (let candidate = port; candidate < port + 50; candidate += 1)
    if (await isFree(candidate, host))
      return candidate === port
        ? {port}
        : {
            port: candidate,
            message: `Port ${port} ist schon belegt – meist läuft noch „npm start“ oder ein anderes „npm run edit“ (beenden Sie es in seinem Fenster mit Strg + C, wenn Sie es nicht mehr brauchen). ${what} nutzt stattdessen Port ${candidate}.`,
          };
  throw new Error(`Ports ${port}–${port + 49} sind alle belegt.`);
}

/**
 * `docusaurus start`'s arguments with a free port: `--port`, else PORT, else 3000, on `--host`.
 * @param {readonly string[]} args
 * @returns {Promise<{args: string[], message?: string}>}
 */
export async function startArgs(args, env = process.env) {
  const option = (/** @type {string} */ name) =>
    args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
  const asked = Number(option('--port') ?? env.PORT ?? 3000);
  const host = option('--host') ?? 'localhost';
  const what = env.EDITOR_LOCAL ? 'Der Editor' : 'Die Vorschau';
  const {port, message} = await freePort(asked, what, host);
  const rest = args.filter((arg, i) => arg !== '--port' && args[i - 1] !== '--port');
  return {args: [...rest, '--port', String(port)], message};
}

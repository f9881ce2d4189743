#!/usr/bin/env node
/**
 * `npm run deploy -- <server>` (an ssh login with sudo without a password, docs/deployment.md):
 * the launch check and the atomic build, then build/ and the nginx files uploaded as a new release
 * beside the live one, then deploy/switch.sh on the server puts both live in one step (one link
 * renamed), checked by `nginx -t` and reloaded, or not at all. If that ssh fails (a dropped
 * connection, too), a second one reads back which release is live, and she is told that.
 * EDITOR_ORIGIN reaches the build; DEPLOY_ROOT (the `root` of deploy/nginx.conf) and DEPLOY_NGINX
 * (the folder its includes name) override the docs' paths; the releases go beside DEPLOY_ROOT.
 */
import {spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {posix} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The server's side: the switch, and the read-back of what is live. */
const SWITCH = readFileSync(new URL('../deploy/switch.sh', import.meta.url), 'utf8');

const NOTHING = 'Nichts wurde veröffentlicht: Auf dem Server ist alles wie vorher.';
const USAGE =
  'Aufruf: npm run deploy -- <Server>, also die ssh-Anmeldung (z. B. root@www.example.de) oder ein Name aus ~/.ssh/config. Erlaubt sind Buchstaben, Ziffern, Punkt, Binde- und Unterstrich und ein @, aber kein Doppelpunkt und kein Leerzeichen.';
const NO_EDITOR =
  'Bitte nennen Sie die Adresse des Editors: EDITOR_ORIGIN=https://cms.<Ihre Domain> npm run deploy -- <Server>. Ohne sie baut die Website ohne Editor, und der Editor auf dem Server wäre nach dem Veröffentlichen weg.';

/**
 * `[user@]host` of letters, digits, `._-`, neither part starting with `-` (an option for ssh); no
 * `:` (rsync's daemon protocol), `/` (a local path to rsync) or space.
 * @param {string | undefined} server
 */
export const isLogin = (server) => /^(?:\w[\w.-]*@)?\w[\w.-]*$/.test(server ?? '');

/** A word for the server's shell, quoted. */
const quoted = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The command for switch.sh's `mode` (`switch`, `live`). */
const onServer = (mode, ...args) =>
  `sudo -n sh -c ${[SWITCH, 'switch.sh', mode, ...args].map(quoted).join(' ')}`;

/** A new release's id: the time (UTC) and four random hex digits, e.g. 20261129045738-3f2a. */
const releaseId = () =>
  `${new Date().toISOString().replaceAll(/\D/g, '').slice(0, 14)}-${randomBytes(2).toString('hex')}`;

/**
 * The steps in order: [what to say if it fails, command, arguments].
 * @param {string} server
 * @param {{root: string, nginx: string}} paths
 * @param {string} id the new release's
 * @returns {Array<[string, string, string[]]>}
 */
export function steps(server, {root, nginx}, id) {
  const script = fileURLToPath(new URL('docusaurus.mjs', import.meta.url));
  /** @returns {[string, string[]]} */
  const ours = (command) => [process.execPath, [script, command]];
  // Owned by root and world-readable on the server, whatever the local user and umask.
  const rsync = ['-a', '--delete', '--chown=root:root', '--chmod=D755,F644'];
  rsync.push('--rsync-path=sudo -n rsync');
  const conf = ['site', 'editor', 'brotli', 'tls'].map((name) => `deploy/${name}.conf`);
  const base = posix.dirname(root);
  const release = `${base}/releases/${id}`;
  const above = '(die Meldungen stehen oben)';
  const upload = `Das Hochladen auf ${server} ist nicht gelungen (die Meldung steht oben).`;
  return [
    [`Der Launch-Check hat noch etwas gefunden ${above}.`, ...ours('launch-check')],
    [`Der Build ist nicht gelungen ${above}.`, ...ours('build')],
    [upload, 'ssh', [server, `sudo -n mkdir -p ${quoted(release)}`]],
    // Files that did not change: hard links to the live ones.
    [upload, 'rsync', [...rsync, `--link-dest=${root}`, 'build/', `${server}:${release}/build/`]],
    [upload, 'rsync', [...rsync, ...conf, 'deploy/generated/', `${server}:${release}/nginx/`]],
    [
      `Auf ${server} ist die Umstellung nicht gelungen: nginx hat die neuen Dateien nicht angenommen oder nicht neu geladen, oder die Verbindung ist abgebrochen (die Meldung steht oben).`,
      'ssh',
      [server, onServer('switch', base, id, root, nginx)],
    ],
  ];
}

/**
 * Runs the steps until one fails; if the switch failed, reads back which release is live.
 * Returns whether the new release is live, and her German message.
 * @param {string} server
 * @param {{root: string, nginx: string}} paths
 * @param {(command: string, args: string[]) => string | undefined} run its output, or undefined
 * @param {string} [id] the new release's
 * @returns {[boolean, string]}
 */
export function deploy(server, paths, run, id = releaseId()) {
  const published = `Veröffentlicht auf ${server} (Version ${id}).`;
  const all = steps(server, paths, id);
  for (const [index, [failure, command, args]] of all.entries()) {
    if (run(command, args) !== undefined) continue;
    if (index < all.length - 1) return [false, `${failure}\n${NOTHING}`];
    const live = run('ssh', [server, onServer('live', posix.dirname(paths.root))]);
    if (live?.trim() === id)
      return [
        true,
        `${published} Die Verbindung ist zwar abgebrochen, aber der Server hat die Umstellung zu Ende gebracht.`,
      ];
    if (live !== undefined) return [false, `${failure}\n${NOTHING}`];
    return [
      false,
      `Ob auf ${server} schon die neue Version online ist, ließ sich nicht feststellen: Die Verbindung ist abgebrochen (die Meldung steht oben). Online ist so oder so eine vollständige Version, die bisherige oder die neue. Führen Sie denselben Befehl noch einmal aus, sobald die Verbindung wieder steht; das ist gefahrlos.`,
    ];
  }
  return [true, published];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [server] = process.argv.slice(2);
  const paths = {
    root: process.env.DEPLOY_ROOT ?? '/var/www/kosmetik-mustermann/build',
    nginx: process.env.DEPLOY_NGINX ?? '/etc/nginx/kosmetik-mustermann',
  };
  /** @type {(command: string, args: string[]) => string | undefined} */
  const run = (command, args) => {
    // What ssh prints is the read-back's answer; the rest, and every error, goes to her terminal.
    const out = command === 'ssh' ? 'pipe' : 'inherit';
    const result = spawnSync(command, args, {stdio: ['inherit', out, 'inherit'], encoding: 'utf8'});
    return result.status === 0 ? (result.stdout ?? '') : undefined;
  };
  const [published, message] = !isLogin(server)
    ? [false, USAGE]
    : !process.env.EDITOR_ORIGIN
      ? [false, NO_EDITOR]
      : deploy(/** @type {string} */ (server), paths, run);
  if (!published) {
    console.error(`\n${message}\n`);
    process.exit(1);
  }
  console.log(`\n${message}\n`);
}

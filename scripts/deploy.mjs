#!/usr/bin/env node
/**
 * `npm run deploy -- <server>` (an ssh login with sudo without a password, README › Deployment):
 * the launch check and the atomic build, build/ and the nginx files uploaded beside the live ones
 * (`<root>.next`, `<nginx>.next`), then on the server the nginx files in place and `nginx -t`, and
 * only if it passes the pages in place and nginx reloaded; nothing published unless every step
 * passed. EDITOR_ORIGIN reaches the build; DEPLOY_ROOT (the `root` of deploy/nginx.conf) and
 * DEPLOY_NGINX (the folder its includes name) override the README's paths.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/** The switch on the server: the nginx files, `nginx -t`, the pages, the reload; undone if one fails. */
const SWITCH = readFileSync(new URL('../deploy/switch.sh', import.meta.url), 'utf8');

const NOTHING = 'Nichts wurde veröffentlicht: Auf dem Server ist alles wie vorher.';
const USAGE = 'Aufruf: npm run deploy -- <Server> (die ssh-Anmeldung, z. B. root@www.example.de).';
const NO_EDITOR =
  'Bitte nennen Sie die Adresse des Editors: EDITOR_ORIGIN=https://cms.<Ihre Domain> npm run deploy -- <Server>. Ohne sie baut die Website ohne Editor, und der Editor auf dem Server wäre nach dem Veröffentlichen weg.';

/** A word for the server's shell, quoted. */
const quoted = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The steps in order, each as [what to say if it fails, command, arguments].
 * @param {string} server
 * @param {{root: string, nginx: string}} paths
 * @returns {Array<[string, string, string[]]>}
 */
export function steps(server, {root, nginx}) {
  const script = fileURLToPath(new URL('docusaurus.mjs', import.meta.url));
  /** @returns {[string, string[]]} */
  const ours = (command) => [process.execPath, [script, command]];
  // Owned by root and world-readable on the server, whatever the local user and umask.
  const rsync = ['-a', '--delete', '--chown=root:root', '--chmod=D755,F644'];
  rsync.push('--rsync-path=sudo -n rsync');
  const conf = ['site', 'editor', 'brotli', 'tls'].map((name) => `deploy/${name}.conf`);
  const above = '(die Meldungen stehen oben)';
  const upload = `Das Hochladen auf ${server} ist nicht gelungen (die Meldung steht oben).`;
  return [
    [`Der Launch-Check hat noch etwas gefunden ${above}.`, ...ours('launch-check')],
    [`Der Build ist nicht gelungen ${above}.`, ...ours('build')],
    // Files that did not change: hard links to the live ones.
    [upload, 'rsync', [...rsync, `--link-dest=${root}`, 'build/', `${server}:${root}.next/`]],
    [upload, 'rsync', [...rsync, ...conf, 'deploy/generated/', `${server}:${nginx}.next/`]],
    [
      `Auf ${server} hat nginx die neuen Dateien nicht angenommen oder nicht neu geladen (die Meldung steht oben); die bisherigen gelten wieder.`,
      'ssh',
      [server, `sudo -n sh -c ${quoted(SWITCH)} switch ${quoted(root)} ${quoted(nginx)}`],
    ],
  ];
}

/**
 * Runs the steps until one fails; returns its German message, undefined when all passed.
 * @param {string} server
 * @param {{root: string, nginx: string}} paths
 * @param {(command: string, args: string[]) => boolean} run
 */
export function deploy(server, paths, run) {
  for (const [failure, command, args] of steps(server, paths))
    if (!run(command, args)) return `${failure}\n${NOTHING}`;
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [server] = process.argv.slice(2);
  const paths = {
    root: process.env.DEPLOY_ROOT ?? '/var/www/kosmetik-mustermann/build',
    nginx: process.env.DEPLOY_NGINX ?? '/etc/nginx/kosmetik-mustermann',
  };
  const run = (command, args) => spawnSync(command, args, {stdio: 'inherit'}).status === 0;
  const failed =
    !server || server.startsWith('-')
      ? USAGE
      : !process.env.EDITOR_ORIGIN
        ? NO_EDITOR
        : deploy(server, paths, run);
  if (failed) {
    console.error(`\n${failed}\n`);
    process.exit(1);
  }
  console.log(`\nVeröffentlicht auf ${server}: ${paths.root} und ${paths.nginx}.`);
}

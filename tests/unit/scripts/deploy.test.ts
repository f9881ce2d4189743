/**
 * @jest-environment node
 *
 * `npm run deploy -- <server>` (scripts/deploy.mjs) publishes nothing unless every step passed, and
 * says truthfully what is live when the connection drops: the steps' order, the command as npm
 * runs it (ssh and rsync that only record their calls), and whole deploys against a fake server, a
 * temporary directory where a fake ssh runs the real deploy/switch.sh with a fake nginx and
 * systemctl, and drops the connection at each step.
 */
import {afterEach, beforeEach, describe, expect, test} from '@jest/globals';
import {spawnSync} from 'node:child_process';
import * as fs from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {deploy, isLogin, steps} from '@site/scripts/deploy.mjs';

const NOTHING = 'Nichts wurde veröffentlicht: Auf dem Server ist alles wie vorher.';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(join(tmpdir(), 'deploy-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

/**
 * Commands that record each call in calls.log and fail the first $FAIL_<NAME> times (0: never);
 * the one named by $SSH_DROP (e.g. `nginx -t`) drops the connection while it runs: a hangup for
 * the switch that called it, and ssh ends with 255 while it goes on. `bodies` replaces a command's script.
 */
function fakeCommands(names: string[], bodies: Record<string, string> = {}) {
  const bin = join(dir, 'bin');
  fs.mkdirSync(bin);
  for (const name of names) {
    const file = join(bin, name);
    const left = join(dir, `${name}.failures-left`);
    fs.writeFileSync(
      file,
      `#!/bin/sh
${
  bodies[name] ??
  `echo "${name} $*" >> ${join(dir, 'calls.log')}
[ "\${SSH_DROP:-}" != "${name} $*" ] || [ -e ${join(dir, 'once')} ] || {
  touch ${join(dir, 'once')} ${join(dir, 'dropped')}; kill -HUP $PPID; sleep 0.3; }
[ "${name} $1" != "systemctl reload" ] || readlink ${join(dir, 'www', 'live')} > ${join(dir, 'loaded')}
left=$(cat ${left} 2>/dev/null || echo "\${FAIL_${name.toUpperCase()}:-0}")
[ "$left" -gt 0 ] || exit 0
echo $((left - 1)) > ${left}
exit 1`
}
`,
    );
    fs.chmodSync(file, 0o755);
  }
  return bin;
}
const calls = () =>
  fs.existsSync(join(dir, 'calls.log'))
    ? fs.readFileSync(join(dir, 'calls.log'), 'utf8').trim().split('\n')
    : [];

describe('the steps', () => {
  const paths = {root: '/var/www/site/build', nginx: '/etc/nginx/site'};
  const kinds = steps('root@example.de', paths, 'v2').map(([, command, args]) =>
    command === process.execPath ? args[1] : command,
  );

  test('build first (launch check, atomic build), then the upload as a new release, the switch last', () => {
    expect(kinds).toEqual(['launch-check', 'build', 'ssh', 'rsync', 'rsync', 'ssh']);
    const [, , [, , folder], [, , site], [, , nginx]] = steps('root@example.de', paths, 'v2');
    expect(folder[1]).toBe("sudo -n mkdir -p '/var/www/site/releases/v2'");
    expect(site.at(-1)).toBe('root@example.de:/var/www/site/releases/v2/build/');
    expect(nginx.at(-1)).toBe('root@example.de:/var/www/site/releases/v2/nginx/');
  });

  test.each(kinds.slice(0, -1).map((kind, index) => [kind, index]))(
    'when %s fails, nothing after it runs and the message says nothing was published',
    (_kind, failing) => {
      const ran: string[] = [];
      const [published, message] = deploy(
        'root@example.de',
        paths,
        (command, args) => {
          ran.push(command === process.execPath ? args[1]! : command);
          return ran.length - 1 === failing ? undefined : '';
        },
        'v2',
      );
      expect(ran).toEqual(kinds.slice(0, Number(failing) + 1));
      expect([published, message]).toEqual([false, expect.stringMatching(`\\n${NOTHING}$`)]);
    },
  );
});

test.each([
  'user@host:',
  'host::',
  'rsync://host',
  '-oProxyCommand=x',
  'root@-x',
  'a b',
  'a\tb',
  './x',
  'root@[::1]',
  '',
])('the server %p is refused', (server) => expect(isLogin(server)).toBe(false));
test.each([
  'root@www.example.de',
  'www.example.de',
  'studio',
  'ich@192.0.2.1',
  'deploy_user@host-1',
])('the server %p is a login', (server) => expect(isLogin(server)).toBe(true));

/** `npm run deploy -- <server>` here, with ssh and rsync that record their calls. */
function npmRunDeploy(server: string, env: NodeJS.ProcessEnv = {}) {
  const bin = fakeCommands(['ssh', 'rsync']);
  const all: NodeJS.ProcessEnv = {...process.env, PATH: `${bin}:${process.env.PATH}`, ...env};
  for (const name of Object.keys(env)) if (env[name] === undefined) delete all[name];
  const script = join(process.cwd(), 'scripts', 'deploy.mjs');
  return spawnSync(process.execPath, [script, server], {cwd: dir, encoding: 'utf8', env: all});
}

test('npm run deploy: a launch check that fails stops before anything is uploaded', () => {
  const result = npmRunDeploy('root@example.de', {EDITOR_ORIGIN: 'https://cms.example.de'});
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `\nDer Launch-Check hat noch etwas gefunden (die Meldungen stehen oben).\n${NOTHING}\n`,
  );
  expect(calls()).toEqual([]);
});

test('npm run deploy without the editor’s address stops before anything runs: the live editor stays', () => {
  const result = npmRunDeploy('root@example.de', {EDITOR_ORIGIN: undefined});
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Bitte nennen Sie die Adresse des Editors: EDITOR_ORIGIN=');
  expect(result.stdout).not.toContain('Launch-Check');
  expect(calls()).toEqual([]);
});

test('npm run deploy -- user@host: (rsync’s daemon protocol) stops before anything runs', () => {
  const result = npmRunDeploy('user@host:', {EDITOR_ORIGIN: 'https://cms.example.de'});
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^\nAufruf: npm run deploy -- <Server>, .* kein Doppelpunkt/);
  expect(result.stdout).toBe('');
  expect(calls()).toEqual([]);
});

describe('a deploy to a fake server, the connection dropped at each step', () => {
  const server = 'root@example.de';
  const paths = () => ({root: join(dir, 'www', 'build'), nginx: join(dir, 'nginx')});
  const write = (file: string, text: string) => {
    fs.mkdirSync(join(file, '..'), {recursive: true});
    fs.writeFileSync(file, text);
  };
  /** Pages and policies as nginx serves them (through the links), and the release it loaded. */
  const live = () => [
    fs.readFileSync(join(paths().root, 'index.html'), 'utf8'),
    fs.readFileSync(join(paths().nginx, 'page-policies.conf'), 'utf8'),
    fs.readFileSync(join(dir, 'loaded'), 'utf8').trim(),
  ];
  const releases = () => fs.readdirSync(join(dir, 'www', 'releases')).sort();
  /** A deploy of release `id`: the uploads write `id` into its pages and policies. */
  const deployed = (id: string, env: Record<string, string> = {}) => {
    const bin = fakeCommands(['ssh', 'sudo', 'nginx', 'systemctl'], {
      // ssh to the fake server: the command runs here, its output read from files, as a dropped
      // connection ends ssh with 255 while the command goes on. SSH_REFUSE lists the ssh calls
      // (1, 2, …) that cannot connect; SSH_DROP=`after <n>` drops the nth after its command ended.
      ssh: `n=$(($(cat ${dir}/ssh.count 2>/dev/null || echo 0) + 1)); echo $n > ${dir}/ssh.count
case " \${SSH_REFUSE:-} " in *" $n "*) exit 255 ;; esac
(sh -c "$2" > ${dir}/out.$n 2> ${dir}/err.$n; echo $? > ${dir}/status.$n) < /dev/null > /dev/null 2>&1 &
until [ -e ${dir}/status.$n ] || [ -e ${dir}/dropped ]; do sleep 0.01; done
[ ! -e ${dir}/dropped ] || { rm ${dir}/dropped; exit 255; }
cat ${dir}/out.$n; cat ${dir}/err.$n >&2
[ "\${SSH_DROP:-}" != "after $n" ] || exit 255
exit $(cat ${dir}/status.$n)`,
      sudo: '[ "$1" != -n ] || shift\nexec "$@"',
    });
    const environment = {...process.env, ...env, PATH: `${bin}:${process.env.PATH}`};
    const result = deploy(
      server,
      paths(),
      (command, args) => {
        if (command === 'rsync') {
          const folder = args.at(-1)!.slice(`${server}:`.length);
          write(join(folder, folder.endsWith('/build/') ? 'index.html' : 'page-policies.conf'), id);
          return '';
        }
        if (command !== 'ssh') return '';
        const ran = spawnSync('ssh', args, {encoding: 'utf8', env: environment});
        return ran.status === 0 ? ran.stdout : undefined;
      },
      id,
    );
    // The command of a dropped ssh may still be ending.
    const ending = (file: string) =>
      /^out\./.test(file) && !fs.existsSync(join(dir, file.replace('out', 'status')));
    while (fs.readdirSync(dir).some(ending)) spawnSync('sleep', ['0.01']);
    fs.rmSync(bin, {recursive: true});
    for (const file of fs.readdirSync(dir))
      if (/^(calls\.log|ssh\.count|(out|err|status)\.\d+)$/.test(file)) fs.rmSync(join(dir, file));
    return result;
  };
  const published = (id: string) => `Veröffentlicht auf ${server} (Version ${id}).`;
  const dropped = `${published('v2')} Die Verbindung ist zwar abgebrochen, aber der Server hat die Umstellung zu Ende gebracht.`;
  const failed = `Auf ${server} ist die Umstellung nicht gelungen: nginx hat die neuen Dateien nicht angenommen oder nicht neu geladen, oder die Verbindung ist abgebrochen (die Meldung steht oben).\n${NOTHING}`;
  const unknown = `Ob auf ${server} schon die neue Version online ist, ließ sich nicht feststellen: Die Verbindung ist abgebrochen (die Meldung steht oben). Online ist so oder so eine vollständige Version, die bisherige oder die neue. Führen Sie denselben Befehl noch einmal aus, sobald die Verbindung wieder steht; das ist gefahrlos.`;

  beforeEach(() => {
    // The server as the deploy before releases left it: the pages and nginx files in folders.
    write(join(paths().root, 'index.html'), 'v0');
    write(join(paths().nginx, 'page-policies.conf'), 'v0');
    expect(deployed('v1')).toEqual([true, published('v1')]);
    expect(live()).toEqual(['v1', 'v1', 'releases/v1']);
  });

  test('nothing dropped: v2 live, v1 kept for the next upload and going back, older ones deleted', () => {
    expect(deployed('v2')).toEqual([true, published('v2')]);
    expect(live()).toEqual(['v2', 'v2', 'releases/v2']);
    expect(releases()).toEqual(['v1', 'v2']);
  });

  // ssh calls: 1 the release's folder, 2 the switch, 3 the read-back.
  test.each([
    ['before the switch', {SSH_REFUSE: '2'}, [false, failed], 'v1'],
    ['while nginx -t runs', {SSH_DROP: 'nginx -t'}, [true, dropped], 'v2'],
    ['before the reload returns', {SSH_DROP: 'systemctl reload nginx'}, [true, dropped], 'v2'],
    [
      'while nginx -t runs, which refuses v2',
      {SSH_DROP: 'nginx -t', FAIL_NGINX: '1'},
      [false, failed],
      'v1',
    ],
    [
      'before the failing reload returns',
      {SSH_DROP: 'systemctl reload nginx', FAIL_SYSTEMCTL: '1'},
      [false, failed],
      'v1',
    ],
    ['after everything completed', {SSH_DROP: 'after 2'}, [true, dropped], 'v2'],
    ['before the switch, and the read-back too', {SSH_REFUSE: '2 3'}, [false, unknown], 'v1'],
    [
      'after everything, and the read-back too',
      {SSH_DROP: 'after 2', SSH_REFUSE: '3'},
      [false, unknown],
      'v2',
    ],
    ['nowhere, but nginx -t refuses v2', {FAIL_NGINX: '1'}, [false, failed], 'v1'],
    ['nowhere, but the reload fails', {FAIL_SYSTEMCTL: '1'}, [false, failed], 'v1'],
  ])(
    'dropped %s: pages and policies from one release, nginx reloaded with it, her message true',
    (_when, env, message, id) => {
      expect(deployed('v2', env)).toEqual(message);
      expect(live()).toEqual([id, id, `releases/${id}`]);
    },
  );
});

/**
 * @jest-environment node
 *
 * `npm run deploy -- <server>` (scripts/deploy.mjs) publishes nothing unless every step passed:
 * the steps' order, the command as npm runs it (with ssh and rsync that only record their calls),
 * and the switch on the server (deploy/switch.sh), its ssh command run by `sh` here against
 * folders in a temporary directory, with an `nginx -t` and a reload that fail on purpose.
 */
import {afterEach, beforeEach, describe, expect, test} from '@jest/globals';
import {spawnSync} from 'node:child_process';
import * as fs from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {deploy, steps} from '@site/scripts/deploy.mjs';

const NOTHING = 'Nichts wurde veröffentlicht: Auf dem Server ist alles wie vorher.';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(join(tmpdir(), 'deploy-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Commands that record each call in calls.log and fail the first $FAIL_<NAME> times (0: never). */
function fakeCommands(...names: string[]) {
  const bin = join(dir, 'bin');
  fs.mkdirSync(bin);
  for (const name of names) {
    const file = join(bin, name);
    const left = join(dir, `${name}.failures-left`);
    fs.writeFileSync(
      file,
      `#!/bin/sh
echo "${name} $*" >> ${join(dir, 'calls.log')}
left=$(cat ${left} 2>/dev/null || echo "\${FAIL_${name.toUpperCase()}:-0}")
[ "$left" -gt 0 ] || exit 0
echo $((left - 1)) > ${left}
exit 1
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
  const kinds = steps('root@example.de', paths).map(([, command, args]) =>
    command === process.execPath ? args[1] : command,
  );

  test('build first (launch check, atomic build), then the uploads beside the live files, the switch last', () => {
    expect(kinds).toEqual(['launch-check', 'build', 'rsync', 'rsync', 'ssh']);
    const [, , [, , site], [, , nginx]] = steps('root@example.de', paths);
    expect(site.at(-1)).toBe('root@example.de:/var/www/site/build.next/');
    expect(nginx.at(-1)).toBe('root@example.de:/etc/nginx/site.next/');
  });

  test.each(kinds.map((kind, index) => [kind, index]))(
    'when %s fails, nothing after it runs and the message says nothing was published',
    (_kind, failing) => {
      const ran: string[] = [];
      const message = deploy('root@example.de', paths, (command, args) => {
        ran.push(command === process.execPath ? args[1]! : command);
        return ran.length - 1 !== failing;
      });
      expect(ran).toEqual(kinds.slice(0, Number(failing) + 1));
      expect(message).toMatch(new RegExp(`\\n${NOTHING}$`));
    },
  );
});

test('npm run deploy: a launch check that fails stops before anything is uploaded', () => {
  const bin = fakeCommands('ssh', 'rsync');
  const result = spawnSync(
    process.execPath,
    [join(process.cwd(), 'scripts', 'deploy.mjs'), 'root@example.de'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        EDITOR_ORIGIN: 'https://cms.example.de',
        PATH: `${bin}:${process.env.PATH}`,
      },
    },
  );
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `\nDer Launch-Check hat noch etwas gefunden (die Meldungen stehen oben).\n${NOTHING}\n`,
  );
  expect(calls()).toEqual([]);
});

test('npm run deploy without the editor’s address stops before anything runs: the live editor stays', () => {
  const bin = fakeCommands('ssh', 'rsync');
  const env: NodeJS.ProcessEnv = {...process.env, PATH: `${bin}:${process.env.PATH}`};
  delete env.EDITOR_ORIGIN;
  const result = spawnSync(
    process.execPath,
    [join(process.cwd(), 'scripts', 'deploy.mjs'), 'root@example.de'],
    {cwd: dir, encoding: 'utf8', env},
  );
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Bitte nennen Sie die Adresse des Editors: EDITOR_ORIGIN=');
  expect(result.stdout).not.toContain('Launch-Check');
  expect(calls()).toEqual([]);
});

describe('the switch on the server', () => {
  const root = () => join(dir, 'www', 'build');
  const nginx = () => join(dir, 'nginx');
  const write = (file: string, text: string) => {
    fs.mkdirSync(join(file, '..'), {recursive: true});
    fs.writeFileSync(file, text);
  };
  /** The live site and its nginx files, and the new ones uploaded beside them. */
  const uploaded = (live = true) => {
    if (live) {
      write(join(root(), 'index.html'), 'alt');
      write(join(nginx(), 'page-policies.conf'), 'alt');
    }
    write(join(`${root()}.next`, 'index.html'), 'neu');
    write(join(`${nginx()}.next`, 'page-policies.conf'), 'neu');
  };
  const live = () => [
    fs.readFileSync(join(root(), 'index.html'), 'utf8'),
    fs.readFileSync(join(nginx(), 'page-policies.conf'), 'utf8'),
  ];
  const runSwitch = (env: Record<string, string> = {}) => {
    const bin = fakeCommands('nginx', 'systemctl');
    // What ssh runs on the server, as root there.
    const [, , [, remote]] = steps('root@example.de', {root: root(), nginx: nginx()}).at(-1)!;
    return spawnSync('sh', ['-c', remote!.replace(/^sudo -n /, '')], {
      encoding: 'utf8',
      env: {...process.env, ...env, PATH: `${bin}:${process.env.PATH}`},
    }).status;
  };
  const leftovers = () =>
    [...fs.readdirSync(join(dir, 'www')), ...fs.readdirSync(dir)].filter((name) =>
      /\.(previous|failed)$/.test(name),
    );

  test('both in place, nginx checked and reloaded, nothing old left', () => {
    uploaded();
    expect(runSwitch()).toBe(0);
    expect(live()).toEqual(['neu', 'neu']);
    expect(calls()).toEqual(['nginx -t', 'systemctl reload nginx']);
    expect(leftovers()).toEqual([]);
  });

  test('the first deploy: nothing live yet', () => {
    uploaded(false);
    expect(runSwitch()).toBe(0);
    expect(live()).toEqual(['neu', 'neu']);
  });

  test('nginx -t refuses the new files: the old ones back, the old pages stay, no reload', () => {
    uploaded();
    expect(runSwitch({FAIL_NGINX: '1'})).toBe(1);
    expect(live()).toEqual(['alt', 'alt']);
    expect(calls()).toEqual(['nginx -t']);
  });

  test('the reload fails: pages and nginx files back as they were, reloaded with those', () => {
    uploaded();
    expect(runSwitch({FAIL_SYSTEMCTL: '1'})).toBe(1);
    expect(live()).toEqual(['alt', 'alt']);
    expect(calls()).toEqual(['nginx -t', 'systemctl reload nginx', 'systemctl reload nginx']);
  });
});

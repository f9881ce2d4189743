/**
 * @jest-environment node
 *
 * Atomic builds (scripts/atomicBuild.mjs, run by scripts/docusaurus.mjs for `npm run build`):
 * build/ and deploy/generated/ change together and only when a build passed; a full disk and a
 * second build stop with German messages and leave the last good build. The switch is tested
 * with a file system that fails where a full disk would; the command itself, as npm runs it, on
 * a small site whose build writes aside and then fails.
 */
import {afterEach, beforeEach, describe, expect, test} from '@jest/globals';
import {spawnSync} from 'node:child_process';
import * as fs from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  buildDirs,
  BuildStop,
  messages,
  prepare,
  publish,
  saysDiskFull,
  takeLock,
} from '@site/scripts/atomicBuild.mjs';
import {lastFailure} from '@site/plugins/content/lastFailure.mjs';

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(join(tmpdir(), 'atomic-build-'));
});
afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

/** Every file under `dir` with its bytes, by path relative to `dir`. */
function tree(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
  return Object.fromEntries(
    files
      .filter((file) => fs.statSync(join(dir, file)).isFile())
      .map((file) => [file, fs.readFileSync(join(dir, file), 'base64')]),
  );
}

/** The last good build, then a new one staged as the command would have written it. */
function lastGoodAndStaged() {
  const {final} = buildDirs(site);
  fs.mkdirSync(join(final.build, 'blog'), {recursive: true});
  fs.writeFileSync(join(final.build, 'index.html'), '<h1>alt</h1>');
  fs.writeFileSync(join(final.build, 'blog', 'index.html'), '<h1>Blog alt</h1>');
  fs.writeFileSync(join(final.build, '_headers'), '/*\n  X-Alt: 1\n');
  fs.mkdirSync(final.generated, {recursive: true});
  fs.writeFileSync(join(final.generated, 'page-policies.conf'), 'map alt;\n');
  const staged = prepare(site);
  fs.writeFileSync(join(staged.build, 'index.html'), '<h1>neu</h1>');
  fs.writeFileSync(join(staged.build, '_headers'), '/*\n  X-Neu: 1\n');
  fs.writeFileSync(join(staged.generated, 'page-policies.conf'), 'map neu;\n');
  return {build: tree(final.build), generated: tree(final.generated)};
}

const full = (syscall: string, path: string) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${path}'`), {
    code: 'ENOSPC',
  });

describe('the switch from a staged build to build/ and deploy/generated/', () => {
  test('a passed build replaces both folders, nothing of the old one stays, nothing is left aside', () => {
    lastGoodAndStaged();
    publish(site);
    const {final} = buildDirs(site);
    expect(tree(final.build)).toEqual({
      'index.html': Buffer.from('<h1>neu</h1>').toString('base64'),
      _headers: Buffer.from('/*\n  X-Neu: 1\n').toString('base64'),
    });
    expect(Object.keys(tree(final.generated))).toEqual(['page-policies.conf']);
    expect(fs.readdirSync(join(site, '.cache', 'build'))).toEqual([]);
  });

  test('the first build: no build/ or deploy/generated/ yet', () => {
    const staged = prepare(site);
    fs.writeFileSync(join(staged.build, 'index.html'), 'x');
    publish(site);
    expect(Object.keys(tree(join(site, 'build')))).toEqual(['index.html']);
    expect(fs.existsSync(join(site, 'deploy', 'generated'))).toBe(true);
  });

  test.each([1, 2, 3, 4])(
    'a full disk at rename %i: German message, build/ and deploy/generated/ byte for byte the last good build',
    (failing) => {
      const before = lastGoodAndStaged();
      let renames = 0;
      const io = {
        ...fs,
        renameSync(from: fs.PathLike, to: fs.PathLike) {
          if (++renames === failing) throw full('rename', String(from));
          fs.renameSync(from, to);
        },
      };
      expect(() => publish(site, io)).toThrow(new BuildStop(messages(site).diskFull));
      const {final} = buildDirs(site);
      expect(tree(final.build)).toEqual(before.build);
      expect(tree(final.generated)).toEqual(before.generated);
    },
  );

  test('a folder held open elsewhere: German message, the last good build stays', () => {
    const before = lastGoodAndStaged();
    const io = {
      ...fs,
      renameSync(from: fs.PathLike) {
        throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${String(from)}'`), {
          code: 'EBUSY',
        });
      },
    };
    expect(() => publish(site, io)).toThrow(
      new BuildStop(
        'Der neue Build ließ sich nicht an die Stelle von build/ und deploy/generated/ setzen (EBUSY). Schließen Sie, was einen der Ordner geöffnet hat (etwa einen Dateimanager oder einen Server), und bauen Sie dann noch einmal.',
      ),
    );
    expect(tree(join(site, 'build'))).toEqual(before.build);
  });

  test('a full disk while the folders are prepared: German message', () => {
    const io = {
      ...fs,
      mkdirSync: (path: fs.PathLike) => {
        throw full('mkdir', String(path));
      },
    };
    expect(() => prepare(site, io)).toThrow(new BuildStop(messages(site).diskFull));
    expect(messages(site).diskFull).toBe(
      'Der Speicherplatz ist voll (ENOSPC): Auf dem Datenträger ist kein Platz mehr für den Build. Schaffen Sie Platz (ein Build braucht etwa doppelt so viel wie der Ordner build/, während er entsteht) und starten Sie ihn dann noch einmal.',
    );
  });

  test('a full disk is recognised in a failure as Node and the bundler word it', () => {
    expect(saysDiskFull("Error: ENOSPC: no space left on device, write '/x/build/a.html'")).toBe(
      true,
    );
    expect(saysDiskFull('panicked: No space left on device (os error 28)')).toBe(true);
    expect(saysDiskFull('Docusaurus found broken links!')).toBe(false);
    // The file watchers' limit (Linux, in the preview) is no full disk.
    expect(saysDiskFull('Error: ENOSPC: System limit for number of file watchers reached')).toBe(
      false,
    );
  });
});

describe('one build at a time', () => {
  const lockFile = () => buildDirs(site).lock;

  test('a second build stops with a German message naming the running one', () => {
    const release = takeLock(site);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    expect(() => takeLock(site, 4242)).toThrow(
      new BuildStop(
        `In diesem Ordner läuft schon ein Build (Prozess ${process.pid}); zwei zugleich würden sich gegenseitig die Dateien überschreiben. Warten Sie, bis er fertig ist, und starten Sie Ihren dann noch einmal. Sind Sie sicher, dass keiner mehr läuft (etwa nach einem Neustart des Rechners), löschen Sie die Datei .cache/build/lock.`,
      ),
    );
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
    takeLock(site, 4242)();
  });

  test('the lock of a process that has ended is taken over', () => {
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    fs.mkdirSync(join(site, '.cache', 'build'), {recursive: true});
    fs.writeFileSync(lockFile(), ended.stdout);
    const release = takeLock(site);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    release();
    // Two builds find it at once: one takes it over, the other stops.
    fs.writeFileSync(lockFile(), ended.stdout);
    fs.writeFileSync(`${lockFile()}.takeover`, '4242\n');
    expect(() => takeLock(site)).toThrow(new BuildStop(messages(site).locked(4242)));
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(ended.stdout);
  });
});

describe('npm run build (scripts/docusaurus.mjs): what the owner sees', () => {
  const wrapper = join(process.cwd(), 'scripts', 'docusaurus.mjs');
  const ownerError = join(process.cwd(), 'plugins', 'content', 'ownerError.mjs');
  const undocumented = join(process.cwd(), 'plugins', 'undocumented.mjs');
  const HER =
    'Die Inhalte der Website enthalten einen Fehler.\n- src/data/prices.yml, Zeile 3: „55“';
  /**
   * A site whose one plugin writes into the folder Docusaurus was given (build/ by --out-dir; the
   * nginx files come only after Docusaurus returns, plugins/postbuild), then fails by FAILURE: her
   * mistake in a lifecycle, her mistake in an article as the bundler reports it (an OwnerError
   * made and caught, then webpack's `done` taps in the order of their stages: EndOnOwnerError, and
   * Docusaurus' English report that ends the process, as its ForceTerminatePlugin does), a
   * fault in the site's code, a full disk; without FAILURE the build passes.
   */
  const writeSite = () => {
    fs.writeFileSync(
      join(site, 'docusaurus.config.mjs'),
      `import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {OwnerError} from ${JSON.stringify(ownerError)};
import {EndOnOwnerError} from ${JSON.stringify(undocumented)};
const her = ${JSON.stringify(HER)};
const failures = {
  owner: () => { throw new OwnerError(her); },
  bundler: () => {
    const taps = [];
    new EndOnOwnerError().apply({hooks: {done: {tap: ({stage = 0}, run) => taps.push([stage, run])}}});
    let text = '';
    try { throw new OwnerError(her); } catch (error) { text = error.message; }
    taps.push([0, () => {
      console.error('[ERROR] Client bundle compiled with errors therefore further build is impossible.\\nError: ' + text + '\\n    at loader (x.js:1:1)');
      process.exit(1);
    }]);
    for (const [, run] of taps.sort((a, b) => a[0] - b[0])) run({hasErrors: () => true});
  },
  code: () => { throw new TypeError('x is undefined'); },
  disk: () => { throw Object.assign(new Error("ENOSPC: no space left on device, write 'build/x'"), {code: 'ENOSPC'}); },
};
export default {
  title: 'Test', url: 'https://example.com', baseUrl: '/',
  plugins: [({outDir}) => ({name: 'writes', loadContent() {
    writeFileSync(join(outDir, 'index.html'), '<h1>neu</h1>');
    failures[process.env.FAILURE]?.();
  }, extendCli(cli) {
    // As plugins/admin's once the site was live: writes nothing, says so, fails without throwing.
    cli.command('build-setup').option('--out-dir <dir>').action(() => {
      console.error('Bei „url“ steht schon Ihre eigene Adresse.');
      process.exitCode = 1;
    });
  }})],
};`,
    );
  };
  /** `npm run build` (or `command`) in `site` with `env`. */
  const build = (env: NodeJS.ProcessEnv = {}, command = 'build') =>
    spawnSync(process.execPath, [wrapper, command], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, FORCE_COLOR: '0', ...env},
    });
  const lastGood = () => {
    fs.mkdirSync(join(site, 'build'), {recursive: true});
    fs.writeFileSync(join(site, 'build', 'index.html'), '<h1>alt</h1>');
    fs.mkdirSync(join(site, 'deploy', 'generated'), {recursive: true});
    fs.writeFileSync(join(site, 'deploy', 'generated', 'page-policies.conf'), 'map alt;\n');
    return {build: tree(join(site, 'build')), generated: tree(join(site, 'deploy', 'generated'))};
  };
  /** Both folders byte for byte as before, nothing left aside, no lock left behind. */
  const unchanged = (before: ReturnType<typeof lastGood>) => {
    expect(tree(join(site, 'build'))).toEqual(before.build);
    expect(tree(join(site, 'deploy', 'generated'))).toEqual(before.generated);
    expect(fs.readdirSync(join(site, '.cache', 'build'))).toEqual([]);
  };
  const german = (message: string) =>
    `\nDie Website wurde nicht gebaut.\n\n${message}\n\n${messages(site).unchanged}\n`;

  test('while another build runs, it stops at once with the German message', () => {
    const before = lastGood();
    const release = takeLock(site); // this test's process: alive
    const result = build();
    release();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(german(messages(site).locked(process.pid)));
    expect(tree(join(site, 'build'))).toEqual(before.build);
  });

  test('her mistake, in a plugin or in an article as the bundler reports it: her message alone, after the build wrote aside; the last good build stays', () => {
    writeSite();
    const before = lastGood();
    for (const FAILURE of ['owner', 'bundler']) {
      const result = build({FAILURE});
      expect([FAILURE, result.status]).toEqual([FAILURE, 1]);
      expect(result.stderr).toBe(german(HER));
      unchanged(before);
    }
  });

  test('a fault in the site’s code: the full report; a full disk: the German message alone', () => {
    writeSite();
    const before = lastGood();
    const fault = build({FAILURE: 'code'});
    expect(fault.status).toBe(1);
    expect(fault.stderr).toContain('TypeError: x is undefined');
    expect(fault.stderr).toMatch(/^\s+at /m);
    expect(fault.stderr).toContain(messages(site).unchanged);
    unchanged(before);
    const full = build({FAILURE: 'disk'});
    expect(full.status).toBe(1);
    expect(full.stderr).toBe(german(messages(site).diskFull));
    unchanged(before);
  });

  test('a failed build is kept for build-setup, and a build-setup that fails without throwing publishes nothing', () => {
    writeSite();
    const before = lastGood();
    expect(build({FAILURE: 'owner'}).status).toBe(1);
    expect(lastFailure(site)).toBe(`Die Website wurde nicht gebaut.\n\n${HER}`);
    const setup = build({}, 'build-setup');
    expect(setup.status).toBe(1);
    expect(setup.stdout).not.toContain(messages(site).replaced);
    expect(setup.stderr.trimEnd().split('\n').at(-1)).toBe(messages(site).unchanged);
    unchanged(before);
    // The next release build starts afresh: an older failure is not repeated.
    expect(build({FAILURE: 'code'}).status).toBe(1);
    expect(lastFailure(site)).toBeUndefined();
  });
});

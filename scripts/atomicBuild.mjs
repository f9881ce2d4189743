/**
 * Atomic builds, for ./docusaurus.mjs: `build` and `build-setup` write aside (`--out-dir`, and the
 * nginx files of plugins/postbuild); only when it succeeded, Docusaurus' checks included, are
 * `build/` and `deploy/generated/` replaced, together, by renames. One build at a time per site
 * folder (`.docusaurus/` is shared): a lock file holds the builder's process id; the lock of a
 * process that has ended is taken over.
 */
import * as fs from 'node:fs';
import {dirname, join, relative} from 'node:path';

/** A build's folders: the staged ones beside the final ones, on the same disk, for renames. */
export function buildDirs(siteDir) {
  const work = join(siteDir, '.cache', 'build');
  return {
    lock: join(work, 'lock'),
    staged: {build: join(work, 'next', 'build'), generated: join(work, 'next', 'generated')},
    final: {build: join(siteDir, 'build'), generated: join(siteDir, 'deploy', 'generated')},
    previous: join(work, 'previous'),
  };
}

const isFull = (error) => error?.code === 'ENOSPC' || error?.code === 'EDQUOT';

/** Whether a failure's text says the disk is full (the file watchers' limit is no full disk). */
export const saysDiskFull = (text) =>
  /\bENOSPC\b|\bEDQUOT\b|no space left on device/i.test(text) && !/file watchers/i.test(text);

export const messages = (siteDir) => ({
  unchanged:
    'build/ und deploy/generated/ sind unverändert: Es gilt weiter der letzte gelungene Build.',
  replaced: 'build/ und deploy/generated/ enthalten jetzt diesen Build.',
  locked: (pid) =>
    `In diesem Ordner läuft schon ein Build (Prozess ${pid}); zwei zugleich würden sich gegenseitig die Dateien überschreiben. Warten Sie, bis er fertig ist, und starten Sie Ihren dann noch einmal. Sind Sie sicher, dass keiner mehr läuft (etwa nach einem Neustart des Rechners), löschen Sie die Datei ${relative(siteDir, buildDirs(siteDir).lock)}.`,
  diskFull:
    'Der Speicherplatz ist voll (ENOSPC): Auf dem Datenträger ist kein Platz mehr für den Build. Schaffen Sie Platz (ein Build braucht etwa doppelt so viel wie der Ordner build/, während er entsteht) und starten Sie ihn dann noch einmal.',
});

/** A failure she reads as it is: German, no stack trace. */
export class BuildStop extends Error {
  name = 'BuildStop';
}

const alive = (pid) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM'; // it runs, as another user
  }
};

/** Takes the site's build lock; returns the function that gives it back. */
export function takeLock(siteDir, pid = process.pid, io = fs) {
  const {lock} = buildDirs(siteDir);
  const said = messages(siteDir);
  const holderOf = (file) => {
    try {
      return Number.parseInt(io.readFileSync(file, 'utf8'), 10) || 0;
    } catch {
      return 0;
    }
  };
  const create = (file) => {
    try {
      io.writeFileSync(file, `${pid}\n`, {flag: 'wx'});
      return true;
    } catch (error) {
      if (isFull(error)) throw new BuildStop(said.diskFull);
      if (error.code !== 'EEXIST') throw error;
      return false;
    }
  };
  const release = () => io.rmSync(lock, {force: true});
  io.mkdirSync(dirname(lock), {recursive: true});
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(lock)) return release;
    const holder = holderOf(lock);
    if (holder === 0) continue; // given back, or not yet written, just now
    if (alive(holder)) throw new BuildStop(said.locked(holder));
    // Its process has ended: taken over by the one process that creates the takeover file, if
    // the lock still names the ended process.
    const takeover = `${lock}.takeover`;
    if (!create(takeover)) throw new BuildStop(said.locked(holderOf(takeover) || '?'));
    try {
      if (holderOf(lock) !== holder) continue;
      io.writeFileSync(lock, `${pid}\n`);
      return release;
    } finally {
      io.rmSync(takeover, {force: true});
    }
  }
  throw new BuildStop(said.locked('?'));
}

/** Empties the folders a build writes into; returns them. */
export function prepare(siteDir, io = fs) {
  const {staged} = buildDirs(siteDir);
  try {
    io.rmSync(dirname(staged.build), {recursive: true, force: true});
    for (const dir of Object.values(staged)) io.mkdirSync(dir, {recursive: true});
  } catch (error) {
    throw isFull(error) ? new BuildStop(messages(siteDir).diskFull) : error;
  }
  return staged;
}

/** Removes what a failed build left aside. */
export const discard = (siteDir, io = fs) =>
  io.rmSync(dirname(buildDirs(siteDir).staged.build), {recursive: true, force: true});

/**
 * Puts the staged build in place of the last one, each final folder moved aside first. If a
 * rename fails, every one done is undone (the last good build again) and a BuildStop says why.
 */
export function publish(siteDir, io = fs) {
  const {staged, final, previous} = buildDirs(siteDir);
  const undo = [];
  try {
    io.rmSync(previous, {recursive: true, force: true});
    io.mkdirSync(previous, {recursive: true});
    for (const name of /** @type {const} */ (['build', 'generated'])) {
      const kept = join(previous, name);
      if (io.existsSync(final[name])) {
        io.renameSync(final[name], kept);
        undo.push(() => io.renameSync(kept, final[name]));
      } else io.mkdirSync(dirname(final[name]), {recursive: true});
      io.renameSync(staged[name], final[name]);
      undo.push(() => io.renameSync(final[name], staged[name]));
    }
  } catch (error) {
    for (const step of undo.reverse()) step();
    throw new BuildStop(
      isFull(error)
        ? messages(siteDir).diskFull
        : `Der neue Build ließ sich nicht an die Stelle von build/ und deploy/generated/ setzen (${error.code ?? error.message}). Schließen Sie, was einen der Ordner geöffnet hat (etwa einen Dateimanager oder einen Server), und bauen Sie dann noch einmal.`,
    );
  }
  io.rmSync(previous, {recursive: true, force: true});
  discard(siteDir, io);
}

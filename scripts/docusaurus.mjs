#!/usr/bin/env node
/**
 * The `docusaurus` command for the owner's npm scripts (start, build, build:release,
 * launch-check, media:…): Docusaurus' own command (its package's `bin`, in a child process),
 * except when it fails because of her content or media (an OwnerError, ./ownerError.mjs). Then
 * this prints a short German heading and her messages instead of Docusaurus' English report
 * ("Unable to build website for locale de" and its stack traces). `SITE_TRACE=1 npm run build`
 * shows the full report for developers; any other failure shows it anyway. `build` and
 * `build-setup` are atomic (./atomicBuild.mjs): built aside, `build/` and `deploy/generated/`
 * replaced only when everything passed, one build at a time.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import * as atomicBuild from './atomicBuild.mjs';
import {startArgs} from './freePort.mjs';
import {ownerReport, RECORD_FILE, TRACE_SWITCH} from './ownerError.mjs';

/** What failed, by command. */
const HEADINGS = {
  start: 'Die Vorschau startet nicht.',
  build: 'Die Website wurde nicht gebaut.',
  'build-setup': 'Die Website wurde nicht gebaut.',
  'launch-check': 'Der Launch-Check konnte nicht prüfen.',
};
let args = process.argv.slice(2);
const command = /** @type {keyof typeof HEADINGS} */ (args[0] ?? '');
// Its port in use (another preview, `npm run edit`): the next free one, said in German.
if (command === 'start') {
  const start = await startArgs(args);
  args = start.args;
  if (start.message) process.stderr.write(`\n${start.message}\n\n`);
}
const heading = HEADINGS[command] ?? 'Der Befehl ist nicht gelungen.';

const pkg = createRequire(import.meta.url).resolve('@docusaurus/core/package.json');
const bin = join(dirname(pkg), JSON.parse(readFileSync(pkg, 'utf8')).bin.docusaurus);
const recordDir = mkdtempSync(join(tmpdir(), 'owner-errors-'));
const recordFile = join(recordDir, 'errors.jsonl');

const siteDir = process.cwd();
const said = atomicBuild.messages(siteDir);
const atomic = command === 'build' || command === 'build-setup';
let release = () => {};
let staged;
if (atomic) {
  try {
    release = atomicBuild.takeLock(siteDir);
    process.on('exit', () => release());
    staged = atomicBuild.prepare(siteDir);
  } catch (error) {
    if (!(error instanceof atomicBuild.BuildStop)) throw error;
    process.stderr.write(`\n${heading}\n\n${error.message}\n\n${said.unchanged}\n`);
    process.exit(1);
  }
}

const child = spawn(
  process.execPath,
  [bin, ...args, ...(atomic ? ['--out-dir', staged.build] : [])],
  {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: {
      ...process.env,
      [RECORD_FILE]: recordFile,
      NO_UPDATE_NOTIFIER: '1',
      ...(atomic ? {[atomicBuild.GENERATED_DIR]: staged.generated} : {}),
      ...(process.stderr.isTTY && !process.env.FORCE_COLOR ? {FORCE_COLOR: '1'} : {}),
    },
  },
);

// Stopped (Ctrl+C, `npm run edit` ending, a test's kill): Docusaurus stops with it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, () => child.kill(signal));

// Docusaurus' report of a failure starts with a line "[ERROR]" and the process ends right after
// it (a full disk may end it with Node's own report): held back from there until the end decides
// what to show. A process that goes on (the preview after a failed reload) gets it shown after a
// moment.
let held = '';
let errors = ''; // all of it, for the one failure told in German whatever its wording: a full disk
let timer;
const show = () => {
  process.stderr.write(held);
  held = '';
};
child.stderr.setEncoding('utf8');
child.stderr.on('data', (/** @type {string} */ text) => {
  errors += text;
  const start = stripVTControlCharacters(text).search(/^\[ERROR\]|ENOSPC/m);
  if (held === '' && (start < 0 || process.env[TRACE_SWITCH])) {
    process.stderr.write(text);
    return;
  }
  held += text;
  clearTimeout(timer);
  timer = setTimeout(show, 3000);
});

child.on('close', (exitCode, signal) => {
  clearTimeout(timer);
  let code = exitCode;
  let stop = '';
  if (atomic) {
    try {
      if (code === 0) {
        atomicBuild.publish(siteDir);
        console.log('[build] build/ and deploy/generated/ replaced by this build');
      }
    } catch (error) {
      code = 1;
      if (!(error instanceof atomicBuild.BuildStop)) throw error;
      stop = error.message;
    }
    if (code !== 0) atomicBuild.discard(siteDir);
    release();
  }
  const recorded = (() => {
    try {
      return readFileSync(recordFile, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse);
    } catch {
      return [];
    }
  })();
  rmSync(recordDir, {recursive: true, force: true});
  // A full disk while building (the preview's "ENOSPC: System limit for number of file watchers"
  // is no full disk).
  if (atomic && code !== 0 && !stop && atomicBuild.saysDiskFull(stripVTControlCharacters(errors)))
    stop = said.diskFull;
  const report = stop
    ? `\n${heading}\n\n${stop}\n`
    : code !== 0 && ownerReport(stripVTControlCharacters(held), recorded, heading);
  if (report) process.stderr.write(report);
  else show();
  if (atomic && code !== 0) process.stderr.write(`\n${said.unchanged}\n`);
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
});

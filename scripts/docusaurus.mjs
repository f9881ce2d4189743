#!/usr/bin/env node
/**
 * The `docusaurus` command of the owner's npm scripts (start, build, launch-check, media:…):
 * Docusaurus in this process (../plugins/undocumented.mjs). When her content or media stops it (an
 * OwnerError), she reads a short German heading and her messages alone; `SITE_TRACE=1` shows the
 * full report, any other failure shows it anyway. `build` and `build-setup` are atomic
 * (./atomicBuild.mjs).
 */
import {inspect} from 'node:util';
import * as atomicBuild from './atomicBuild.mjs';
import {startArgs} from './freePort.mjs';
import {forgetFailure, rememberFailure} from '../plugins/content/lastFailure.mjs';
import {OWNER_ERROR_EVENT, TRACE_SWITCH} from '../plugins/content/ownerError.mjs';
import {causes, ownerMessages, runDocusaurus, takeOver} from '../plugins/undocumented.mjs';

/** What failed, by command. */
const HEADINGS = {
  start: 'Die Vorschau startet nicht.',
  build: 'Die Website wurde nicht gebaut.',
  'build-setup': 'Die Website wurde nicht gebaut.',
  'launch-check': 'Der Launch-Check konnte nicht prüfen.',
};
/** Docusaurus' arguments (`start`: with the port it takes, read by ./edit.mjs). */
export let args = process.argv.slice(2);
const command = /** @type {keyof typeof HEADINGS} */ (args[0] ?? '');
const heading = HEADINGS[command] ?? 'Der Befehl ist nicht gelungen.';
const siteDir = process.cwd();
const said = atomicBuild.messages(siteDir);
const atomic = command === 'build' || command === 'build-setup';

/** Her messages, in the order made. */
const made = /** @type {string[]} */ ([]);
const write = (/** @type {string} */ text) => process.stderr.write(text);
process.on(OWNER_ERROR_EVENT, (message) => made.push(message));
/** The finishing steps of plugins/postbuild, run once Docusaurus' build has returned. */
const finishing = takeOver();

/** @type {unknown} */
let failure;
let release;
/** @type {{build: string, generated: string} | undefined} */
let staged;
let published = false;
const fail = (/** @type {unknown} */ error) => {
  failure = error;
  process.exit(1);
};
process.on('unhandledRejection', fail);

process.on('exit', (code) => {
  if (release) {
    if (!published) atomicBuild.discard(siteDir);
    release();
  }
  const failed = code !== 0 || (atomic && !published);
  const full = causes(failure).some((e) => atomicBuild.saysDiskFull(`${e.code} ${e.message}`));
  const owner = ownerMessages(failure);
  const theirs = owner.length > 0 ? owner : [...new Set(made)];
  const stop =
    failure instanceof atomicBuild.BuildStop ? failure.message : full ? said.diskFull : undefined;
  const german = `${heading}\n\n${stop ?? theirs.join('\n\n')}`;
  if (stop || (failed && theirs.length > 0 && !process.env[TRACE_SWITCH])) {
    write(`\n${german}\n`);
    if (command === 'build') rememberFailure(siteDir, german);
  } else if (failure) write(`[ERROR] ${inspect(failure, {depth: Infinity})}\n`);
  if (atomic && failed) write(`\n${said.unchanged}\n`);
  if (failed) process.exitCode = code || 1;
});

try {
  // What build-setup repeats is the failure of this release build, never an older one's.
  if (command === 'build' || command === 'launch-check') forgetFailure(siteDir);
  if (atomic) {
    release = atomicBuild.takeLock(siteDir);
    staged = atomicBuild.prepare(siteDir);
    args.push('--out-dir', staged.build);
  }
  // Its port in use (another preview, `npm run edit`): the next free one, said in German.
  if (command === 'start') {
    const start = await startArgs(args);
    args = start.args;
    if (start.message) write(`\n${start.message}\n\n`);
  }
  await runDocusaurus(args);
  // A command that failed without throwing (build-setup once the site was live) publishes nothing.
  if (staged && !process.exitCode) {
    for (const finish of finishing) await finish(staged.generated);
    atomicBuild.publish(siteDir);
    published = true;
    // build-setup said what it published itself; her list of what is left stays last.
    if (command === 'build') console.log(`\n${said.replaced}`);
  }
} catch (error) {
  fail(error);
}

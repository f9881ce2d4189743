#!/usr/bin/env node
/**
 * The `docusaurus` command for the owner's npm scripts (start, build, build:release,
 * launch-check, media:…): Docusaurus' own CLI, except when a command fails because of her content
 * or media (an OwnerError, ./ownerError.mjs). Then it prints a short German heading and her
 * messages, without Docusaurus' English "Unable to build website for locale de" and its stack
 * traces. `SITE_TRACE=1 npm run build` shows the full report for developers; any other failure
 * shows it anyway. (Docusaurus' bin/docusaurus.mjs does the same minus this, plus an update check.)
 */
import {inspect} from 'node:util';
import {runCLI} from '@docusaurus/core/lib/index.js';
import {ownerReport, TRACE_SWITCH} from './ownerError.mjs';

// As Docusaurus' own bin: development unless the command (build) says otherwise.
process.env.BABEL_ENV ??= 'development';
process.env.NODE_ENV ??= 'development';

/** What failed, by command. */
const HEADINGS = {
  start: 'Die Vorschau startet nicht.',
  build: 'Die Website wurde nicht gebaut.',
  'launch-check': 'Der Launch-Check konnte nicht prüfen.',
};
const command = /** @type {keyof typeof HEADINGS} */ (process.argv[2] ?? '');
const heading = HEADINGS[command] ?? 'Der Befehl ist nicht gelungen.';

/** @param {unknown} error */
function fail(error) {
  const report = process.env[TRACE_SWITCH] ? undefined : ownerReport(error, heading);
  if (report) process.stderr.write(report);
  else console.error(`\n[ERROR] ${inspect(error, {depth: Infinity})}`);
  process.exit(1);
}

process.on('unhandledRejection', fail);
try {
  await runCLI(process.argv);
} catch (error) {
  fail(error);
}

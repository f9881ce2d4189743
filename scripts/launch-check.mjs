#!/usr/bin/env node
/**
 * `npm run launch-check` (and first step of `npm run build:release`): lists every sample value,
 * sample review and placeholder image or video still in the site, by file, line and field, and
 * exits with 1 while there is any; exits with 0 and a short "bereit" message when there is none.
 * The logic is plugins/content/launch.ts (TypeScript, run here through jiti, like the content
 * loader); this file only prints its result.
 *
 *   node scripts/launch-check.mjs              # the site this script belongs to
 *   node scripts/launch-check.mjs <siteDir>    # another site folder (e.g. a copy made by fixture-site.mjs)
 */
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = resolve(process.argv[2] ?? root);

const jiti = (await import('jiti')).default(import.meta.url, {interopDefault: true});
const {launchFindings, launchReport} = jiti('../plugins/content/launch.ts');

const findings = launchFindings(siteDir);
process.stdout.write(launchReport(findings));
process.exitCode = findings.length > 0 ? 1 : 0;

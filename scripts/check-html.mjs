#!/usr/bin/env node
/**
 * HTML validity over every built page: html-validate (standard + document rules) and the W3C Nu
 * HTML Checker (vnu-jar) that outside reviewers use; it needs Java, and without it the check fails.
 * `require-sri` is off: every script and style is served from the site's own origin, where
 * Subresource Integrity adds nothing.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {existsSync} from 'node:fs';

const require = createRequire(import.meta.url);
let failed = false;

console.log('html-validate build/**/*.html');
const htmlValidate = spawnSync('node_modules/.bin/html-validate', ['build/**/*.html'], {
  stdio: 'inherit',
});
if (htmlValidate.status !== 0) {
  failed = true;
} else {
  console.log('  no errors');
}

const java = spawnSync('java', ['-version'], {encoding: 'utf8'});
if (java.status !== 0) {
  console.error(
    '✘ The W3C Nu HTML Checker needs Java. On Debian: apt-get install default-jre-headless',
  );
  failed = true;
} else {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  console.log('W3C Nu HTML Checker (vnu) build/');
  const vnu = spawnSync('java', ['-jar', jar, '--skip-non-html', '--errors-only', 'build/'], {
    encoding: 'utf8',
  });
  const output = `${vnu.stdout}${vnu.stderr}`.trim();
  if (vnu.status !== 0 || output) {
    failed = true;
    console.error(output.replace(/"file:[^"]*?\/build\//g, '"build/'));
  } else {
    console.log('  no errors');
  }
}

if (!existsSync('build/index.html')) {
  console.error('build/index.html is missing: run the build first.');
  failed = true;
}
process.exit(failed ? 1 : 0);

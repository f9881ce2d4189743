import * as fs from 'node:fs';
import {dirname, join} from 'node:path';

/**
 * The German text of the last failed `launch-check` or `build`, for `build-setup` (netlify.toml runs
 * it after either fails), which repeats it last. Outside .cache/build/, which a failed build empties.
 */
const failureFile = (siteDir) => join(siteDir, '.cache', 'last-failure.txt');
export const rememberFailure = (siteDir, text) => {
  fs.mkdirSync(dirname(failureFile(siteDir)), {recursive: true});
  fs.writeFileSync(failureFile(siteDir), text);
};
export const forgetFailure = (siteDir) => fs.rmSync(failureFile(siteDir), {force: true});
export const lastFailure = (siteDir) =>
  fs.existsSync(failureFile(siteDir)) ? fs.readFileSync(failureFile(siteDir), 'utf8') : undefined;

/**
 * The Node side of what the site relies on that Docusaurus does not document, in one place
 * (docs/upgrading-docusaurus.md lists it with the rest): check here first after an upgrade.
 * scripts/docusaurus.mjs runs her commands with it; plugins/content and plugins/postbuild use it.
 */
import {OWNER_ERROR_EVENT, TRACE_SWITCH} from './content/ownerError.mjs';

/**
 * Docusaurus' CLI in this process (`runCLI` of @docusaurus/core/lib/index.js, the package's only
 * entry), so her German messages can replace its English report and the plugins' process events
 * reach the command.
 * @param {string[]} args
 */
export async function runDocusaurus(args) {
  // As Docusaurus' own `docusaurus` command sets them; `build` sets production itself.
  process.env.BABEL_ENV ??= 'development';
  process.env.NODE_ENV ??= 'development';
  const {runCLI} = await import('@docusaurus/core/lib/index.js');
  await runCLI([process.argv[0], 'docusaurus', ...args]);
}

/**
 * Docusaurus' own compile of an article (`compileToJSX` of @docusaurus/mdx-loader/lib/utils: its
 * entry does not export it), as the bundler's loader runs it, for the preview's check of her text
 * (plugins/blog/articleCheck.ts). Loaded by the caller's `require` when first used: jiti, which
 * loads the plugins, cannot run the `import()` inside it, jsdom tests lack what it needs, and
 * Playwright, which loads this file for the specs, cannot read `import.meta`.
 * @param {NodeJS.Require} require
 * @param {{filePath: string, fileContent: string, frontMatter: object, options: object | undefined}} file
 * @returns {Promise<unknown>}
 */
export function compileMarkdown(require, file) {
  return require('@docusaurus/mdx-loader/lib/utils').compileToJSX(file);
}

/**
 * An error and its chain of causes: `runCLI` rejects with a plugin's error wrapped in its own
 * (`error.cause`) and prints nothing for it.
 * @param {unknown} error
 * @returns {Array<Error & {code?: string}>}
 */
export const causes = (error) => (error instanceof Error ? [error, ...causes(error.cause)] : []);

/**
 * The messages of the owner errors in a failure's chain of causes, each once. By name: a plugin's
 * copy of ./content/ownerError.mjs (Docusaurus compiles plugins itself) has a class of its own.
 * @param {unknown} error
 */
export const ownerMessages = (error) => [
  ...new Set(causes(error).flatMap((e) => (e.name === 'OwnerError' ? [e.message] : []))),
];

/**
 * For the production build's bundler (plugins/content adds it to both): her mistake in an article
 * reaches the bundler as a module error, which Docusaurus reports in English in a `done` tap
 * before it ends the build. Tapped at an earlier stage, this ends the process first, so her
 * command prints her messages alone; with `SITE_TRACE=1` Docusaurus reports as usual.
 */
export class EndOnOwnerError {
  /** @param {{hooks: {done: {tap: Function}}}} compiler webpack's or Rspack's */
  apply(compiler) {
    let announced = false;
    process.on(OWNER_ERROR_EVENT, () => (announced = true));
    /** @param {{hasErrors(): boolean}} stats */
    const done = (stats) => {
      if (announced && stats.hasErrors() && !process.env[TRACE_SWITCH]) process.exit(1);
    };
    compiler.hooks.done.tap({name: 'EndOnOwnerError', stage: -100}, done);
  }
}

/**
 * The finishing steps of plugins/postbuild must see everything written, after Docusaurus' link
 * check, which runs after every plugin's `postBuild`: `runCLI` returns in the process that loaded
 * the plugins, so the plugin hands them to the command with this event, a function of the folder
 * the nginx files go to. False when no command takes them (`docusaurus build`).
 * @param {(generatedDir: string) => Promise<void>} finish
 */
export const handOver = (finish) => process.emit('site-finish', finish);

/** The command's side: the steps handed over, in their order, as they arrive. */
export function takeOver() {
  const steps = /** @type {Array<(generatedDir: string) => Promise<void>>} */ ([]);
  process.on('site-finish', (finish) => steps.push(finish));
  return steps;
}

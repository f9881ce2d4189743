/**
 * Errors for the owner: German, complete, without a stack trace. A mistake in her content or
 * media throws an `OwnerError` (plugins/content, plugins/responsive-images, plugins/blog), and
 * scripts/docusaurus.mjs, which runs her commands, prints a short German heading and her messages
 * instead of Docusaurus' English report; `SITE_TRACE=1` prints that report instead.
 */

/** The environment variable that shows the full report with stack traces. */
export const TRACE_SWITCH = 'SITE_TRACE';

/**
 * The process event every OwnerError is announced with, where it is made: the bundler turns an
 * article's into text, so the command learns of it only this way.
 */
export const OWNER_ERROR_EVENT = 'owner-error';

/** A German message for the owner; its text is all she needs to see. */
export class OwnerError extends Error {
  /** @param {string} message the whole German message: what, where (file, line, field), what to do */
  constructor(message) {
    super(message);
    this.name = 'OwnerError';
    this.stack = message; // Node prints an error's stack: here that is her message alone
    process.emit(OWNER_ERROR_EVENT, message);
  }
}

/**
 * For the production build's bundler (plugins/content adds it to both): her mistake in an article
 * reaches webpack as a module error, which Docusaurus reports in English before it ends the build.
 * Tapped at an earlier stage of webpack's `done` hook, this ends the process first, so her command
 * prints her messages alone (./docusaurus.mjs); with `SITE_TRACE=1` Docusaurus reports as usual.
 */
export class EndOnOwnerError {
  /** @param {{hooks: {done: {tap: Function}}}} compiler webpack's */
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
 * An error and its chain of causes (Docusaurus wraps a plugin's error in its own).
 * @param {unknown} error
 * @returns {Array<Error & {code?: string}>}
 */
export const causes = (error) => (error instanceof Error ? [error, ...causes(error.cause)] : []);

/**
 * The messages of the owner errors in a failure's chain of causes, each once. By name: a plugin's
 * copy of this module (Docusaurus compiles plugins itself) has a class of its own.
 * @param {unknown} error
 */
export const ownerMessages = (error) => [
  ...new Set(causes(error).flatMap((e) => (e.name === 'OwnerError' ? [e.message] : []))),
];

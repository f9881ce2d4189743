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

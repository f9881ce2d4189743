/**
 * Errors for the owner: German, complete, without a stack trace. A mistake in her content or
 * media throws an `OwnerError`, and scripts/docusaurus.mjs prints a short German heading and her
 * messages instead of Docusaurus' English report (../undocumented.mjs); `SITE_TRACE=1` prints that.
 */

/** The environment variable that shows the full report with stack traces. */
export const TRACE_SWITCH = 'SITE_TRACE';

/** Every OwnerError is announced where it is made: the bundler turns an article's into text. */
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

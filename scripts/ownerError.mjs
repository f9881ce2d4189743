/**
 * Errors for the owner: German, complete, without a stack trace. A mistake in her content or
 * media throws an `OwnerError` (plugins/content, plugins/responsive-images, plugins/blog), and
 * scripts/docusaurus.mjs, which runs her commands (Docusaurus' own `docusaurus` command in a child
 * process), prints a short German heading and the messages of the owner errors behind a failure,
 * nothing else; `SITE_TRACE=1` prints Docusaurus' whole report with every stack trace instead.
 *
 * The failure reaches that command as text (Docusaurus' report; the bundler's, for an error thrown
 * while it compiles an article): every OwnerError is therefore also recorded, one JSON line each,
 * in the file the command names in `SITE_OWNER_ERRORS`, and a failure counts those whose first
 * line its text contains.
 */
import {appendFileSync} from 'node:fs';

/** The environment variable that shows the full report with stack traces. */
export const TRACE_SWITCH = 'SITE_TRACE';

/** The environment variable naming the file that records every OwnerError of the process. */
export const RECORD_FILE = 'SITE_OWNER_ERRORS';

/** A German message for the owner; its text is all she needs to see. */
export class OwnerError extends Error {
  /** @param {string} message the whole German message: what, where (file, line, field), what to do */
  constructor(message) {
    super(message);
    this.name = 'OwnerError';
    this.stack = message; // Node prints an error's stack: here that is her message alone
    const file = process.env[RECORD_FILE];
    if (file) appendFileSync(file, `${JSON.stringify(message)}\n`);
  }
}

/**
 * The owner errors behind a failure: those recorded whose first line the failure's text contains.
 * Each message once, in the order they were made.
 * @param {string} failure the failure's text (Docusaurus' report)
 * @param {readonly string[]} recorded the messages of every OwnerError made
 * @returns {string[]}
 */
export function ownerMessages(failure, recorded) {
  const mentioned = recorded.filter((message) => failure.includes(message.split('\n')[0] ?? ''));
  return [...new Set(mentioned)];
}

/**
 * What the owner sees when a command fails: the heading and her messages; undefined when the
 * failure has no owner error (a fault in the site's code: show the developer's report).
 * @param {string} failure
 * @param {readonly string[]} recorded
 * @param {string} heading e.g. „Die Website wurde nicht gebaut.“
 */
export function ownerReport(failure, recorded, heading) {
  const messages = ownerMessages(failure, recorded);
  return messages.length > 0 ? `\n${heading}\n\n${messages.join('\n\n')}\n` : undefined;
}

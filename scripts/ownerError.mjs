/**
 * Errors for the owner: German, complete, without a stack trace. A mistake in her content or
 * media throws an `OwnerError` (plugins/content, plugins/responsive-images, plugins/blog), and
 * scripts/docusaurus.mjs, which runs her commands, prints a short German heading and the messages
 * of the owner errors behind a failure, nothing else; `SITE_TRACE=1` prints Docusaurus' whole
 * report with every stack trace instead (for developers).
 *
 * The bundler turns an error thrown while it compiles an article (a remark plugin) into text, so
 * the error object does not reach the command: every OwnerError is therefore also recorded in a
 * process-wide list (a `Symbol.for` key, because the config's plugins are loaded by another module
 * loader than this script), and a failure counts those whose first line its own text contains.
 */

/** The environment variable that shows the full report with stack traces. */
export const TRACE_SWITCH = 'SITE_TRACE';

const RECORDED = Symbol.for('kosmetikstudio.ownerErrors');

/** A German message for the owner; its text is all she needs to see. */
export class OwnerError extends Error {
  /** @param {string} message the whole German message: what, where (file, line, field), what to do */
  constructor(message) {
    super(message);
    this.name = 'OwnerError';
    this.stack = message; // Node prints an error's stack: here that is her message alone
    const global = /** @type {Record<symbol, Error[]>} */ (/** @type {unknown} */ (globalThis));
    (global[RECORDED] ??= []).push(this);
  }
}

/** Every OwnerError made in this process (also by another module loader's copy of this class). */
const recorded = () =>
  /** @type {Record<symbol, Error[] | undefined>} */ (/** @type {unknown} */ (globalThis))[
    RECORDED
  ] ?? [];

/** The error, its causes (`cause`) and the errors it gathers (`errors`), depth first. */
function chain(/** @type {unknown} */ error, seen = new Set()) {
  if (!(error instanceof Error) || seen.has(error)) return [];
  seen.add(error);
  const errors = /** @type {{errors?: unknown}} */ (error).errors;
  /** @type {Error[]} */
  const inner = [error.cause, ...(Array.isArray(errors) ? errors : [])].flatMap((next) =>
    chain(next, seen),
  );
  return [error, ...inner];
}

/**
 * The owner errors behind a failure: those in its chain of causes, and those recorded in this
 * process whose first line the failure's text contains (an article's error, turned into text by
 * the bundler). Each message once, in the order they were made.
 * @param {unknown} failure
 * @returns {string[]}
 */
export function ownerMessages(failure) {
  const errors = chain(failure);
  const text = errors.map((error) => `${error.message}\n${error.stack ?? ''}`).join('\n');
  const all = recorded();
  const mentioned = all.filter((error) => text.includes(error.message.split('\n')[0] ?? ''));
  const own = errors.filter((error) => all.includes(error));
  return [...new Set([...own, ...mentioned].map((error) => error.message))];
}

/**
 * What the owner sees when a command fails: the heading and her messages; undefined when the
 * failure has no owner error (a fault in the site's code: show the developer's report).
 * @param {unknown} failure
 * @param {string} heading e.g. „Die Website wurde nicht gebaut.“
 */
export function ownerReport(failure, heading) {
  const messages = ownerMessages(failure);
  return messages.length > 0 ? `\n${heading}\n\n${messages.join('\n\n')}\n` : undefined;
}

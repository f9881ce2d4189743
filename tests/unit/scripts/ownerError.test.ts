/**
 * Her errors without the English trace (scripts/ownerError.mjs, used by scripts/docusaurus.mjs):
 * the owner errors behind a failure are found in its chain of causes, and, when the bundler has
 * turned one into text (an article's error), by their first line in that text.
 */
import {describe, expect, test} from '@jest/globals';
import {OwnerError, ownerMessages, ownerReport} from '@site/scripts/ownerError.mjs';

const wrapped = (cause: unknown) => new Error('Unable to build website for locale de.', {cause});

describe('owner errors behind a failure', () => {
  test('in the chain of causes: her message alone, no stack', () => {
    const error = new OwnerError('Die Inhalte der Website enthalten einen Fehler.\n- x: y');
    expect(error.stack).toBe(error.message);
    expect(ownerReport(wrapped(wrapped(error)), 'Die Website wurde nicht gebaut.')).toBe(
      '\nDie Website wurde nicht gebaut.\n\nDie Inhalte der Website enthalten einen Fehler.\n- x: y\n',
    );
  });

  test('turned into text by the bundler: found by its first line, each message once', () => {
    const first = new OwnerError('Dieser Blogbeitrag enthält Bilder …:\n- blog/a.md, Zeile 3: …');
    const second = new OwnerError('Dieser Blogbeitrag enthält HTML …:\n- blog/b.md, Zeile 9: …');
    // Made and caught elsewhere (a preview that recovered): not part of this failure.
    new OwnerError('Ein alter Fehler, der schon behoben ist.');
    const text = `Failed to compile due to Webpack errors.\nModule build failed:\nError: ${first.message}\n    at x (y.js:1:1)\n\nError: ${second.message}\n\nError: ${first.message}`;
    expect(ownerMessages(wrapped(new Error(text)))).toEqual([first.message, second.message]);
  });

  test('a failure without an owner error gets no report: the developer sees everything', () => {
    expect(ownerReport(wrapped(new TypeError('x is undefined')), 'Überschrift')).toBeUndefined();
  });
});

/**
 * Her errors without the English trace (scripts/ownerError.mjs, used by scripts/docusaurus.mjs):
 * the owner errors behind a failure are found, among those recorded, by their first line in the
 * failure's text (Docusaurus' report of the chain of causes; the bundler's, for an article).
 */
import {afterEach, describe, expect, test} from '@jest/globals';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inspect} from 'node:util';
import {OwnerError, ownerMessages, ownerReport, RECORD_FILE} from '@site/scripts/ownerError.mjs';

const wrapped = (cause: unknown) => new Error('Unable to build website for locale de.', {cause});
/** The failure as Docusaurus' `docusaurus` command prints it. */
const report = (error: unknown) => `[ERROR] ${inspect(error, {depth: Infinity})}`;

describe('owner errors behind a failure', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
    delete process.env[RECORD_FILE];
  });

  test('each OwnerError is recorded, one JSON line, in the file the command names', () => {
    dir = mkdtempSync(join(tmpdir(), 'owner-errors-'));
    process.env[RECORD_FILE] = join(dir, 'errors.jsonl');
    new OwnerError('Erster Fehler:\n- a');
    new OwnerError('Zweiter Fehler');
    const lines = readFileSync(process.env[RECORD_FILE], 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as string)).toEqual([
      'Erster Fehler:\n- a',
      'Zweiter Fehler',
    ]);
  });

  test('in the chain of causes: her message alone, no stack', () => {
    const error = new OwnerError('Die Inhalte der Website enthalten einen Fehler.\n- x: y');
    expect(error.stack).toBe(error.message);
    expect(
      ownerReport(
        report(wrapped(wrapped(error))),
        [error.message],
        'Die Website wurde nicht gebaut.',
      ),
    ).toBe(
      '\nDie Website wurde nicht gebaut.\n\nDie Inhalte der Website enthalten einen Fehler.\n- x: y\n',
    );
  });

  test('turned into text by the bundler: found by its first line, each message once', () => {
    const first = new OwnerError('Dieser Blogbeitrag enthält Bilder …:\n- blog/a.md, Zeile 3: …');
    const second = new OwnerError('Dieser Blogbeitrag enthält HTML …:\n- blog/b.md, Zeile 9: …');
    // Made and caught elsewhere (a preview that recovered): not part of this failure.
    const old = new OwnerError('Ein alter Fehler, der schon behoben ist.');
    const text = `Failed to compile due to Webpack errors.\nModule build failed:\nError: ${first.message}\n    at x (y.js:1:1)\n\nError: ${second.message}\n\nError: ${first.message}`;
    const recorded = [old.message, first.message, second.message, first.message];
    expect(ownerMessages(report(wrapped(new Error(text))), recorded)).toEqual([
      first.message,
      second.message,
    ]);
  });

  test('a failure without an owner error gets no report: the developer sees everything', () => {
    const old = new OwnerError('Ein alter Fehler, der schon behoben ist.');
    expect(
      ownerReport(report(wrapped(new TypeError('x is undefined'))), [old.message], 'Überschrift'),
    ).toBeUndefined();
  });
});

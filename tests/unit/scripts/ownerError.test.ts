/**
 * Her errors without the English trace (plugins/content/ownerError.mjs, plugins/undocumented.mjs,
 * used by scripts/docusaurus.mjs): each OwnerError is announced as it is made (the bundler turns an article's into text), and
 * found by name in a failure's chain of causes (Docusaurus wraps a plugin's error in its own).
 * What `npm run build` then prints: tests/unit/scripts/atomicBuild.test.ts.
 */
import {afterEach, describe, expect, test} from '@jest/globals';
import {OWNER_ERROR_EVENT, OwnerError} from '@site/plugins/content/ownerError.mjs';
import {ownerMessages} from '@site/plugins/undocumented.mjs';

const wrapped = (cause: unknown) => new Error('Unable to build website for locale de.', {cause});
const announced: string[] = [];
const listener = (message: string) => announced.push(message);

describe('owner errors', () => {
  afterEach(() => {
    process.off(OWNER_ERROR_EVENT, listener);
    announced.length = 0;
  });

  test('each is announced to the process as it is made, caught or not', () => {
    process.on(OWNER_ERROR_EVENT, listener);
    new OwnerError('Erster Fehler:\n- a');
    try {
      throw new OwnerError('Zweiter Fehler');
    } catch {
      // as the bundler catches an article's
    }
    expect(announced).toEqual(['Erster Fehler:\n- a', 'Zweiter Fehler']);
  });

  test('in the chain of causes: her message alone, no stack, each once', () => {
    const error = new OwnerError('Die Inhalte der Website enthalten einen Fehler.\n- x: y');
    expect(error.stack).toBe(error.message);
    expect(ownerMessages(wrapped(wrapped(error)))).toEqual([error.message]);
    // A plugin's own copy of the module: the same name, another class.
    const copy = Object.assign(new Error('Dieser Blogbeitrag …'), {name: 'OwnerError'});
    expect(ownerMessages(wrapped(copy))).toEqual(['Dieser Blogbeitrag …']);
  });

  test('a failure without an owner error has no messages: the developer sees everything', () => {
    expect(ownerMessages(wrapped(new TypeError('x is undefined')))).toEqual([]);
    expect(ownerMessages(undefined)).toEqual([]);
  });
});

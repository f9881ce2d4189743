import {expect, test} from '@jest/globals';
import {setAtomLanguage} from '@site/plugins/blog/atomLanguage';

const atom =
  '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<id>x</id></feed>';

test('adds xml:lang to the feed element only', () => {
  expect(setAtomLanguage(atom, 'de')).toBe(
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xml:lang="de" xmlns="http://www.w3.org/2005/Atom">\n<id>x</id></feed>',
  );
});

test('replaces an existing language and is idempotent', () => {
  const english = atom.replace('<feed ', '<feed xml:lang="en" ');
  expect(setAtomLanguage(english, 'de')).toBe(setAtomLanguage(atom, 'de'));
  expect(setAtomLanguage(setAtomLanguage(atom, 'de'), 'de')).toBe(setAtomLanguage(atom, 'de'));
});

test('refuses a non-feed or a bad language tag', () => {
  expect(() => setAtomLanguage('<rss></rss>', 'de')).toThrow(/no <feed>/);
  expect(() => setAtomLanguage(atom, 'de"><x')).toThrow(/not a language tag/);
});

/**
 * The guide's table of messages (src/data/README.md, section 7) holds the wording of every YAML
 * message the loader can produce, so the owner finds what she reads.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@jest/globals';
import {SYNTAX_HINTS} from '@site/plugins/content/load';
import {siteRoot} from '../__helpers__/contentSite';

test('every YAML message appears in the guide’s table', () => {
  const guide = readFileSync(join(siteRoot, 'src', 'data', 'README.md'), 'utf8');
  const rows = guide.split('\n').filter((line) => line.startsWith('| '));
  const missing = Object.values(SYNTAX_HINTS).filter(
    // The table quotes each message's beginning (a long one ends in „…“).
    (message) => !rows.some((row) => row.includes(message.slice(0, 60))),
  );
  expect(missing).toEqual([]);
});

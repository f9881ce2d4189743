/**
 * The owner's own files in src/data and blog/: valid under the schema and its checks, and the
 * e-mail address only ever encoded in what the pages receive.
 */
import {describe, expect, test} from '@jest/globals';
import {readContent} from '@site/plugins/content/load';
import {formatProblem} from '@site/plugins/content/problems';
import {siteContent, siteRoot} from '../__helpers__/contentSite';

describe('the repository content (src/data, blog)', () => {
  test('is valid', () => {
    expect(readContent({siteDir: siteRoot}).problems.map(formatProblem)).toEqual([]);
  });

  test('the e-mail address is encoded in what the pages receive, never plain', () => {
    const {content, derived} = siteContent(siteRoot);
    expect(JSON.stringify(derived)).not.toContain(content.studio.email);
    expect(derived.studio).not.toHaveProperty('email');
  });
});

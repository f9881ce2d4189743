/**
 * The owner's own files in src/data: valid under the schema and its checks, each one a module,
 * and the e-mail address only ever encoded.
 */
import {describe, expect, test} from '@jest/globals';
import {loadContent, readContent} from '@site/plugins/content/load';
import {contentModule, moduleSource} from '@site/plugins/content/module';
import {formatProblem} from '@site/plugins/content/source';
import {contentSchemas, type ContentName} from '@site/src/data/schema';
import {siteRoot} from '../__helpers__/contentSite';

describe('the repository content (src/data)', () => {
  test('is valid, and every file becomes a module', () => {
    expect(readContent({siteDir: siteRoot}).problems.map(formatProblem)).toEqual([]);
    for (const name of Object.keys(contentSchemas) as ContentName[]) {
      expect(moduleSource(name, siteRoot)).toMatch(/^export const \w+ = /);
    }
  });

  test('the e-mail address is encoded in the module, never plain', () => {
    const {content} = loadContent({siteDir: siteRoot});
    expect(moduleSource('studio', siteRoot)).not.toContain(content.studio.email);
    expect(contentModule('studio', siteRoot).studio).not.toHaveProperty('email');
  });
});

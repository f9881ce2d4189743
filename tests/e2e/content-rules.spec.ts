import {expect, test} from '@playwright/test';
import {JSDOM} from 'jsdom';
import {checkDocument} from '../../src/lib/contentRules';
import {isEditorFile} from '../../plugins/security-headers/headers';
import {buildFiles, readBuildFile} from './buildFiles';
import {allPagePaths} from './sitePaths';

/**
 * The spec's content rules over every built page (the same rules warn in the browser console
 * during development): alt texts, title and description lengths, canonical, labelled icon-only
 * controls, one h1, headings without gaps.
 */
// The editor (build/admin, plugins/admin) is not a visitor page: noindex, no canonical address, no
// page title of the site's form; its page is checked by html validation and tests/e2e/dev-site.spec.ts.
const pages = buildFiles('.html').filter((file) => !isEditorFile(`/${file}`));

test('the build has pages to check: every page a visitor can reach', () => {
  const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  expect(pages).toEqual(expect.arrayContaining(allPagePaths.map(fileOf)));
});

for (const file of pages) {
  test(`content rules: ${file}`, () => {
    const {document} = new JSDOM(readBuildFile(file)).window;
    const violations = checkDocument(document).map(
      (v) => `${file}: [${v.rule}] ${v.element}: ${v.message}`,
    );
    if (violations.length > 0) {
      console.log(violations.join('\n'));
    }
    expect(violations).toEqual([]);
  });
}

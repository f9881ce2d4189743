import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {describe, expect, test} from '@jest/globals';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {bootPath, ssrTemplate} from '@site/plugins/lean-client';

/** What Docusaurus hands the template for one page (lib/ssg/ssgTemplate.js), with two bundles. */
const page = {
  appHtml: '<main>Inhalt</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="de" dir="ltr"',
  bodyAttributes: 'class="navigation-with-keyboard"',
  headTags: '<link rel="preload" href="/fonts/a.woff2" as="font">',
  preBodyTags: '<script>colourMode()</script>',
  postBodyTags: '',
  metaAttributes: ['<title data-rh="true">Titel</title>'],
  scripts: ['assets/js/runtime~main.d86e8c80.js', 'assets/js/main.9b3bc08a.js'],
  stylesheets: ['assets/css/styles.1.css'],
  noIndex: false,
  version: '3.10.2',
};

/** A rendered page; whitespace between tags does not count (the HTML minifier drops it). */
const render = async (template: string) =>
  (await compileSSGTemplate(template))(page).replace(/>\s+</g, '><');

describe('lean-client page template', () => {
  test("is Docusaurus' own, with the boot script in place of the bundle scripts", async () => {
    const bundles =
      '<script src="/assets/js/runtime~main.d86e8c80.js" defer></script>' +
      '<script src="/assets/js/main.9b3bc08a.js" defer></script>';
    const theirs = await render(docusaurusTemplate);
    expect(theirs).toContain(bundles);
    expect(await render(ssrTemplate)).toBe(
      theirs.replace(
        bundles,
        `<script src="/${bootPath}" data-scripts="/assets/js/runtime~main.d86e8c80.js /assets/js/main.9b3bc08a.js" defer></script>`,
      ),
    );
  });

  test('names the boot script by its content (it is cached for a year under /assets)', () => {
    const source = readFileSync('plugins/lean-client/boot.js');
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    expect(bootPath).toBe(`assets/js/boot.${hash}.js`);
  });
});

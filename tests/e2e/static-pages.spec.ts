import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {Parser} from 'htmlparser2';
import {buildDir, buildFiles, readBuildFile} from './buildFiles';

/**
 * Static first: every visitor page of the build is the HTML React rendered at build
 * time, and the browser loads neither React nor Docusaurus' client bundles. What needs script are
 * the islands (src/islands), inline in the pages that use them (no request before the
 * first paint, plugins/postbuild).
 * This reads every built page (the editor under admin/ is not a visitor page).
 */

/** At most this much JavaScript (gzip) on any visitor page: islands plus inline scripts. */
const MAX_JS_GZIP = 10 * 1024;

const pages = buildFiles('.html').filter((file) => !file.startsWith('admin/'));

/** Markers of Docusaurus' client runtime and its hydration. */
const RUNTIME = [
  /\/assets\/js\/main\.[0-9a-f]+\.js/,
  /runtime~main/,
  /data-scripts=/,
  /\/assets\/js\/[^"' >]+\.js/,
  /__DOCUSAURUS_INSERT_BASEURL_BANNER|window\.docusaurus|__webpack_require__/,
];

interface Scripts {
  readonly external: string[];
  readonly inline: string[];
  /** The inline module scripts (a subset of `inline`). */
  readonly modules: string[];
}

function scriptsOf(html: string): Scripts {
  const found: Scripts = {external: [], inline: [], modules: []};
  let isModule = false;
  let inline: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'script') return;
      const type = attributes.type ?? '';
      if (attributes.src !== undefined) found.external.push(`${type}|${attributes.src}`);
      else if (/^(|module|text\/javascript)$/i.test(type)) {
        inline = '';
        isModule = type.toLowerCase() === 'module';
      }
    },
    ontext(text) {
      if (inline !== null) inline += text;
    },
    onclosetag(name) {
      if (name === 'script' && inline !== null) {
        found.inline.push(inline);
        if (isModule) found.modules.push(inline);
        inline = null;
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

const gzip = (text: string | Buffer) => gzipSync(text, {level: 9}).length;

test('the build has visitor pages to check', () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(pages).toContain('index.html');
  expect(pages).toContain('404.html');
});

test('no visitor page references a Docusaurus or React bundle', () => {
  const problems = pages.flatMap((file) => {
    const html = readBuildFile(file);
    return RUNTIME.filter((marker) => marker.test(html)).map((marker) => `${file}: ${marker}`);
  });
  expect(problems).toEqual([]);
});

test('no visitor page loads a script file; each module script is an island, inline, on a page that uses its element', () => {
  const problems: string[] = [];
  for (const file of pages) {
    const html = readBuildFile(file);
    const {external, modules} = scriptsOf(html);
    for (const script of external) problems.push(`${file}: loads ${script}`);
    for (const code of modules) {
      const element = /customElements\.define\("(site-[a-z-]+)"/.exec(code)?.[1];
      if (!element) problems.push(`${file}: a module script that defines no island`);
      else if (!html.includes(`<${element}`))
        problems.push(`${file}: ${element} without its element`);
    }
  }
  expect(problems).toEqual([]);
});

test(`no visitor page carries more than ${MAX_JS_GZIP / 1024} KB of JavaScript (gzip)`, () => {
  const sizes = pages.map((file) => {
    const {external, inline} = scriptsOf(readBuildFile(file));
    const bytes =
      external.reduce(
        (sum, script) =>
          sum + gzip(readFileSync(join(buildDir, script.split('|')[1]!.replace(/^\//, '')))),
        0,
      ) + inline.reduce((sum, text) => sum + gzip(text), 0);
    return {file, bytes};
  });
  console.log(
    sizes
      .filter(({file}) => !file.includes('/tags/') && !file.includes('/page/'))
      .map(({file, bytes}) => `${file}: ${bytes} B`)
      .join('\n'),
  );
  expect(sizes.filter(({bytes}) => bytes > MAX_JS_GZIP)).toEqual([]);
});

test('nothing unused is deployed: every JavaScript file outside the editor is an island a page loads', () => {
  const loaded = new Set(
    pages.flatMap((file) =>
      scriptsOf(readBuildFile(file)).external.map((script) => script.split('|')[1]!.slice(1)),
    ),
  );
  const unused = buildFiles('.js').filter(
    (file) => !file.startsWith('admin/') && !loaded.has(file),
  );
  expect(unused).toEqual([]);
});

/**
 * Post-build step: each page carries its islands inline. An island (src/islands,
 * compiled by plugins/islands) is a few hundred bytes gzip, less than the response headers of its
 * own request; as files, the browser requested them at high priority before the first paint (a
 * module script's default), beside the image the page paints largest. Measured with Lighthouse
 * against a bare page on the same server, inlining them moved first and largest paint by
 * 300–500 ms on the pages that use them (Lighthouse, mobile, November 2026).
 *
 * Every `<script type="module" src>` of a built page that names a file under /assets/islands/
 * becomes the same module inline, in place (a module script still runs once the document is
 * parsed, and each page names an island once). The headers step hashes it for the CSP; the
 * folder goes once no built file names it. `npm start` keeps loading the files.
 *
 * A step of the post-build pipeline (./index.ts), before the headers and the compression.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Props} from '@docusaurus/types';
import {ISLANDS_URL_DIR} from '../islands';
import {removeUnlessNamed} from './clientBundle';
import {replaceElements} from './pageCss';

/**
 * `html` with its module scripts under `prefix` inline, `read` giving a script's code by its URL;
 * undefined when the page names none.
 */
export function inlineIslands(
  html: string,
  prefix: string,
  read: (src: string) => string,
): string | undefined {
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const scripts = DomUtils.findAll(
    ({name, attribs}) =>
      name === 'script' && attribs.type === 'module' && (attribs.src ?? '').startsWith(prefix),
    document.children,
  );
  if (scripts.length === 0) return undefined;
  return replaceElements(html, scripts, ({attribs}) => {
    const code = read(attribs.src!).trim();
    if (/<\/script|<!--/i.test(code))
      throw new Error(
        `[page-islands] ${attribs.src} cannot be inlined as it is: it contains "</script" or "<!--"`,
      );
    return `<script type=module>${code}</script>`;
  });
}

/** The step: every page of `outDir` with its islands inline; the folder removed once unused. */
export async function pageIslands({outDir, baseUrl}: Pick<Props, 'outDir' | 'baseUrl'>) {
  const prefix = `${baseUrl}${ISLANDS_URL_DIR}/`;
  const code = new Map<string, string>();
  const read = (src: string) => {
    if (!code.has(src))
      code.set(src, readFileSync(join(outDir, src.slice(baseUrl.length)), 'utf8'));
    return code.get(src)!;
  };
  let pages = 0;
  for (const name of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (!name.endsWith('.html')) continue;
    const file = join(outDir, name);
    const inlined = inlineIslands(readFileSync(file, 'utf8'), prefix, read);
    if (inlined === undefined) continue;
    writeFileSync(file, inlined);
    pages += 1;
  }
  const removed = await removeUnlessNamed(ISLANDS_URL_DIR, {outDir, baseUrl});
  return `${pages} pages with ${code.size} islands inline; ${removed}`;
}

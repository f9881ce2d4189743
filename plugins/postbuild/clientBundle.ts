/**
 * Post-build steps that remove a folder of build/ no page loads: Docusaurus' client JavaScript
 * (build/assets/js, ~700 KB), and the stylesheet and islands once the pages carry them inline
 * (./pageCss.ts, ./pageIslands.ts). The build cannot skip compiling the client bundle (the same
 * compilation makes the stylesheets and the manifest the page renderer reads), but the page
 * template (plugins/static-template) names none of it. Decided by reading every built HTML file:
 * while one names a file of a folder, the folder stays whole (the bundle's chunks load each other).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Props} from '@docusaurus/types';

type Where = Pick<Props, 'outDir' | 'baseUrl'>;

/** The built HTML files (relative to build/) that name a file of `folder` (src or href). */
function pagesNaming(folder: string, {outDir, baseUrl}: Where): string[] {
  const prefix = `${baseUrl}${folder}/`;
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).sort();
  return files.flatMap((file) => {
    if (!file.endsWith('.html')) return [];
    const document = parseDocument(readFileSync(join(outDir, file), 'utf8'));
    const named = DomUtils.findAll(
      ({attribs}) => [attribs.src, attribs.href].some((url) => url?.startsWith(prefix)),
      document.children,
    );
    return named.length > 0 ? [file] : [];
  });
}

/** Removes build/`folder` unless a built page names a file of it; says which. */
export async function removeUnlessNamed(folder: string, where: Where): Promise<string> {
  const pages = pagesNaming(folder, where);
  if (pages.length > 0) return `build/${folder} kept, loaded by ${pages.join(', ')}`;
  await rm(join(where.outDir, folder), {recursive: true, force: true});
  return `build/${folder} removed`;
}

export const removeClientBundle = (where: Where) => removeUnlessNamed('assets/js', where);

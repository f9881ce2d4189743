/**
 * Post-build step: Docusaurus' client JavaScript (build/assets/js, ~700 KB) goes. The build cannot
 * skip compiling it (the same compilation makes the stylesheets and the manifest the page
 * renderer reads), but the page template (plugins/static-template) names none of it, so no page
 * loads it. Decided by reading every built HTML file: while one names a file of it, it stays whole
 * (its chunks load each other).
 */
import {readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {join, relative} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {filesWithExtension} from '../security-headers/headers';
import type {Props} from '@docusaurus/types';

const FOLDER = 'assets/js';

/** The built HTML files (relative to build/) that name a file of assets/js. */
function pagesUsingClientBundle(buildDir: string, baseUrl = '/'): string[] {
  const prefix = `${baseUrl}${FOLDER}/`;
  return filesWithExtension(buildDir, '.html').flatMap((file) => {
    const document = parseDocument(readFileSync(file, 'utf8'));
    const named = DomUtils.findAll(
      ({attribs}) => [attribs.src, attribs.href].some((url) => url?.startsWith(prefix)),
      document.children,
    );
    return named.length > 0 ? [relative(buildDir, file)] : [];
  });
}

export async function removeClientBundle({outDir, baseUrl}: Pick<Props, 'outDir' | 'baseUrl'>) {
  const pages = pagesUsingClientBundle(outDir, baseUrl);
  if (pages.length > 0) return `kept, loaded by ${pages.join(', ')}`;
  await rm(join(outDir, FOLDER), {recursive: true, force: true});
  return `removed build/${FOLDER}`;
}

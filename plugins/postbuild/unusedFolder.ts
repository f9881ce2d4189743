/**
 * Post-build step: the folders no built page loads, removed: Docusaurus' client JavaScript (the
 * page template, plugins/static-template, loads none of it), the stylesheet and the islands (inline
 * in the pages, ./inline.ts). While a page names a file of one, it stays whole (chunks load each
 * other).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {join} from 'node:path';
import type {Props} from '@docusaurus/types';
import {ISLANDS_URL_DIR} from '../islands';

export const CSS_DIR = 'assets/css';

/** The HTML files of `outDir`, relative to it, sorted. */
export const htmlFiles = (outDir: string) =>
  readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();

/** Removes each folder unless a built page names a file of it; says which. */
export async function removeUnusedFolders({outDir, baseUrl}: Pick<Props, 'outDir' | 'baseUrl'>) {
  const pages = htmlFiles(outDir).map(
    (file) => [file, readFileSync(join(outDir, file), 'utf8')] as const,
  );
  const said = ['assets/js', CSS_DIR, ISLANDS_URL_DIR].map(async (folder) => {
    const naming = pages.filter(([, html]) => html.includes(`${baseUrl}${folder}/`));
    if (naming.length > 0)
      return `build/${folder} kept, loaded by ${naming.map(([file]) => file).join(', ')}`;
    await rm(join(outDir, folder), {recursive: true, force: true});
    return `build/${folder} removed`;
  });
  return (await Promise.all(said)).join('; ');
}

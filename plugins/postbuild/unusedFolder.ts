/**
 * Post-build step: the folders of build/ that no built page loads, removed: Docusaurus' client
 * JavaScript (compiled with the stylesheet, but the page template, plugins/static-template, loads
 * none of it), and the stylesheet and the islands, which the pages carry inline (./inline.ts).
 * While a page names a file of a folder (anywhere in its text), the folder stays whole: a bundle's
 * chunks load each other.
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
  const pages = htmlFiles(outDir).map((file) => [file, readFileSync(join(outDir, file), 'utf8')]);
  const said = ['assets/js', CSS_DIR, ISLANDS_URL_DIR].map(async (folder) => {
    const naming = pages.filter(([, html]) => html!.includes(`${baseUrl}${folder}/`));
    if (naming.length > 0) return `build/${folder} kept, loaded by ${naming.map(([file]) => file)}`;
    await rm(join(outDir, folder), {recursive: true, force: true});
    return `build/${folder} removed`;
  });
  return (await Promise.all(said)).join('; ');
}

/**
 * Post-build step: each page carries its CSS and its islands inline, so it requests nothing before
 * its first paint: its links to Docusaurus' stylesheet (Infima and ours, 92 KB) become one `<style>`
 * of the rules it uses, its island module scripts (each smaller than the headers of its own
 * request) the same modules inline. Every other byte stays; the headers step hashes the new
 * elements for the CSP. `npm start` keeps loading the files.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {PurgeCSS} from 'purgecss';
import purgecssFromHtml from 'purgecss-from-html';
import type {Props} from '@docusaurus/types';
import {ISLANDS_URL_DIR} from '../islands';
import {resolveRootProperties} from './rootProperties';
import {CSS_DIR, htmlFiles} from './unusedFolder';

const SETTER =
  /\b(?:setAttribute|toggleAttribute|classList\.(?:add|toggle|replace)|setProperty)\(\s*['"]([\w-]+)['"]/g;

/**
 * What the islands in `islandsDir` set at runtime, so the rules for those states stay: the names
 * they give `setAttribute`, `toggleAttribute` and `classList.add` (toggle, replace: the first),
 * the custom properties they set (`style.setProperty('--x')`, which stay properties) and `open`, which the browser sets on a dialog opened by an invoker command or `showModal()`.
 */
export function islandStates(islandsDir: string) {
  const names = readdirSync(islandsDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(islandsDir, file), 'utf8').matchAll(SETTER)]);
  return [...new Set(['open', ...names.map(([, name]) => name!)])].sort();
}

// A url() that would mean another file once the CSS moves from /assets/css/ into the page.
const RELATIVE_URL = /url\(\s*(?!["']?(?:\/|data:|https?:|#))/i;

/**
 * The rules of `css` that can match the page `html` (PurgeCSS' HTML extractor: tags, classes, ids,
 * attributes) or a runtime state, and the custom properties and keyframes they use, written
 * small (./rootProperties.ts).
 */
export async function usedCss(css: string, html: string, states: readonly string[]) {
  const [result] = await new PurgeCSS().purge({
    // Its <noscript> markup (the players without JavaScript) read as markup, not as text.
    content: [{raw: html.replace(/<\/?noscript\b[^>]*>/gi, ''), extension: 'html'}],
    css: [{raw: css}],
    extractors: [{extractor: purgecssFromHtml, extensions: ['html']}],
    dynamicAttributes: [...states],
    // A selector of pseudo-classes alone (the `:focus-visible` ring) matches any element.
    safelist: {standard: [...states, /^:/]},
    variables: true,
    keyframes: true,
    // Font faces stay: the families are named through custom properties PurgeCSS does not resolve.
    fontFace: false,
  });
  const fromScript = states.filter((name) => name.startsWith('--'));
  const used = resolveRootProperties(result?.css.trim() ?? '', fromScript);
  if (/<\/style/i.test(used) || RELATIVE_URL.test(used))
    throw new Error(`[page-css] the stylesheet cannot be inlined as it is: ${used.slice(0, 200)}`);
  return used;
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

/**
 * `html` with its stylesheets and islands inline (`read`: a file's text by its URL); undefined when
 * it links none.
 */
export async function inlinePage(
  html: string,
  {baseUrl, read, states}: {baseUrl: string; read: (url: string) => string; states: string[]},
) {
  const under = (folder: string, url = '') => url.startsWith(`${baseUrl}${folder}/`);
  const isSheet = ({name, attribs}: Element) =>
    name === 'link' && attribs.rel === 'stylesheet' && under(CSS_DIR, attribs.href);
  const isIsland = ({name, attribs}: Element) =>
    name === 'script' && attribs.type === 'module' && under(ISLANDS_URL_DIR, attribs.src);
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const elements = DomUtils.findAll((e) => isSheet(e) || isIsland(e), document.children);
  if (elements.length === 0) return undefined;
  const sheets = elements.filter(isSheet).map(({attribs}) => read(attribs.href!));
  const css = sheets.length > 0 ? await usedCss(sheets.join('\n'), html, states) : '';
  const island = (src: string) => {
    const code = read(src).trim();
    if (/<\/script|<!--/i.test(code))
      throw new Error(`[page-islands] ${src} cannot be inlined: "</script" or "<!--" in it`);
    return `<script type=module>${code}</script>`;
  };
  let style = css && `<style>${css}</style>`;
  let out = '';
  let at = 0;
  for (const element of elements) {
    out += html.slice(at, element.startIndex!);
    out += isSheet(element) ? style : island(element.attribs.src!);
    if (isSheet(element)) style = ''; // one <style>, in the first link's place
    at = element.endIndex! + 1;
  }
  return out + html.slice(at);
}

/** The step: every page of `outDir` with its CSS and islands inline. */
export async function inlineAssets({
  outDir,
  siteDir,
  baseUrl,
}: Pick<Props, 'outDir' | 'siteDir' | 'baseUrl'>) {
  const read = (url: string) => readFileSync(join(outDir, url.slice(baseUrl.length)), 'utf8');
  const site = {baseUrl, read, states: islandStates(join(siteDir, 'src', 'islands'))};
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const inlined = await inlinePage(readFileSync(join(outDir, file), 'utf8'), site);
    if (inlined === undefined) continue;
    writeFileSync(join(outDir, file), inlined);
    pages += 1;
  }
  return `${pages} pages with their CSS and islands inline`;
}

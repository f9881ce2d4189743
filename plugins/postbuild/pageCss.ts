/**
 * Post-build step (issue 36): each page carries the CSS it uses, inline. Docusaurus bundles the
 * whole of Infima with the site's own CSS into one stylesheet (92 KB, 16 KB brotli), which every
 * page requested before its first paint: on a phone one more round trip, often on a new
 * connection, before anything shows. A page uses a fifth of it.
 *
 * For every built page that links the bundle, read with a parser (htmlparser2): PurgeCSS with its
 * HTML extractor (purgecss-from-html: the tags, classes, ids and attributes the page has) keeps the
 * rules that can match the page, and the custom properties, keyframes and font faces those use;
 * the page's `<link rel="stylesheet">` is replaced by that CSS in one `<style>`, in place. Its CSP
 * hash is the headers step's (plugins/security-headers reads the final HTML): no 'unsafe-inline'.
 * Rules for states that appear only at runtime stay: the attributes and classes the islands
 * (src/islands) set, read from their source (`islandStates`), and `open`, which the browser itself
 * sets on a dialog opened by an invoker command. The bundle goes once no built file names it.
 *
 * A step of the post-build pipeline (./index.ts), before the headers and the compression.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseSync} from '@swc/core';
import {DomUtils, parseDocument} from 'htmlparser2';
import {PurgeCSS} from 'purgecss';
import purgecssFromHtml from 'purgecss-from-html';
import type {Props} from '@docusaurus/types';
import {filesWithExtension} from '../security-headers/headers';
import {removeUnlessNamed} from './clientBundle';

/** What the islands change at runtime, so CSS for those states is kept. */
export interface RuntimeStates {
  readonly attributes: readonly string[];
  readonly classes: readonly string[];
}

/** Attributes the browser sets by itself on the elements the site renders (dialog, details). */
const PLATFORM_ATTRIBUTES = ['open'];

const ATTRIBUTE_SETTERS = new Set(['setAttribute', 'toggleAttribute']);
const CLASS_SETTERS = new Set(['add', 'toggle', 'replace']);
// Opening a dialog from script (the invoker-command fallback) sets its `open` attribute.
const OPENERS = new Set(['showModal', 'show']);
/** The part of SWC's MemberExpression read here (`a.b.c(…)`: object `a.b`, property `c`). */
interface Member {
  type?: string;
  object?: Member;
  property?: {value?: string};
}

/**
 * The attributes and classes a script sets: `x.setAttribute('a', …)`, `x.toggleAttribute('a')`,
 * `x.classList.add('c')` (toggle, replace), `dialog.showModal()` (`open`), read from its syntax
 * tree (SWC), so a name only mentioned in a comment or a string elsewhere does not count.
 */
export function statesSetBy(source: string): RuntimeStates {
  const attributes = new Set<string>();
  const classes = new Set<string>();
  const strings = (args: unknown[]) =>
    args.flatMap((argument) => {
      const expression = (argument as {expression?: {type?: string; value?: unknown}}).expression;
      return expression?.type === 'StringLiteral' ? [String(expression.value)] : [];
    });
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const call = node as {type?: string; callee?: Member; arguments?: unknown[]};
    if (call.type === 'CallExpression' && call.callee?.type === 'MemberExpression') {
      const method = call.callee.property?.value;
      const onClassList = call.callee.object?.property?.value === 'classList';
      if (method && ATTRIBUTE_SETTERS.has(method))
        strings(call.arguments ?? [])
          .slice(0, 1)
          .forEach((name) => attributes.add(name));
      if (method && onClassList && CLASS_SETTERS.has(method))
        strings(call.arguments ?? []).forEach((name) => classes.add(name));
      if (method && OPENERS.has(method)) attributes.add('open');
    }
    Object.values(node).forEach(visit);
  };
  visit(parseSync(source, {syntax: 'typescript', target: 'es2022'}).body);
  return {attributes: [...attributes].sort(), classes: [...classes].sort()};
}

/** What every island in `islandsDir` sets, and what the browser sets. */
export function islandStates(islandsDir: string): RuntimeStates {
  const attributes = new Set(PLATFORM_ATTRIBUTES);
  const classes = new Set<string>();
  for (const file of readdirSync(islandsDir).filter((name) => name.endsWith('.ts'))) {
    const states = statesSetBy(readFileSync(join(islandsDir, file), 'utf8'));
    states.attributes.forEach((name) => attributes.add(name));
    states.classes.forEach((name) => classes.add(name));
  }
  return {attributes: [...attributes].sort(), classes: [...classes].sort()};
}

/** The rules of `css` that the page `html` can use, with its runtime states. */
export async function usedCss(css: string, html: string, states: RuntimeStates): Promise<string> {
  // parse5 reads <noscript> as text (scripting on): its markup (the players without JavaScript)
  // is given as documents of their own, so their rules stay.
  const noscripts = DomUtils.findAll(
    ({name}) => name === 'noscript',
    parseDocument(html).children,
  ).map((element) => DomUtils.getInnerHTML(element));
  const [result] = await new PurgeCSS().purge({
    content: [html, ...noscripts].map((raw) => ({raw, extension: 'html'})),
    css: [{raw: css}],
    extractors: [{extractor: purgecssFromHtml, extensions: ['html']}],
    dynamicAttributes: [...states.attributes],
    // A selector of pseudo-classes alone (the site's `:focus-visible` ring) matches any element;
    // PurgeCSS would drop it for naming none.
    safelist: {standard: [...states.classes, /^:/]},
    variables: true,
    keyframes: true,
    // Font faces stay: the families are named through custom properties PurgeCSS does not resolve.
    fontFace: false,
  });
  return result?.css.trim() ?? '';
}

// A url() that would mean another file once the CSS moves from /assets/css/ into the page.
const RELATIVE_URL = /url\(\s*(?!["']?(?:\/|data:|https?:|#))/i;

/**
 * `html` with its stylesheets under `prefix` replaced by one `<style>` of the rules it uses, at the
 * first one's place; everything else byte for byte. `read` gives a stylesheet's text by its URL.
 * Undefined when the page links none.
 */
export async function inlinePageCss(
  html: string,
  prefix: string,
  read: (href: string) => string,
  states: RuntimeStates,
): Promise<string | undefined> {
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const links = DomUtils.findAll(
    ({name, attribs}) =>
      name === 'link' &&
      attribs.rel?.toLowerCase() === 'stylesheet' &&
      (attribs.href ?? '').startsWith(prefix),
    document.children,
  );
  if (links.length === 0) return undefined;
  const css = await usedCss(links.map((link) => read(link.attribs.href!)).join('\n'), html, states);
  if (/<\/style/i.test(css) || RELATIVE_URL.test(css))
    throw new Error(`[page-css] the stylesheet cannot be inlined as it is: ${css.slice(0, 200)}`);
  return replaceElements(html, links, (_, index) =>
    index === 0 && css ? `<style>${css}</style>` : '',
  );
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

/**
 * `html` with each of `elements` (found in it by a parser with start and end indices) replaced by
 * `by(element, index)`; everything else byte for byte.
 */
export function replaceElements(
  html: string,
  elements: readonly Element[],
  by: (element: Element, index: number) => string,
): string {
  let out = '';
  let at = 0;
  for (const [index, element] of elements.entries()) {
    out += html.slice(at, element.startIndex!) + by(element, index);
    at = element.endIndex! + 1;
  }
  return out + html.slice(at);
}

/** The step: every page of `outDir` with its CSS inline; the bundle removed once unused. */
export async function pageCss({
  outDir,
  siteDir,
  baseUrl,
}: Pick<Props, 'outDir' | 'siteDir' | 'baseUrl'>): Promise<string> {
  const folder = 'assets/css';
  const prefix = `${baseUrl}${folder}/`;
  const states = islandStates(join(siteDir, 'src', 'islands'));
  const sheets = new Map<string, string>();
  const read = (href: string) => {
    const file = join(outDir, href.slice(baseUrl.length));
    if (!sheets.has(file)) sheets.set(file, readFileSync(file, 'utf8'));
    return sheets.get(file)!;
  };
  const sizes: number[] = [];
  for (const file of filesWithExtension(outDir, '.html')) {
    const html = readFileSync(file, 'utf8');
    const inlined = await inlinePageCss(html, prefix, read, states);
    if (inlined === undefined) continue;
    writeFileSync(file, inlined);
    sizes.push(inlined.length - html.length);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const removed = await removeUnlessNamed(folder, {outDir, baseUrl});
  return sizes.length === 0
    ? 'no page links a stylesheet'
    : `${sizes.length} pages with their CSS inline (${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} more HTML each); ${removed}`;
}

/**
 * Post-build step: each page carries the CSS it uses, inline. Docusaurus bundles the
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
 * What stays is written small without changing what applies: a declaration that a rule of the same
 * selector always overrides goes, and a custom property set once on :root is written where it is
 * used (Infima's theme is a chain of them); `resolveRootProperties`.
 *
 * A step of the post-build pipeline (./index.ts), before the headers and the compression.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseSync} from '@swc/core';
import {DomUtils, parseDocument} from 'htmlparser2';
import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Root,
  type Rule,
} from 'postcss';
import {PurgeCSS} from 'purgecss';
import purgecssFromHtml from 'purgecss-from-html';
import type {Props} from '@docusaurus/types';
import {removeUnlessNamed} from './clientBundle';

/** What the islands change at runtime, so CSS for those states is kept. */
export interface RuntimeStates {
  readonly attributes: readonly string[];
  readonly classes: readonly string[];
  /** Custom properties set from script (`style.setProperty('--x', …)`): never written in place. */
  readonly properties: readonly string[];
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
 * The attributes, classes and custom properties a script sets: `x.setAttribute('a', …)`,
 * `x.toggleAttribute('a')`, `x.classList.add('c')` (toggle, replace), `dialog.showModal()`
 * (`open`), `x.style.setProperty('--p', …)`, read from its syntax
 * tree (SWC), so a name only mentioned in a comment or a string elsewhere does not count.
 */
export function statesSetBy(source: string): RuntimeStates {
  const attributes = new Set<string>();
  const classes = new Set<string>();
  const properties = new Set<string>();
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
      if (method === 'setProperty')
        strings(call.arguments ?? [])
          .slice(0, 1)
          .forEach((name) => properties.add(name));
    }
    Object.values(node).forEach(visit);
  };
  visit(parseSync(source, {syntax: 'typescript', target: 'es2022'}).body);
  return {
    attributes: [...attributes].sort(),
    classes: [...classes].sort(),
    properties: [...properties].sort(),
  };
}

/** What every island in `islandsDir` sets, and what the browser sets. */
export function islandStates(islandsDir: string): RuntimeStates {
  const attributes = new Set(PLATFORM_ATTRIBUTES);
  const classes = new Set<string>();
  const properties = new Set<string>();
  for (const file of readdirSync(islandsDir).filter((name) => name.endsWith('.ts'))) {
    const states = statesSetBy(readFileSync(join(islandsDir, file), 'utf8'));
    states.attributes.forEach((name) => attributes.add(name));
    states.classes.forEach((name) => classes.add(name));
    states.properties.forEach((name) => properties.add(name));
  }
  return {
    attributes: [...attributes].sort(),
    classes: [...classes].sort(),
    properties: [...properties].sort(),
  };
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
  return resolveRootProperties(result?.css.trim() ?? '', states.properties);
}

const VAR = /var\(\s*(--[\w-]+)\s*\)/g;

/**
 * `css` with each custom property that is set once, on `:root` and nowhere else (not in another
 * rule or a media query; a built page has no `style` attributes: plugins/security-headers refuses
 * them), written where it is used instead:
 * Infima's theme is a chain of ~50 such properties (`--ifm-link-color: var(--ifm-color-primary)`),
 * ~0.4 KB of brotli in every page. The same cascade: such a property has one value on every
 * element. A property whose value names one that is not replaced stays as it is, and so does one
 * that an island sets (`setProperty`).
 */
export function resolveRootProperties(css: string, setFromScript: readonly string[] = []): string {
  const root = postcss.parse(css);
  removeOverridden(root);
  const declarations = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (declaration) => {
    declarations.set(declaration.prop, [
      ...(declarations.get(declaration.prop) ?? []),
      declaration,
    ]);
  });
  const once = new Map<string, Declaration>();
  for (const [name, [declaration, ...more]] of declarations) {
    const rule = declaration!.parent as Rule | undefined;
    if (
      more.length === 0 &&
      rule?.selector === ':root' &&
      layerOf(rule) !== null &&
      !declaration!.important &&
      !setFromScript.includes(name)
    )
      once.set(name, declaration!);
  }
  const values = new Map<string, string | undefined>();
  const valueOf = (name: string, seen: ReadonlySet<string>): string | undefined => {
    if (values.has(name)) return values.get(name);
    const declaration = once.get(name);
    if (!declaration || seen.has(name)) return undefined;
    let value: string | undefined = declaration.value;
    for (const [, inner] of declaration.value.matchAll(VAR))
      if (valueOf(inner!, new Set([...seen, name])) === undefined) value = undefined;
    value &&= substitute(value, (inner) => valueOf(inner, seen));
    // A var() left in it (with a fallback, or kept by `substitute`) would be read where the value
    // is written instead of on :root: the property stays.
    if (value?.includes('var(')) value = undefined;
    values.set(name, value);
    return value;
  };
  root.walkDecls((declaration) => {
    if (declaration.value.includes('var('))
      declaration.value = substitute(declaration.value, (name) => valueOf(name, new Set()));
  });
  // Gone once nothing names it any more, with or without a fallback.
  const named = root.toString();
  for (const [name, declaration] of once)
    if (
      valueOf(name, new Set()) !== undefined &&
      !new RegExp(`var\\(\\s*${name}\\s*[,)]`).test(named)
    )
      declaration.remove();
  removeEmpty(root);
  return root.toString();
}

/** The rule's cascade layer (undefined: none), or null when a condition (a media query…) encloses it. */
function layerOf(rule: Rule): string | undefined | null {
  const names: string[] = [];
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    const atRule = parent as AtRule;
    if (atRule.type !== 'atrule' || atRule.name !== 'layer') return null;
    names.unshift(atRule.params.trim());
  }
  return names.length ? names.join('.') : undefined;
}

/**
 * Removes the declarations that a rule with the same selector always overrides: a later one in the
 * same cascade layer, or one in a later layer or in none (unlayered rules beat layered ones). Only
 * rules outside media queries and other conditions, and no `!important` on either side. Infima's
 * `h1{font-size:2rem}` and its `:root` theme values under the site's own are never in effect. (An
 * earlier value is no fallback here: every value the site's CSS uses, every engine it supports reads.)
 */
function removeOverridden(root: Root): void {
  const layers: string[] = [];
  const rank = (name: string | undefined) => {
    if (name === undefined) return Number.POSITIVE_INFINITY;
    if (!layers.includes(name)) layers.push(name);
    return layers.indexOf(name);
  };
  const seen: Array<{rule: Rule; rank: number; order: number}> = [];
  root.walk((node) => {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer' && !(node as AtRule).nodes)
      (node as AtRule).params.split(',').forEach((name) => rank(name.trim()));
    if (node.type !== 'rule') return;
    const layer = layerOf(node as Rule);
    if (layer !== null) seen.push({rule: node as Rule, rank: rank(layer), order: seen.length});
  });
  for (const earlier of seen)
    for (const later of seen) {
      const wins =
        later.rank > earlier.rank || (later.rank === earlier.rank && later.order > earlier.order);
      if (!wins || later.rule.selector !== earlier.rule.selector) continue;
      const set = new Set<string>();
      later.rule.each((node) => {
        if (node.type === 'decl' && !node.important) set.add(node.prop);
      });
      earlier.rule.each((node) => {
        if (node.type === 'decl' && !node.important && set.has(node.prop)) node.remove();
      });
    }
}

/** Removes the rules and at-rule blocks (media queries, layers) left without content. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (!('nodes' in node) || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * `css` without the cascade layers it only names (`@layer a, b;`) and never fills: Docusaurus
 * declares the order of the layers of plugins the site does not use (Mermaid, Algolia, …).
 */
export function withoutEmptyLayers(css: string): string {
  const root = postcss.parse(css);
  const filled = new Set<string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.nodes) filled.add(layer.params.trim());
  });
  root.walkAtRules('layer', (layer) => {
    if (layer.nodes) return;
    const names = layer.params
      .split(',')
      .map((name) => name.trim())
      .filter((name) => filled.has(name));
    if (names.length === 0) layer.remove();
    else layer.params = names.join(',');
  });
  return root.toString();
}

/**
 * `value` with each `var(--x)` whose value `valueOf` knows replaced by it, a space on either side
 * where the minified text has none between two tokens (`var(--a)var(--b)`: `1rem serif`). A keyword
 * stays behind its var() inside a function: `calc(var(--h) + 1rem)` with `--h: auto` is invalid only
 * when computed (the property is then unset), but `calc(auto + 1rem)` is dropped when parsed, which
 * lets an earlier declaration win instead.
 */
function substitute(value: string, valueOf: (name: string) => string | undefined): string {
  const separated = (char: string | undefined) => char === undefined || /[\s(),/:]/.test(char);
  return value.replace(VAR, (whole, name: string, at: number) => {
    const replacement = valueOf(name);
    if (replacement === undefined) return whole;
    const depth = [...value.slice(0, at)].reduce(
      (open, char) => open + (char === '(' ? 1 : char === ')' ? -1 : 0),
      0,
    );
    if (depth > 0 && /^-?[a-z][\w-]*$/i.test(replacement)) return whole;
    const before = separated(value[at - 1]) ? '' : ' ';
    const after = separated(value[at + whole.length]) ? '' : ' ';
    return `${before}${replacement}${after}`;
  });
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
    if (!sheets.has(file)) sheets.set(file, withoutEmptyLayers(readFileSync(file, 'utf8')));
    return sheets.get(file)!;
  };
  const sizes: number[] = [];
  for (const name of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (!name.endsWith('.html')) continue;
    const file = join(outDir, name);
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

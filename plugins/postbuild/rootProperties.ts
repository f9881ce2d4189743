/**
 * Page CSS written small without changing what applies (./inline.ts, after PurgeCSS): a declaration
 * that a rule of the same selector always overrides goes, and a custom property set once on :root
 * is written where it is used; layers left empty are no longer named. Infima's theme is a chain of ~50 such properties under the site's
 * own values: without this, /preisliste's document (~0.85 KB more brotli) no longer fits TCP's
 * first round trip and its first paint comes ~150 ms later (`npm run bench`).
 */
import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Root,
  type Rule,
} from 'postcss';

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
  // Each property's declaration if it is its only one, on :root; null if not.
  const once = new Map<string, Declaration | null>();
  root.walkDecls(/^--/, (declaration) => {
    const rule = declaration.parent as Rule | undefined;
    const alone =
      !once.has(declaration.prop) &&
      rule?.selector === ':root' &&
      layerOf(rule) !== null &&
      !declaration.important &&
      !setFromScript.includes(declaration.prop);
    once.set(declaration.prop, alone ? declaration : null);
  });
  const values = new Map<string, string | undefined>();
  const valueOf = (name: string, seen: ReadonlySet<string> = new Set()): string | undefined => {
    if (values.has(name)) return values.get(name);
    const declaration = once.get(name);
    if (!declaration || seen.has(name)) return undefined;
    const within = new Set([...seen, name]);
    const value = substitute(declaration.value, (inner) => valueOf(inner, within));
    // A var() left in it (one not replaced, with a fallback, or kept by `substitute`) would be read
    // where the value is written instead of on :root: the property stays.
    values.set(name, value.includes('var(') ? undefined : value);
    return values.get(name);
  };
  root.walkDecls((declaration) => {
    if (declaration.value.includes('var('))
      declaration.value = substitute(declaration.value, (name) => valueOf(name));
  });
  // Gone once nothing names it any more, with or without a fallback.
  const named = root.toString();
  for (const [name, declaration] of once)
    if (valueOf(name) !== undefined && !new RegExp(`var\\(\\s*${name}\\s*[,)]`).test(named))
      declaration!.remove();
  removeEmpty(root);
  removeEmptyLayerNames(root);
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
    if (name === undefined) return Number.MAX_SAFE_INTEGER;
    if (!layers.includes(name)) layers.push(name);
    return layers.indexOf(name);
  };
  const rules: Array<{rule: Rule; rank: number}> = [];
  root.walk((node) => {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer' && !(node as AtRule).nodes)
      (node as AtRule).params.split(',').forEach((name) => rank(name.trim()));
    if (node.type !== 'rule') return;
    const layer = layerOf(node as Rule);
    if (layer !== null) rules.push({rule: node as Rule, rank: rank(layer)});
  });
  // From the rule that wins to the one that loses: the later in the same layer, the later layer.
  const overridden = new Map<string, Set<string>>();
  for (const {rule} of rules.reverse().sort((a, b) => b.rank - a.rank)) {
    const props = overridden.get(rule.selector) ?? new Set<string>();
    const own: string[] = [];
    rule.each((node) => {
      if (node.type !== 'decl' || node.important) return;
      if (props.has(node.prop)) node.remove();
      else own.push(node.prop);
    });
    overridden.set(rule.selector, new Set([...props, ...own]));
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
 * Drops the names of cascade layers that are only named (`@layer a, b;`) and never filled:
 * Docusaurus declares the order of the layers of plugins the site does not use (Mermaid, Algolia, …).
 */
function removeEmptyLayerNames(root: Root): void {
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

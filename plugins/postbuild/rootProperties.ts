/**
 * Page CSS written small without changing what applies (./inline.ts, after PurgeCSS). Infima's
 * theme is a chain of ~50 custom properties under the site's own values: without this,
 * /preisliste's document (~0.85 KB more brotli) no longer fits TCP's first round trip and its
 * first paint comes ~150 ms later (`npm run bench`).
 */
import postcss, {type ChildNode, type Declaration, type Root, type Rule} from 'postcss';

const VAR = /var\(\s*(--[\w-]+)\s*\)/g;

/**
 * `css` with what a rule of the same selector always overrides removed, and each custom property
 * set once, on `:root` and nowhere else (not in another rule or a media query; a built page has no
 * `style` attributes: plugins/security-headers refuses them), written where it is used instead:
 * the same cascade, as such a property has one value on every element. One whose value keeps a
 * var() stays, and so do `!important` ones and those an island sets (`setProperty`). Rules and
 * layers left empty go.
 */
export function resolveRootProperties(css: string, setFromScript: readonly string[] = []): string {
  const root = postcss.parse(css);
  removeOverridden(root);
  // Each property's declaration if it is its only one, on :root; null if not.
  const once = new Map<string, Declaration | null>();
  root.walkDecls(/^--/, (declaration) => {
    const rule = declaration.parent as Rule;
    const alone =
      !once.has(declaration.prop) &&
      rule.selector === ':root' &&
      layerOf(rule) !== null &&
      !declaration.important &&
      !setFromScript.includes(declaration.prop);
    once.set(declaration.prop, alone ? declaration : null);
  });
  const values = new Map<string, string | undefined>();
  const valueOf = (name: string, seen: ReadonlySet<string> = new Set()): string | undefined => {
    const declaration = once.get(name);
    if (!values.has(name) && declaration && !seen.has(name)) {
      const within = new Set([...seen, name]);
      const value = substitute(declaration.value, (inner) => valueOf(inner, within));
      // A var() left in it would be read where the value is written instead of on :root.
      values.set(name, value.includes('var(') ? undefined : value);
    }
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
  return root.toString();
}

/** The rule's cascade layer (undefined: none), or null when a condition (a media query…) encloses it. */
function layerOf(rule: Rule): string | undefined | null {
  const names: string[] = [];
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type !== 'atrule' || parent.name !== 'layer') return null;
    names.unshift(parent.params.trim());
  }
  return names.length ? names.join('.') : undefined;
}

/**
 * Removes the declarations that a rule with the same selector always overrides: a later one in the
 * same cascade layer, or one in a later layer or in none (unlayered rules beat layered ones). Only
 * rules outside media queries and other conditions, and no `!important` on either side: Infima's
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
    if (node.type === 'atrule' && node.name === 'layer' && !node.nodes)
      node.params.split(',').forEach((name) => rank(name.trim()));
    const layer = node.type === 'rule' ? layerOf(node) : null;
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

/**
 * Removes the rules and blocks left empty (each after what it holds), then the names of layers
 * only named (`@layer a, b;`), never filled: Docusaurus names those of plugins the site does not
 * use (Mermaid, Algolia, …).
 */
function removeEmpty(root: Root): void {
  const nodes: ChildNode[] = [];
  root.walk((node) => void nodes.push(node));
  for (const node of nodes.reverse())
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  const filled = new Set<string>();
  root.walkAtRules('layer', ({nodes, params}) => void (nodes && filled.add(params.trim())));
  root.walkAtRules('layer', (layer) => {
    if (layer.nodes) return;
    const names = layer.params.split(',').filter((name) => filled.has(name.trim()));
    if (names.length === 0) layer.remove();
    else layer.params = names.map((name) => name.trim()).join(',');
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

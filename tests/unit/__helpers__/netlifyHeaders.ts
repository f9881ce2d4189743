/**
 * Netlify's `_headers`, read as Netlify reads it: a line that starts with `/` is a rule's path,
 * indented `Name: value` lines are its headers. A path matches as in Netlify's own parser
 * (@netlify/headers-parser, for_regexp.ts): `:name` is one segment, a standalone `*` anything from
 * there on (its slash optional, so `/blog/*` also matches `/blog`), a `*` inside a segment anything,
 * an optional trailing slash, case-insensitive. Every matching rule applies; values of a header set
 * by several rules are joined with `, ` (Netlify's and Cloudflare Pages' documented behaviour).
 */
type Rules = Array<{pattern: RegExp; path: string; headers: Array<[string, string]>}>;

const escape = (text: string) => text.replace(/[|\\{}()[\]^$+?.]/g, '\\$&');

const part = (segment: string) =>
  segment.startsWith(':')
    ? '([^/]+)'
    : segment === '*'
      ? '?(.*)'
      : segment.includes('*')
        ? segment.replaceAll('*', '(.*)')
        : escape(segment);

export function parseHeadersFile(text: string): Rules {
  const rules: Rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const segments = line
        .split('/')
        .map((s) => s.trimEnd())
        .filter(Boolean)
        .map(part);
      rules.push({
        pattern: new RegExp(`^/${segments.join('/')}/?$`, 'iu'),
        path: line,
        headers: [],
      });
      continue;
    }
    const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
    rules.at(-1)?.headers.push([name.trim(), value.trim()]);
  }
  return rules;
}

/** The headers a request for `path` gets: name (lower case) → the values every matching rule set. */
export function headersFor(rules: Rules, path: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const rule of rules.filter(({pattern}) => pattern.test(path)))
    for (const [name, value] of rule.headers)
      found.set(name.toLowerCase(), [...(found.get(name.toLowerCase()) ?? []), value]);
  return found;
}

/**
 * What the built visitor pages need their Content-Security-Policy to allow: the inline scripts
 * and styles to hash, data: images; read as the browser reads HTML (htmlparser2).
 */
import {readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';

/** Whether a file of build/ (`/admin/config.yml`) is the editor's (Decap CMS), with a policy of its own. */
export const isEditorFile = (file: string) => file.startsWith('/admin/');

/** A page's address by its file (`/preisliste.html` → `/preisliste`, `/index.html` → `/`). */
export const pageAddress = (file: string) => file.replace(/\.html$/, '').replace(/^\/index$/, '/');

/** Every file of build/ by its address (`/blog/rss.xml`), sorted; not the hosts' files nor .br/.gz copies. */
export const servedFiles = (buildDir: string) =>
  readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(buildDir, join(entry.parentPath, entry.name))}`)
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => !/^\/_(?:headers|redirects)$|\.(?:br|gz)$/.test(file))
    .sort();

// Inline scripts CSP governs: executable ones and Speculation Rules. Other types are data blocks.
const EXECUTABLE_SCRIPT =
  /^(?:|module|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'action', 'formaction']);
const CSS_DATA_IMAGE = /url\(\s*["']?data:image\//i;
// Infima's data: icons (in --ifm-* properties) count only if the page's CSS uses one elsewhere.
const INFIMA_DATA_URL = /--ifm-[\w-]+:\s*url\(\s*["']?data:[^)]*\)/g;
/** The start of a script, on one line, for a message. */
const abbreviate = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)} …` : line;
};

type Element = ReturnType<typeof DomUtils.findAll>[number];
/**
 * Inside what React rendered (`#__docusaurus`) or put in the head through Helmet (`data-rh`): the
 * site's own scripts (plugins' injectHtmlTags, the config's headTags) stand outside both, an
 * inline script among the rendered content came from a text.
 */
const fromContent = (element: Element): boolean =>
  element.attribs['data-rh'] !== undefined ||
  element.attribs.id === '__docusaurus' ||
  (element.parent !== null && DomUtils.isTag(element.parent) && fromContent(element.parent));

/**
 * What one page needs: its inline scripts and style elements, whether it shows a data: image; the
 * inline scripts that came from content; and, naming the file, what a strict policy cannot allow
 * (event handlers, javascript: URLs and style attributes need 'unsafe-hashes') or a JSON-LD block
 * that a text closed early.
 */
export function inlineSources(html: string, where: string) {
  const found = {scripts: new Set<string>(), styles: new Set<string>(), dataImages: false};
  const contentScripts: string[] = [];
  const problems: string[] = [];
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const {name, attribs} = element;
    for (const [attribute, value] of Object.entries(attribs)) {
      const url = URL_ATTRIBUTES.has(attribute) ? value.trim().toLowerCase() : '';
      const handler = attribute.startsWith('on')
        ? `inline event handler "${attribute}" on <${name}>`
        : url.startsWith('javascript:') && `a javascript: URL (<${name} ${attribute}>)`;
      if (handler)
        problems.push(
          `${where}: ${handler} cannot be allowed by a strict Content-Security-Policy (built pages run no React: attach behaviour in an island, src/islands).`,
        );
      if (attribute === 'style')
        problems.push(
          `${where}: a style attribute on <${name}> ("${abbreviate(value)}") needs 'unsafe-hashes' in the Content-Security-Policy: give the element a class (SVG: presentation attributes) instead.`,
        );
      if (url.startsWith('data:image/')) found.dataImages = true;
    }
    const text = DomUtils.textContent(element);
    if (name === 'style' && text) found.styles.add(text);
    if (name !== 'script' || attribs.src !== undefined) continue;
    if (EXECUTABLE_SCRIPT.test(attribs.type ?? '')) {
      if (text) found.scripts.add(text);
      if (fromContent(element)) contentScripts.push(`- ${where}: „${abbreviate(text)}“`);
    }
    if (/^application\/ld\+json$/i.test(attribs.type ?? '')) {
      try {
        JSON.parse(text);
      } catch {
        problems.push(
          `${where}: Die strukturierten Daten (JSON-LD) der Seite sind kein gültiges JSON: ein Text hat das Skript-Element vorzeitig beendet („${abbreviate(text)}“).`,
        );
      }
    }
  }
  const css = [...found.styles].map((style) => style.replace(INFIMA_DATA_URL, ''));
  if (css.some((style) => CSS_DATA_IMAGE.test(style))) found.dataImages = true;
  return {...found, contentScripts, problems};
}

/** The German message that stops the build on inline scripts from content (`contentScripts`). */
export const contentScriptsMessage = (lines: string[]) =>
  `Der Build wurde angehalten: Diese Seiten enthalten ein Skript, das nicht von der Website selbst stammt.\n${lines.join('\n')}\nEs kommt vermutlich aus einem Text (Blogbeitrag, blog/*.yml oder src/data/*.yml). Bitte entfernen Sie es dort; die Website schreibt Skripte nur selbst.`;

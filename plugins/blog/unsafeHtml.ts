/**
 * Remark plugin for the blog: Markdown passes raw HTML through, so a pasted <script>, event handler
 * or javascript: link would reach every reader, `style` would need a CSP exception and <img> would
 * skip the image pipeline. Each such place stops the build, named by file and line.
 */
import {Parser} from 'htmlparser2';
import {inFile, stopOn, type MarkdownFile, type MarkdownNode} from './markdown';

const words = (list: string) => new Set(list.split(' '));
/** Elements that run script, embed other pages or change how the page loads. */
const FORBIDDEN = words('script iframe frame frameset object embed applet base meta link style form');
/** Elements that show a picture without the image pipeline: no AVIF/WebP, no size, no alt check. */
const IMAGES = words('img picture source image');
/** Attributes holding an address; an SVG animation's values (`to`, `values`, …) set one too. */
const URLS = words('href src srcset action formaction poster xlink:href to from by values ping');
/** Attributes that load something: from this site only. */
const LOADING = words('src srcset poster data');

/**
 * An address as the browser's URL parser reads it: without control characters (a tab inside
 * "java&#x09;script:" is dropped), spaces at either end, and "\" as "/" ("/\evil.example" is "//").
 */
const asBrowserReads = (url: string) =>
  // eslint-disable-next-line no-control-regex
  url.replace(/[\u0000-\u001f\u007f]/g, '').trim().replaceAll('\\', '/');

/** Schemes that run script (data: may hold a whole HTML page); images from data: are fine. */
const isScriptUrl = (url: string) => {
  const read = asBrowserReads(url);
  return (
    /^(?:javascript|vbscript):/i.test(read) ||
    (/^data:/i.test(read) && !/^data:image\/(?:png|jpe?g|gif|webp|avif);/i.test(read))
  );
};

const isOtherServer = (url: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(asBrowserReads(url));

const scriptUrl = (url: string) =>
  `eine Skript-Adresse („${asBrowserReads(url).split(':')[0]!.toLowerCase()}:“)`;

/** What is wrong with one attribute of the element `name`, in German, or undefined. */
function attributeProblem(name: string, attribute: string, value: string): string | undefined {
  // `values` is a list ("a;b;c"), `ping` one separated by spaces.
  const urls =
    attribute === 'values' ? value.split(';') : attribute === 'ping' ? value.split(/\s+/) : [value];
  const script = URLS.has(attribute) ? urls.find(isScriptUrl) : undefined;
  const loads = !FORBIDDEN.has(name) && !IMAGES.has(name) && LOADING.has(attribute);
  if (attribute.startsWith('on')) return `das Ereignis-Attribut „${attribute}“ an <${name}>`;
  if (attribute === 'srcdoc') return `das Attribut „srcdoc“ an <${name}>`;
  if (attribute === 'style')
    return `das Attribut „style“ an <${name}> – die Gestaltung übernimmt die Website; Hervorhebungen schreiben Sie mit Markdown (**fett**, *kursiv*)`;
  if (attribute === 'rel' && /(?:^|\s)opener(?:\s|$)/i.test(value))
    return `rel="opener" an <${name}> – damit könnte die verlinkte Seite diese Seite steuern; lassen Sie „opener“ weg`;
  if (script !== undefined) return `${scriptUrl(script)} in <${name} ${attribute}>`;
  if (attribute === 'ping' && urls.some(isOtherServer))
    return `eine Adresse auf einem anderen Server in <${name} ping> – „ping“ meldet jeden Klick dorthin; die Website meldet fremden Servern nichts`;
  if (loads && urls.some(isOtherServer))
    return `eine Adresse auf einem anderen Server in <${name} ${attribute}> – die Website lädt nichts von fremden Servern`;
}

/** What is wrong with one element and its attributes, in German. */
function elementProblems(name: string, attributes: Array<[string, string]>): string[] {
  const problems = FORBIDDEN.has(name) ? [`das HTML-Element <${name}>`] : [];
  if (IMAGES.has(name))
    problems.push(
      `ein Bild als HTML-Element <${name}> – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)`,
    );
  return problems.concat(attributes.flatMap(([key, value]) => attributeProblem(name, key, value) ?? []));
}

/** What is wrong with one piece of raw HTML, read as the browser reads it. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const onopentag = (name: string, attributes: Record<string, string>) =>
    problems.push(...elementProblems(name, Object.entries(attributes)));
  new Parser({onopentag}).end(html);
  return problems;
}

/** What is wrong with one node (not its children), in German. */
function nodeProblems(node: MarkdownNode): string[] {
  switch (node.type) {
    case 'html':
      return htmlProblems(node.value ?? '');
    case 'link':
    case 'image':
    case 'definition':
      return isScriptUrl(node.url ?? '') ? [`${scriptUrl(node.url!)} in einem Link oder Bild`] : [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      // JavaScript: {...spread} or a {…} value. A string or no value is plain.
      const isCode = ({type, value}: {type: string; value?: unknown}) =>
        type !== 'mdxJsxAttribute' || value instanceof Object;
      const attributes = node.attributes ?? [];
      const plain = attributes.filter((attribute) => !isCode(attribute));
      const problems = elementProblems(
        (node.name ?? '').toLowerCase(),
        plain.map(({name, value}) => [(name ?? '').toLowerCase(), String(value ?? '')]),
      );
      return attributes.some(isCode)
        ? [...problems, `JavaScript in einem Attribut von <${node.name ?? ''}> ({…})`]
        : problems;
    }
    case 'mdxjsEsm':
      return ['JavaScript (import/export)'];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return ['JavaScript in geschweiften Klammern ({…})'];
    default:
      return [];
  }
}

/** Every problem of a Markdown tree as "file, Zeile n: …" lines. */
export function unsafeHtmlProblems(tree: MarkdownNode, file: MarkdownFile): string[] {
  // Only what the file says: nodes that other remark plugins add have no position.
  const here = tree.position ? nodeProblems(tree) : [];
  return [
    ...here.map((problem) => inFile(file, tree, problem)),
    ...(tree.children ?? []).flatMap((child) => unsafeHtmlProblems(child, file)),
  ];
}

/** The remark plugin, for `beforeDefaultRemarkPlugins`: the tree as parsed, before Docusaurus' own. */
export default function rejectUnsafeHtml() {
  return (tree: MarkdownNode, file: MarkdownFile): void =>
    stopOn(
      unsafeHtmlProblems(tree, file),
      'Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:',
      'Bitte entfernen Sie es: Skripte, eingebettete fremde Seiten und Ereignis-Attribute können Leserinnen und Lesern schaden, und Gestaltung per „style“ oder Bilder als HTML umgehen die Regeln der Website. Für Bilder, Links und Hervorhebungen genügt Markdown (siehe blog/README.md).',
    );
}

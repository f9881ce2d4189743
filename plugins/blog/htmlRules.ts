/**
 * Which HTML an article may contain, and what is wrong with the rest, in German: an allow-list of
 * elements and attributes (what Markdown itself writes, and the little it cannot), then rules for
 * the values (addresses, rel). Used by ./builtHtml for the built tree and MDX's JSX elements.
 */

const words = (list: string) => new Set(list.split(' ').filter(Boolean));

/**
 * Elements → their attributes. What Markdown writes (CommonMark; GFM's tables, task lists and
 * footnotes; Docusaurus' heading ids and :::note boxes), then what it cannot: superscript,
 * subscript, a video from static/videos. Anything else (meta, base, noscript, svg, …) is refused.
 */
const ALLOWED = new Map(
  Object.entries({
    'p br hr strong em del blockquote pre table thead tbody tr': '',
    'code ul': 'class',
    'h1 h3 h4 h5 h6': 'id',
    'h2 li': 'id class',
    ol: 'start class',
    input: 'type checked disabled',
    'th td': 'align',
    a: 'href title rel target ping id class aria-describedby aria-label data-footnote-ref data-footnote-backref',
    section: 'class data-footnotes',
    admonition: 'type title',
    'sup sub': '',
    video: 'src poster controls muted loop playsinline',
  }).flatMap(([tags, attributes]) =>
    [...words(tags)].map((tag) => [tag, words(attributes)] as const),
  ),
);

/** Elements that show a picture without the image pipeline: no AVIF/WebP, no size, no alt check. */
const IMAGES = words('img picture source image');
/** Attributes holding an address; an SVG animation's values (`to`, `values`, …) set one too. */
const URLS = words('href src srcset action formaction poster xlink:href to from by values ping');
/** Attributes that load something: from this site only. */
const LOADING = words('src srcset poster data');

/** hast's property names (React's in JSX) as HTML writes them: className → class, onError → onerror. */
const NAMES: Record<string, string> = {className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv'};
export function attributeName(property: string): string {
  if (NAMES[property]) return NAMES[property];
  if (/^aria[A-Z]/.test(property)) return `aria-${property.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.replace(/^(xLink|xml)(?=[A-Z])/, (prefix) => `${prefix}:`).toLowerCase();
}

/**
 * An address as the browser's URL parser reads it: without control characters (a tab inside
 * "java&#x09;script:" is dropped), spaces at either end, and "\" as "/" ("/\evil.example" is "//").
 */
const asBrowserReads = (url: string) =>
  url
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .replaceAll('\\', '/');

/** Schemes that run script (data: may hold a whole HTML page); images from data: are fine. */
const isScriptUrl = (url: string) =>
  /^(?:javascript|vbscript|data(?!:image\/(?:png|jpe?g|gif|webp|avif);)):/i.test(
    asBrowserReads(url),
  );

/** An address with a scheme or `//`: on another server (or not a file at all). */
export const OTHER_SERVER = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const isOtherServer = (url: string) => OTHER_SERVER.test(asBrowserReads(url));

/** What is wrong with one attribute of the element `name`, in German, or undefined. */
function attributeProblem(name: string, attribute: string, value: string): string | undefined {
  const allowed = ALLOWED.get(name);
  // `values` is a list ("a;b;c"), `ping` one separated by spaces.
  const urls =
    attribute === 'values' ? value.split(';') : attribute === 'ping' ? value.split(/\s+/) : [value];
  const script = URLS.has(attribute) ? urls.find(isScriptUrl) : undefined;
  if (attribute.startsWith('on')) return `das Ereignis-Attribut „${attribute}“ an <${name}>`;
  if (attribute === 'srcdoc') return `das Attribut „srcdoc“ an <${name}>`;
  if (attribute === 'style')
    return `das Attribut „style“ an <${name}> – die Gestaltung übernimmt die Website; Hervorhebungen schreiben Sie mit Markdown (**fett**, *kursiv*)`;
  if (attribute === 'rel' && /(?:^|\s)opener(?:\s|$)/i.test(value))
    return `rel="opener" an <${name}> – damit könnte die verlinkte Seite diese Seite steuern; lassen Sie „opener“ weg`;
  if (script !== undefined)
    return `eine Skript-Adresse („${asBrowserReads(script).split(':')[0]!.toLowerCase()}:“) in <${name} ${attribute}>`;
  if (attribute === 'ping' && urls.some(isOtherServer))
    return `eine Adresse auf einem anderen Server in <${name} ping> – „ping“ meldet jeden Klick dorthin; die Website meldet fremden Servern nichts`;
  // A refused element is reported as a whole: only what could harm is named beside it.
  if (!allowed) return undefined;
  if (LOADING.has(attribute) && urls.some(isOtherServer))
    return `eine Adresse auf einem anderen Server in <${name} ${attribute}> – die Website lädt nichts von fremden Servern`;
  if (!allowed.has(attribute)) return `das Attribut „${attribute}“ an <${name}>`;
  if (name === 'input' && attribute === 'type' && value.toLowerCase() !== 'checkbox')
    return `das Eingabefeld <input type="${value}">`;
}

/** What is wrong with one element (its name in lower case) and its attributes (HTML's names), in German. */
export function elementProblems(name: string, attributes: Array<[string, string]>): string[] {
  const problems = IMAGES.has(name)
    ? [
        `ein Bild als HTML-Element <${name}> – Bilder fügen Sie mit Markdown ein: ![Beschreibung](./foto.jpg)`,
      ]
    : ALLOWED.has(name)
      ? []
      : [`das HTML-Element <${name}>`];
  return problems.concat(
    attributes.flatMap(([key, value]) => attributeProblem(name, key, value) ?? []),
  );
}

/** The German report's intro and help, for every HTML problem of an article. */
export const HTML_REPORT = [
  'Dieser Blogbeitrag enthält HTML, das die Website nicht veröffentlicht:',
  'Bitte entfernen Sie es: Skripte, eingebettete fremde Seiten, Weiterleitungen und Ereignis-Attribute können Leserinnen und Lesern schaden, und Gestaltung per „style“ oder Bilder als HTML umgehen die Regeln der Website. Für Bilder, Links und Hervorhebungen genügt Markdown (siehe blog/README.md, Abschnitt 3); als HTML veröffentlicht die Website nur, was auch Markdown schreibt, dazu <sup>, <sub>, <video> und Kommentare wie <!-- truncate -->.',
] as const;

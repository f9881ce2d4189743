/**
 * An SVG can run script, load other files and carry its author's data: it is published only when
 * DOMPurify's SVG allow-list would remove nothing and it references no other file. Refused, not
 * sanitised: a rewritten logo would differ from hers without her knowing.
 */

/** What is not a plain picture in one SVG document, in German; [] when it may be published. */
export async function svgProblems(text: string): Promise<string[]> {
  const found = new Set<string>();
  // A DOCTYPE's internal subset can define entities and default attributes (`onload`) that browsers
  // apply and jsdom does not. A plain picture needs no DOCTYPE: any is refused, so none is parsed.
  if (/<!DOCTYPE/i.test(text)) found.add('eine Dokumenttyp-Deklaration (<!DOCTYPE …>)');
  // Loaded only when there is an SVG to check (jsdom takes a moment to load).
  const [{JSDOM}, purifyModule] = await Promise.all([import('jsdom'), import('dompurify')]);
  // The CommonJS build's export is the factory itself; as an ES module, its default.
  const createDOMPurify = (
    typeof purifyModule === 'function' ? purifyModule : purifyModule.default
  ) as typeof purifyModule.default;
  const {window} = new JSDOM('');
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error || document.documentElement.localName !== 'svg') {
    const detail = error?.textContent?.trim().split('\n')[0] ?? 'kein <svg>-Element';
    return [...found, `keine gültige SVG-Grafik (Technische Angabe: ${detail})`];
  }
  // A processing instruction: <?xml-stylesheet href=…?> loads a stylesheet when the file is opened.
  const instructions = document.createTreeWalker(
    document,
    window.NodeFilter.SHOW_PROCESSING_INSTRUCTION,
  );
  for (let node = instructions.nextNode(); node; node = instructions.nextNode()) {
    const {target} = node as ProcessingInstruction;
    found.add(
      target === 'xml-stylesheet'
        ? 'einen Verweis auf ein Stylesheet (<?xml-stylesheet …?>)'
        : `eine Verarbeitungsanweisung (<?${target} …?>)`,
    );
  }
  // References: anything but a fragment of this file (#id) loads another file or site.
  for (const element of document.querySelectorAll('*')) {
    const name = element.localName;
    if (name === 'metadata') found.add('Metadaten (<metadata>)');
    for (const attribute of element.attributes) {
      const value = attribute.value.trim();
      if (['href', 'src'].includes(attribute.localName) && value && !value.startsWith('#'))
        found.add(`einen Verweis auf eine andere Datei oder Website („${abbreviate(value)}“)`);
      // Presentation attributes (fill, mask, cursor, …) and `style` are CSS: all are read as such.
      for (const what of cssReferences(attribute.value))
        found.add(`${what} im Attribut „${attribute.name}“ an <${name}>`);
    }
    if (name === 'style')
      for (const what of cssReferences(element.textContent ?? '')) found.add(`${what} in <style>`);
  }
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  purify.sanitize(document.documentElement, {
    IN_PLACE: true,
    USE_PROFILES: {svg: true, svgFilters: true},
  });
  type Removed = {element?: Element; attribute?: Attr | null; from?: Element};
  for (const {element, attribute, from} of purify.removed as Removed[]) {
    const name = element?.nodeName;
    if (name)
      found.add(
        name.toLowerCase() === 'script' ? 'ein Skript (<script>)' : `das Element <${name}>`,
      );
    // A namespace is named by its attributes.
    if (!attribute || attribute.name.startsWith('xmlns:')) continue;
    const where = from ? ` an <${from.nodeName}>` : '';
    const scheme = /^\s*(javascript|vbscript|data):/i.exec(attribute.value)?.[1];
    if (/^on/i.test(attribute.name)) found.add(`das Ereignis-Attribut „${attribute.name}“${where}`);
    else if (scheme) found.add(`eine Skript-Adresse („${scheme.toLowerCase()}:“)${where}`);
    else found.add(`das Attribut „${attribute.name}“${where}`);
  }
  return [...found];
}

/** CSS as the browser reads it: escapes decoded (`\75 rl(` is `url(`, `@\69 mport` is `@import`). */
const decodeCss = (css: string) =>
  css.replace(/\\(?:([\da-f]{1,6})(?:\r\n|[ \t\n\r\f])?|([^\n\r\f]))/gi, (_, hex, char) => {
    if (char !== undefined) return char as string;
    const code = parseInt(hex as string, 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });

/** What in a piece of CSS loads another file: url() but to #id, @import, image-set() and kin. */
function cssReferences(css: string): string[] {
  const text = decodeCss(css);
  return [
    ...[...text.matchAll(/url\(\s*["']?([^"')\s]*)/gi)]
      .map(([, url]) => url!)
      .filter((url) => !url.startsWith('#'))
      .map((url) => `einen Verweis auf eine andere Datei oder Website („${abbreviate(url)}“)`),
    ...(/@import/i.test(text) ? ['einen Verweis auf eine andere Datei (@import)'] : []),
    ...[...text.matchAll(/(?<![\w-])(?:-webkit-)?(image-set|image|cross-fade|src)\(/gi)].map(
      ([, fn]) => `eine Bildquelle in CSS („${fn!.toLowerCase()}(…)“)`,
    ),
  ];
}

const abbreviate = (text: string) => (text.length > 50 ? `${text.slice(0, 47)}…` : text);

/** The owner's message for a refused SVG. */
export function svgMessage(label: string, found: readonly string[]): string {
  const more = found.length - 6;
  const list =
    more > 0 ? [...found.slice(0, 6), `${more} weitere Stelle${more === 1 ? '' : 'n'}`] : found;
  return (
    `${label}: Die SVG-Grafik enthält ${list.join(', ')}. So veröffentlicht die Website sie nicht: ` +
    'Solche Teile können im Browser Ihrer Besucherinnen Programmcode ausführen, Daten von fremden ' +
    'Servern laden oder Angaben über Sie und Ihr Zeichenprogramm verraten. Speichern Sie die Grafik ' +
    'ohne sie neu (in Inkscape: Datei › Speichern unter › „Optimiertes SVG“; in Illustrator: ' +
    'Exportieren als › SVG) oder lassen Sie sich von Ihrer technischen Hilfe helfen, und legen Sie ' +
    'sie unter demselben Namen wieder ab.'
  );
}

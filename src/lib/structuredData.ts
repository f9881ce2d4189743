/** schema.org JSON-LD in a page. */

/** JSON for a <script type="application/ld+json">: "<" is escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The caption Docusaurus gives a post's image, in English and with no translation key. */
const ENGLISH_CAPTION = 'title image for the blog post: ';

/** A blog post's JSON-LD with its image captioned in German: "Beitragsbild: <title>". */
export function withGermanImageCaption<Data>(data: Data): Data {
  const {image} = data as {image?: {caption?: unknown}};
  const caption = image?.caption;
  if (typeof caption !== 'string' || !caption.startsWith(ENGLISH_CAPTION)) return data;
  const german = `Beitragsbild: ${caption.slice(ENGLISH_CAPTION.length)}`;
  return {...data, image: {...image, caption: german}};
}

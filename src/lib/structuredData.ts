/** schema.org JSON-LD in a page. */

/** JSON for a <script type="application/ld+json">: "<" is escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

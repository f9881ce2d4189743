/**
 * The blog's feed items (the blog plugin's `feedOptions.createFeedItems`): Docusaurus' own, with
 * two corrections. The `feed` package writes an item's title and description into fields that
 * hold HTML (Atom `type="html"`, RSS `<description>`), where a title such as „Haut & Haare“ or a
 * pasted `<script>` would be read as markup: they are escaped, so readers show the text as
 * written. And the article's HTML gets absolute addresses in the `srcset` of its <picture>
 * sources too (Docusaurus makes only <img> and <a> absolute), so feed readers find the variants.
 */
import type {BlogFeedItem, FeedOptions} from '@docusaurus/plugin-content-blog';
import {DomUtils, parseDocument} from 'htmlparser2';

type CreateFeedItems = NonNullable<FeedOptions['createFeedItems']>;

/** Text as HTML: the three characters that start markup or an entity, as entities. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;'})[c]!);

/** The `srcset` of every <source> in `html`, resolved against `base`. */
export function absoluteSources(html: string, base: string): string {
  // Text and attributes stay as written (entities encoded): parsed and serialized without decoding.
  const document = parseDocument(html, {decodeEntities: false});
  const sources = DomUtils.getElementsByTagName('source', document.children);
  if (sources.length === 0) return html;
  for (const source of sources) {
    const srcset = source.attribs.srcset;
    if (!srcset) continue;
    source.attribs.srcset = srcset
      .split(',')
      .map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [String(new URL(url, base)), ...descriptor].join(' ');
      })
      .join(', ');
  }
  return DomUtils.getOuterHTML(document.children, {decodeEntities: false});
}

export const feedItems: CreateFeedItems = async ({defaultCreateFeedItems, ...params}) =>
  (await defaultCreateFeedItems(params)).map(
    (item): BlogFeedItem => ({
      ...item,
      title: escapeHtml(item.title),
      description: item.description && escapeHtml(item.description),
      content: item.content && absoluteSources(item.content, item.link),
    }),
  );

/**
 * The blog's feed items (`feedOptions.createFeedItems`): Docusaurus' own, with title and description
 * escaped for the feeds' HTML fields (where „Haut & Haare“ would be read as markup) and the <picture>
 * sources' `srcset` made absolute (Docusaurus does only <img> and <a>).
 */
import type {BlogFeedItem, FeedOptions} from '@docusaurus/plugin-content-blog';
import {DomUtils, parseDocument} from 'htmlparser2';

type CreateFeedItems = NonNullable<FeedOptions['createFeedItems']>;

/** Text as HTML: the three characters that start markup or an entity, as entities. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;'})[c]!);

/** The `srcset` of every <source> in `html`, resolved against `base`. */
export function absoluteSources(html: string, base: string): string {
  // Text and attributes stay as written (entities encoded).
  const document = parseDocument(html, {decodeEntities: false});
  const sources = DomUtils.getElementsByTagName('source', document.children);
  if (sources.length === 0) return html;
  for (const {attribs} of sources)
    if (attribs.srcset)
      attribs.srcset = attribs.srcset
        .split(',')
        .map((candidate) => {
          const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
          return [String(new URL(url, base)), ...descriptor].join(' ');
        })
        .join(', ');
  return DomUtils.getOuterHTML(document.children, {decodeEntities: false});
}

export const feedItems: CreateFeedItems = async ({defaultCreateFeedItems, ...params}) =>
  (await defaultCreateFeedItems(params)).map((item): BlogFeedItem => ({
    ...item,
    title: escapeHtml(item.title),
    description: item.description && escapeHtml(item.description),
    content: item.content && absoluteSources(item.content, item.link),
  }));

/** The blog plugin gives the RSS feed a `<language>` and the Atom feed none: Atom's is `xml:lang`. */
export function setAtomLanguage(xml: string, language: string): string {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language))
    throw new Error(`setAtomLanguage: "${language}" is not a language tag`);
  if (!/<feed\b/.test(xml)) throw new Error('setAtomLanguage: no <feed> element found');
  return xml.replace(/<feed\b[^>]*>/, (root) =>
    root.replace(/\s+xml:lang="[^"]*"/, '').replace(/^<feed\b/, `<feed xml:lang="${language}"`),
  );
}

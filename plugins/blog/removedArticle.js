/**
 * `npm start`: stands in for an article she has just deleted, until the blog plugin's reload has
 * written routes without it (./index.ts). Renders nothing; its exports are those of an article.
 */
export const frontMatter = {};
export const contentTitle = undefined;
export const toc = [];
export const assets = {};
export default function RemovedArticle() {
  return null;
}

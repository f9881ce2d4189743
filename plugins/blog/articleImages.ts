/**
 * Remark plugin for the blog: each Markdown image becomes an <ArticleImage> of the site's AVIF/WebP
 * variants (Docusaurus would copy the file as it is, GPS included; plugin-ideal-image needs React in
 * the browser); a link to a file points at its published copy or is refused, naming file and line.
 */
import {existsSync} from 'node:fs';
import {dirname, extname, join, relative, resolve, sep} from 'node:path';
import {ARTICLE_IMAGES, PUBLISHED, refusal} from '../responsive-images/files';
import {ALT_MAX} from '../../src/lib/contentRules';
import {inFile, stopOn, type ArticleFile, type Reporting, type TreeNode} from './builtHtml';
import {OTHER_SERVER} from './htmlRules';

type Folders = {post: string; blogDir: string; staticDir: string};

/** Lower-case letters, digits, "-" and "_"; a photo's name ends in .jpg, .jpeg or .png. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const PHOTO = /^[a-z0-9][a-z0-9_-]*\.(jpg|jpeg|png)$/;
/** What an image in static/images may be called in an article, as the editor's image button checks it. */
export const ARTICLE_IMAGE_PATH = new RegExp(
  `^/images/(?:${SEGMENT.source.slice(1, -1)}/)*${PHOTO.source.slice(1)}`,
);
/** A file the site publishes as a photo in an article, whatever its name. */
export const ARTICLE_IMAGE_TYPE = /\.(jpe?g|png)$/i;
/** How a photo gets into an article in the editor (its field „Text“, plugins/admin). */
const BUTTON =
  'im Editor fügen Sie ein Foto mit „Bild einfügen“ über dem Text ein; es kommt nach static/images/blog';

/** The address of the photo a Markdown image names, or what is wrong with it (German). */
export function resolveArticleImage(
  url: string,
  {post, blogDir, staticDir}: Folders,
): {publicPath: string} | string {
  let path = url.trim();
  try {
    path = decodeURI(path);
  } catch {
    // as written
  }
  const name = path.split('/').pop()!;
  if (!path) return `ein Bild ohne Adresse: ${BUTTON}`;
  if (/^data:/i.test(path))
    return `ein in den Text eingebettetes Bild (data:) – löschen Sie es; ${BUTTON}`;
  if (OTHER_SERVER.test(path))
    return `ein Bild von einer anderen Website („${path}“) – die Website lädt nichts von fremden Servern, sonst erführen diese, wer Ihren Beitrag liest. Speichern Sie das Bild (wenn Sie es verwenden dürfen) auf Ihrem Computer; ${BUTTON}`;
  if (!ARTICLE_IMAGE_TYPE.test(name))
    return `„${path}“ ist kein Foto im passenden Format: erlaubt ist ein Foto als JPEG (.jpg) oder PNG (.png); speichern Sie das Bild in diesem Format und passen Sie den Namen im Beitrag an`;
  // In static/images (as the editor inserts it), or beside the article: then under /images/blog/.
  const inStatic = path.startsWith('/');
  const file = inStatic ? join(staticDir, path) : resolve(dirname(post), path);
  const parts = inStatic ? path.split('/').slice(1) : relative(blogDir, file).split(sep);
  if (inStatic && parts[0] !== 'images')
    return `„${path}“ liegt nicht unter /images/: Bilder liegen in static/images (z. B. /images/blog/foto.jpg) oder neben dem Beitrag (./foto.jpg)`;
  if (!inStatic && parts.includes('..'))
    return `„${path}“ liegt außerhalb des Ordners blog: legen Sie das Foto neben den Beitrag und schreiben Sie ./${name}`;
  if (!parts.slice(inStatic ? 1 : 0, -1).every((part) => SEGMENT.test(part)) || !PHOTO.test(name))
    return `„${path}“: der Name hat Großbuchstaben, Umlaute, Leerzeichen oder Sonderzeichen. Benennen Sie die Datei um (nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. „creme-auftragen.jpg“) und ändern Sie den Namen im Beitrag genauso`;
  if (!existsSync(file))
    return inStatic
      ? `„${path}“ gibt es nicht: legen Sie das Foto als static${path} ab oder korrigieren Sie den Namen`
      : `„${path}“ gibt es nicht: legen Sie das Foto unter genau diesem Namen neben den Beitrag (blog/${parts.join('/')}) oder korrigieren Sie den Namen`;
  return {publicPath: inStatic ? path : `${ARTICLE_IMAGES}${parts.join('/')}`};
}

/**
 * A link to a file (Docusaurus would copy it as it is): a photo or video points at its published
 * copy (`pathname://`), any other is refused; undefined for a page or another site.
 */
function fileLink(url: string, folders: Folders): {url: string} | {problem: string} | undefined {
  const path = url.trim().split(/[?#]/)[0]!;
  if (OTHER_SERVER.test(path)) return undefined;
  // Docusaurus' own test (transformLinks): a page unless it has another extension or @site/.
  if (!path.startsWith('@site/') && (!extname(path) || /\.(?:mdx?|html)$/.test(path)))
    return undefined;
  const kind = PUBLISHED[extname(path).toLowerCase()]?.kind;
  if (kind === 'jpeg' || kind === 'png') {
    const resolved = resolveArticleImage(path, folders);
    return typeof resolved === 'string'
      ? {problem: `ein Link auf ein Foto: ${resolved}`}
      : {url: `pathname://${resolved.publicPath}`};
  }
  const graphicOrVideo = kind === 'svg' || kind === 'mp4';
  if (graphicOrVideo && path.startsWith('/') && existsSync(join(folders.staticDir, path)))
    return {url: `pathname://${path}`};
  const reason =
    (graphicOrVideo ? undefined : refusal(path.startsWith('/') ? `static${path}` : path)) ??
    'Verlinken Sie nur Fotos (JPEG, PNG; in static/images oder neben dem Beitrag) und Videos (MP4, in static/videos), die es gibt';
  return {problem: `ein Link auf „${path}“: ${reason}`};
}

/** What is wrong with a Markdown image's description (German), or undefined. */
function altProblem(alt: string | null | undefined): string | undefined {
  const text = (alt ?? '').trim();
  if (!text)
    return `dem Bild fehlt die Beschreibung: Schreiben Sie zwischen die eckigen Klammern, was darauf zu sehen ist, ![Eine Hand trägt Creme auf](/images/blog/foto.jpg) – für Menschen, die das Bild nicht sehen, und für Google (höchstens ${ALT_MAX} Zeichen)`;
  if (text.length > ALT_MAX)
    return `die Beschreibung des Bildes ist zu lang – höchstens ${ALT_MAX} Zeichen. Es sind ${text.length}: kürzen Sie um ${text.length - ALT_MAX} Zeichen`;
}

/** The images' definitions (`[name]: ./foto.jpg "Titel"`), for `![Beschreibung][name]`. */
const definitions = (node: TreeNode): Array<[string, TreeNode]> => [
  ...(node.type === 'definition' && node.identifier
    ? [[node.identifier, node] as [string, TreeNode]]
    : []),
  ...(node.children ?? []).flatMap(definitions),
];

/** The remark plugin, for `beforeDefaultRemarkPlugins` (before Docusaurus turns images into assets). */
export default function articleImages({
  siteDir = process.cwd(),
  blog = 'blog',
  check = false,
}: {siteDir?: string; blog?: string} & Reporting = {}) {
  const blogDir = resolve(siteDir, blog);
  const staticDir = resolve(siteDir, 'static');
  return (tree: TreeNode, file: ArticleFile): void => {
    const defined = new Map(definitions(tree));
    const folders = {post: file.path, blogDir, staticDir};
    const problems: string[] = [];
    const report = (node: TreeNode, problem: string) =>
      problems.push(inFile(file, node.position?.start?.line, problem));
    const visit = (node: TreeNode) =>
      node.children?.forEach((child, index) => {
        const link = child.type === 'link' ? fileLink(child.url ?? '', folders) : undefined;
        if (link) child.url = 'problem' in link ? '#' : link.url; // '#': as the image below
        if (link && 'problem' in link) report(child, link.problem);
        if (child.type !== 'image' && child.type !== 'imageReference') return visit(child);
        const image = child.type === 'image' ? child : defined.get(child.identifier ?? '');
        if (image?.url === undefined)
          return report(
            child,
            `zum Bild „[${child.identifier}]“ fehlt die Zeile [${child.identifier}]: ./foto.jpg`,
          );
        const resolved = resolveArticleImage(image.url, folders);
        const alt = altProblem(child.alt);
        if (typeof resolved === 'string') report(child, resolved);
        if (alt) report(child, alt);
        // Left out, so that Docusaurus does not look for it (`npm start` reports it elsewhere).
        if (typeof resolved === 'string' || alt)
          return void (node.children![index] = {type: 'text', value: ''});
        const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
        node.children![index] = {
          type: 'mdxJsxTextElement',
          name: 'ArticleImage',
          attributes: [
            attribute('src', resolved.publicPath),
            attribute('alt', child.alt!.trim()),
            ...(image.title ? [attribute('title', image.title)] : []),
          ],
          children: [],
        };
      });
    visit(tree);
    stopOn(
      problems,
      'Dieser Blogbeitrag enthält Bilder oder Links auf Dateien, die die Website so nicht veröffentlichen kann:',
      'Wie Bilder in den Text kommen, steht in blog/README.md, Abschnitt 4.',
      {check},
    );
  };
}

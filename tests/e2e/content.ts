/**
 * What the e2e tests expect, taken from the owner's content and from the build, never restated:
 * the validated YAML of src/data with what the site derives from it (plugins/content), the blog's
 * articles from their Markdown files (and the build's sitemap, which must list exactly those).
 * A correct edit by the owner (a new article, another phone number, a price, a review) changes
 * the expectations with the site.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parse} from 'yaml';
import {siteContent} from '../../plugins/content/load';
import {sitemapPaths as builtSitemapPaths} from '../../scripts/routes.mjs';
import {documentTitle} from '../../src/lib/pageTitle';

export const siteDir = join(__dirname, '..', '..');
export const buildDir = join(siteDir, 'build');

/** content: src/data/*.yml as validated; derived: what each module `@site/src/data/<name>.yml` exports. */
export const {content, derived} = siteContent(siteDir);

/** The studio as the site uses it: phone {display, href}, opening hours with their formatted hours. */
export const studio = derived.studio.studio;

/** The document title the site composes for a page title (the owner's title plus a fitting suffix). */
export const pageTitle = (title: string) => documentTitle(title, content.studio);

/** Escapes text the way React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Whitespace as the accessibility tree and Playwright see it: runs of spaces (also non-breaking) as one space. */
export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1 Beitrag", "3 Beiträge" (the spec's wording). */
export const postCountLabel = (count: number) => (count === 1 ? '1 Beitrag' : `${count} Beiträge`);

/** "2025-03-12" -> "12. März 2025", as a German reader expects it. */
const germanDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** The rating as the widget writes it: one decimal, German comma ("4,9"). */
export const germanScore = (score: number) => score.toFixed(1).replace('.', ',');

// ---------------------------------------------------------------------------------------------
// The blog, from its Markdown files

const blogDir = join(siteDir, 'blog');
const readYaml = (path: string) =>
  (existsSync(path)
    ? (parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>> | null)
    : null) ?? {};
const tagsFile = readYaml(join(blogDir, 'tags.yml'));
const authorsFile = readYaml(join(blogDir, 'authors.yml'));

/** Matches Docusaurus' truncate marker in .md and .mdx files. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

interface BlogTagRef {
  readonly key: string;
  readonly label: string;
  /** /blog/tags/<permalink> */
  readonly path: string;
}

export interface BlogPost {
  readonly file: string;
  readonly slug: string;
  /** /blog/post/<slug> */
  readonly path: string;
  readonly h1: string;
  /** The title for the browser tab before the suffix: title_meta, else title. */
  readonly metaTitle: string;
  readonly description: string;
  readonly isoDate: string;
  /** "12. März 2025" */
  readonly date: string;
  readonly year: string;
  readonly image: string;
  readonly alt: string;
  readonly keywords: readonly string[];
  readonly tags: readonly BlogTagRef[];
  readonly authors: readonly string[];
  /** The heading of the sources section ("## Quellen" or "## Literatur", blog/README.md), if the article has one. */
  readonly sources: string | undefined;
  /** The list under that heading, one entry per source. */
  readonly sourceItems: readonly string[];
  /** The whole file, and the part the blog index shows (front matter and text before the truncate marker). */
  readonly source: string;
  readonly excerpt: string;
}

function tagRef(key: string): BlogTagRef {
  const entry = tagsFile[key] ?? {};
  const permalink = typeof entry.permalink === 'string' ? entry.permalink : `/${key}`;
  return {
    key,
    label: typeof entry.label === 'string' ? entry.label : key,
    path: `/blog/tags${permalink.startsWith('/') ? '' : '/'}${permalink}`,
  };
}

function readPost(file: string): BlogPost & {readonly listed: boolean; readonly draft: boolean} {
  const source = readFileSync(join(blogDir, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`blog/${file}: no front matter`);
  const fm = (parse(match[1]!) ?? {}) as Record<string, unknown>;
  const body = source.slice(match[0].length);
  const slug = String(fm.slug ?? '').replace(/^\/+|\/+$/g, '');
  if (!slug)
    throw new Error(`blog/${file}: no slug in the front matter (the build rejects that too)`);
  const rawDate =
    fm.date instanceof Date
      ? fm.date.toISOString()
      : String(fm.date ?? /^(\d{4}-\d{2}-\d{2})/.exec(file)?.[1] ?? '');
  const isoDate = rawDate.slice(0, 10);
  const title = String(fm.title ?? '').trim();
  const list = (value: unknown) =>
    Array.isArray(value)
      ? value.map(String)
      : value === undefined || value === null
        ? []
        : [String(value)];
  const sourcesSection = [...body.matchAll(/^##\s+((?:Quellen|Literatur)\b.*?)\s*#*\s*$/gm)].at(-1);
  const sourceItems = sourcesSection
    ? (
        /^(?:\s*\r?\n)*((?:[ \t]*[-*+] .*(?:\r?\n|$)(?:[ \t]+\S.*(?:\r?\n|$))*)+)/.exec(
          body.slice(sourcesSection.index! + sourcesSection[0].length + 1),
        )?.[1] ?? ''
      )
        .split(/^[ \t]*[-*+] /m)
        .map((item) => item.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
    : [];
  const truncated = TRUNCATE.exec(body);
  return {
    file,
    slug,
    path: `/blog/${slug}`,
    h1: title,
    metaTitle: String(fm.title_meta ?? title).trim(),
    description: String(fm.description ?? '').trim(),
    isoDate,
    date: germanDate(isoDate),
    year: isoDate.slice(0, 4),
    image: String(fm.image ?? ''),
    alt: String(fm.image_alt ?? '').trim(),
    keywords: list(fm.keywords),
    tags: list(fm.tags).map(tagRef),
    authors: list(fm.authors),
    sources: sourcesSection?.[1],
    sourceItems,
    source,
    excerpt: match[0] + (truncated ? body.slice(0, truncated.index) : body),
    draft: fm.draft === true || fm.draft === 'true',
    listed: !(
      fm.draft === true ||
      fm.draft === 'true' ||
      fm.unlisted === true ||
      fm.unlisted === 'true'
    ),
  };
}

const allPosts = existsSync(blogDir)
  ? readdirSync(blogDir)
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_') && file !== 'README.md')
      .map(readPost)
  : [];

/** The published, listed articles, newest first (as the index, the archive and the feeds show them). */
export const posts: readonly BlogPost[] = allPosts
  .filter((post) => post.listed)
  .sort((a, b) => b.isoDate.localeCompare(a.isoDate));

/** Posts per page of the blog index: Docusaurus' default (docusaurus.config.ts sets no postsPerPage). */
export const POSTS_PER_PAGE = 10;

export interface BlogTag extends BlogTagRef {
  readonly description: string;
  /** Its posts, newest first. */
  readonly posts: readonly BlogPost[];
}

/** Every topic that has a post, A–Z by label as the topics page lists them. */
export const blogTags: readonly BlogTag[] = [
  ...new Map(posts.flatMap((post) => post.tags).map((tag) => [tag.key, tag])).values(),
]
  .map((tag) => ({
    ...tag,
    description: String(tagsFile[tag.key]?.description ?? ''),
    posts: posts.filter((post) => post.tags.some((other) => other.key === tag.key)),
  }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

/** The authors who wrote the posts, with their names from blog/authors.yml and their number of posts. */
export const blogAuthors = [...new Set(posts.flatMap((post) => post.authors))].map((key) => ({
  key,
  name: String(authorsFile[key]?.name ?? key),
  count: posts.filter((post) => post.authors.includes(key)).length,
}));

// ---------------------------------------------------------------------------------------------
// The build

/** The paths the build's sitemap lists, e.g. "/", "/preisliste", "/blog/post/…". */
export const sitemapPaths = (): string[] => builtSitemapPaths(buildDir);

/** Bytes of text as gzip sends them: how much "content" a page carries (see budgets.json). */
export const gzipBytes = (text: string) => gzipSync(Buffer.from(text, 'utf8'), {level: 9}).length;

/** A content file as the owner wrote it, without its comment lines (the guidance for her). */
export const contentFileText = (name: string) =>
  readFileSync(join(siteDir, 'src', 'data', name), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');

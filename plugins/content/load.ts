/**
 * The owner's content: reads every YAML file in src/data and the blog (blog/tags.yml,
 * blog/authors.yml, each article's front matter), validates each against its collection in the
 * one schema (src/data/schema.ts), checks what spans several fields or files (./checks.ts) and
 * derives what is never typed twice (./derive.ts). All problems of all files are collected before
 * anything fails.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type * as z from 'zod';
import {
  authorsSchema,
  contentSchemas,
  postSchema,
  tagsSchema,
  type Content,
  type ContentName,
  type Post,
} from '../../src/data/schema';
import {
  ContentError,
  parseYaml,
  problemsReport,
  validate,
  type ParsedYaml,
  type Problem,
} from './source';
import {deriveAll, type SiteData} from './derive';
import {blogChecks, crossChecks} from './checks';

export type {SiteData};
export const CONTENT_NAMES = Object.keys(contentSchemas) as ContentName[];

export interface ContentSource {
  /** The site's folder; content is read from src/data and blog, media looked up in static. */
  readonly siteDir: string;
}

export interface LoadedFile {
  readonly file: string;
  readonly path: string;
  readonly source: string;
  readonly parsed: ParsedYaml;
}

export interface BlogPostFile extends LoadedFile {
  readonly frontMatter?: Post;
  /** The Markdown after the front matter. */
  readonly body: string;
}

export interface Blog {
  readonly tags?: z.infer<typeof tagsSchema>;
  readonly authors?: z.infer<typeof authorsSchema>;
  readonly tagsFile?: LoadedFile;
  readonly authorsFile?: LoadedFile;
  readonly posts: readonly BlogPostFile[];
}

export interface Loaded {
  readonly content: Content;
  readonly files: {readonly [Name in ContentName]: LoadedFile};
  readonly blog: Blog;
  readonly problems: readonly Problem[];
}

export const dataDir = (siteDir: string) => join(siteDir, 'src', 'data');

/** Reads and parses one YAML file (or an article's front matter: `frontMatterOf`). */
function readYaml(
  siteDir: string,
  file: string,
  problems: Problem[],
  frontMatterOf = false,
): (LoadedFile & {body: string}) | undefined {
  const path = join(siteDir, file);
  if (!existsSync(path)) {
    problems.push({
      file,
      message: 'die Datei fehlt. Stellen Sie sie aus der Versionsgeschichte wieder her.',
    });
    return undefined;
  }
  const source = readFileSync(path, 'utf8');
  // The front matter with its opening "---" (a YAML document start), so lines count as in the file.
  const match = frontMatterOf ? /^(---\r?\n[\s\S]*?\r?\n)---[ \t]*(?:\r?\n|$)/.exec(source) : null;
  if (frontMatterOf && !match) {
    problems.push({
      file,
      line: 1,
      message:
        'der Kopf des Beitrags fehlt: Die Datei beginnt mit einer Zeile „---“, darunter die Felder (title, description …), dann wieder „---“.',
    });
  }
  const yaml = frontMatterOf ? (match?.[1] ?? '') : source;
  const {parsed, problems: syntax} = parseYaml(file, yaml);
  problems.push(...syntax);
  return {
    file,
    path,
    source,
    parsed,
    body: match ? source.slice(match[0].length) : source,
  };
}

function validated<Schema extends z.ZodType>(
  loaded: LoadedFile | undefined,
  schema: Schema,
  problems: Problem[],
): z.infer<Schema> | undefined {
  const {doc} = loaded?.parsed ?? {};
  if (!loaded || doc!.errors.length > 0 || doc!.warnings.length > 0) return undefined;
  const result = validate(loaded.file, loaded.parsed, schema);
  problems.push(...result.problems);
  return result.data;
}

/** The blog's articles as the blog plugin publishes them (no README.md, nothing starting with _ or .). */
export function blogPostFiles(siteDir: string): string[] {
  const dir = join(siteDir, 'blog');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .map((file) => String(file).split('\\').join('/'))
    .filter(
      (file) =>
        /\.mdx?$/.test(file) &&
        file !== 'README.md' &&
        !file.split('/').some((part) => /^[_.]/.test(part)),
    )
    .sort()
    .map((file) => `blog/${file}`);
}

/** Reads, parses and validates every file; returns what is valid and every problem found. */
export function readContent({siteDir}: ContentSource): Loaded {
  const problems: Problem[] = [];
  const content: Partial<Record<ContentName, unknown>> = {};
  const files = {} as Record<ContentName, LoadedFile>;
  for (const name of CONTENT_NAMES) {
    const loaded = readYaml(siteDir, `src/data/${name}.yml`, problems);
    if (loaded) files[name] = loaded;
    const data = validated(loaded, contentSchemas[name], problems);
    if (data !== undefined) content[name] = data;
  }
  const blog: Blog = {posts: []};
  if (existsSync(join(siteDir, 'blog'))) {
    const tagsFile = readYaml(siteDir, 'blog/tags.yml', problems);
    const authorsFile = readYaml(siteDir, 'blog/authors.yml', problems);
    Object.assign(blog, {
      tagsFile,
      authorsFile,
      tags: validated(tagsFile, tagsSchema, problems),
      authors: validated(authorsFile, authorsSchema, problems),
      posts: blogPostFiles(siteDir).flatMap((file) => {
        const post = readYaml(siteDir, file, problems, true);
        return post ? [{...post, frontMatter: validated(post, postSchema, problems)}] : [];
      }),
    });
  }
  const complete = CONTENT_NAMES.every((name) => content[name] !== undefined);
  if (complete) problems.push(...crossChecks(content as Content, files, siteDir));
  problems.push(...blogChecks(blog, (content as Partial<Content>).studio, siteDir));
  return {content: content as Content, files, blog, problems};
}

/** Every file valid and consistent; throws a ContentError listing all problems. */
export function loadContent(source: ContentSource): {content: Content; data: SiteData} {
  const {content, problems} = readContent(source);
  if (problems.length > 0) throw new ContentError(problems);
  return {content, data: deriveAll(content)};
}

/** What the content plugin hands the pages, or the German report of everything to fix. */
export function loadSite(siteDir: string): {data?: SiteData; report?: string} {
  const {content, problems} = readContent({siteDir});
  return problems.length > 0 ? {report: problemsReport(problems)} : {data: deriveAll(content)};
}

/**
 * What docusaurus.config.ts needs before any plugin runs (the site's name and address, the blog's
 * titles), read without failing: while a file has mistakes, neutral stand-ins are used and the
 * content plugin reports the mistakes (in `npm start` in the browser, in a build as its error).
 */
export function siteSettings(siteDir = process.cwd()) {
  const read = <Name extends 'studio' | 'pages'>(name: Name) =>
    validated(readYaml(siteDir, `src/data/${name}.yml`, []), contentSchemas[name], []) as
      Content[Name] | undefined;
  const studio = read('studio');
  const blog = read('pages')?.blog;
  return {
    studioName: studio?.studioName ?? 'Website',
    ownerName: studio?.ownerName ?? '',
    url: studio?.url ?? 'https://www.example.com',
    copyrightYear: studio?.copyrightYear ?? new Date().getFullYear(),
    blog: {
      title: blog?.title ?? 'Blog',
      description: blog?.description ?? '',
      feedTitle: blog?.feedTitle ?? 'Blog',
    },
  };
}

/** The content of the site in `siteDir` and what the pages receive (tests, scripts); throws a ContentError. */
export function siteContent(siteDir = process.cwd()): {content: Content; derived: SiteData} {
  const {content, data} = loadContent({siteDir});
  return {content, derived: data};
}

/**
 * The owner's content: reads every YAML file in src/data, validates it with the one schema
 * (src/data/schema.ts), checks what spans several files (a home card's category exists in the price
 * list, a package's regular price is the sum of its parts, media files exist, titles fit) and
 * derives what is never typed twice (ratings, price ranges, opening hours, the tel: link, the
 * encoded e-mail address). All problems of all files are collected before anything fails.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {contentSchemas, type Content, type ContentName} from '../../src/data/schema';
import {
  ContentError,
  parseYaml,
  problemAt,
  validate,
  type ParsedYaml,
  type Problem,
} from './source';
import {deriveModule, type Derived} from './derive';
import {crossChecks} from './checks';

export const CONTENT_NAMES = Object.keys(contentSchemas) as ContentName[];

export interface ContentSource {
  /** The site's folder; content is read from src/data, media looked up in static. */
  readonly siteDir: string;
}

export interface LoadedFile {
  readonly file: string;
  readonly path: string;
  readonly parsed: ParsedYaml;
}

export interface Loaded {
  readonly content: Content;
  readonly files: {readonly [Name in ContentName]: LoadedFile};
  readonly problems: readonly Problem[];
}

export const dataDir = (siteDir: string) => join(siteDir, 'src', 'data');

/** Reads, parses and validates every file; returns what is valid and every problem found. */
export function readContent({siteDir}: ContentSource): Loaded {
  const problems: Problem[] = [];
  const content: Partial<Record<ContentName, unknown>> = {};
  const files = {} as Record<ContentName, LoadedFile>;
  for (const name of CONTENT_NAMES) {
    const path = join(dataDir(siteDir), `${name}.yml`);
    const file = relative(siteDir, path).split('\\').join('/');
    if (!existsSync(path)) {
      problems.push({
        file,
        message: 'die Datei fehlt. Stellen Sie sie aus der Versionsgeschichte wieder her.',
      });
      continue;
    }
    const {parsed, problems: syntax} = parseYaml(file, readFileSync(path, 'utf8'));
    files[name] = {file, path, parsed};
    if (syntax.length > 0) {
      problems.push(...syntax);
      continue;
    }
    const result = validate(file, parsed, contentSchemas[name]);
    problems.push(...result.problems);
    if (result.data !== undefined) content[name] = result.data;
  }
  const complete = CONTENT_NAMES.every((name) => content[name] !== undefined);
  if (complete) {
    problems.push(...crossChecks(content as Content, files, {siteDir, problemAt}));
  }
  return {content: content as Content, files, problems};
}

/** Every file valid and consistent, with the derived facts; throws a ContentError listing all problems. */
export function loadContent(source: ContentSource): {content: Content; derived: Derived} {
  const {content, problems} = readContent(source);
  if (problems.length > 0) {
    throw new ContentError(problems);
  }
  const derived = Object.fromEntries(
    CONTENT_NAMES.map((name) => [name, deriveModule(name, content)]),
  ) as unknown as Derived;
  return {content, derived};
}

/** The content of the site in the current folder (docusaurus.config.ts, tests, scripts). */
export function siteContent(siteDir = process.cwd()) {
  return loadContent({siteDir});
}

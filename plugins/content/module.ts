/**
 * One content file as a JavaScript module: what `import {categories} from '@site/src/data/prices.yml'`
 * receives. Used by the webpack loader (./loader.cjs) and by jest's transform, so pages and tests
 * read exactly the same validated, derived values. A file with problems does not become a module:
 * its German report is thrown instead (the terminal and the browser's error overlay show it).
 */
import {basename} from 'node:path';
import {CONTENT_NAMES, readContent} from './load';
import {deriveModule, MODULE_SOURCES, type Derived} from './derive';
import {ContentError} from './source';
import type {ContentName} from '../../src/data/schema';

export function contentName(path: string): ContentName {
  const name = basename(path).replace(/\.ya?ml$/, '') as ContentName;
  if (!CONTENT_NAMES.includes(name)) {
    throw new Error(
      `${path}: unbekannte Inhaltsdatei; erlaubt sind ${CONTENT_NAMES.map((entry) => `${entry}.yml`).join(', ')}`,
    );
  }
  return name;
}

/**
 * The exports of one content file, derived from the files it is made of (a home card's prices
 * come from prices.yml). Problems in those files are thrown; problems elsewhere are reported by
 * their own modules, so every message appears once.
 */
export function contentModule<Name extends ContentName>(
  name: Name,
  siteDir: string,
): Derived[Name] {
  const {content, files, problems} = readContent({siteDir});
  const sources = MODULE_SOURCES[name].map(
    (source) => files[source]?.file ?? `src/data/${source}.yml`,
  );
  const relevant = problems.filter((problem) => sources.includes(problem.file));
  if (relevant.length > 0) {
    throw new ContentError(relevant);
  }
  return deriveModule(name, content);
}

/** ES module source: one named export per key, so each page bundles only what it imports. */
export function moduleSource(name: ContentName, siteDir: string): string {
  return Object.entries(contentModule(name, siteDir))
    .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
    .join('\n');
}

import {readdirSync, readFileSync, type Dirent} from 'node:fs';
import {join, relative} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';

export const buildDir = join(__dirname, '..', '..', 'build');

/** Every file under build/ with one of the extensions, as paths relative to build/. */
export function buildFiles(...extensions: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (extensions.some((ext) => entry.name.endsWith(ext)))
        found.push(relative(buildDir, path));
    }
  };
  walk(buildDir);
  return found.sort();
}

/** Every file under a folder of build/ (e.g. "images"), whatever its name, relative to build/. */
export function buildFilesIn(folder: string): string[] {
  return (readdirSync(join(buildDir, folder), {recursive: true, withFileTypes: true}) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)))
    .sort();
}

export function readBuildFile(path: string): string {
  return readFileSync(join(buildDir, path), 'utf8');
}

/** The built page nginx serves for a path: / → index.html, /blog/tags → blog/tags.html. */
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** What a page says about itself as served (its file in build/): head, language and h1s. */
export function servedPage(path: string) {
  const document = parseDocument(readBuildFile(pageFile(path)));
  const find = (name: string, within = document.children) =>
    DomUtils.findAll((element) => element.name === name, within);
  const head = find('head')[0]!.children;
  const values = (name: string, key: string, value: string, attribute: string) =>
    find(name, head)
      .filter((element) => element.attribs[key] === value)
      .map((element) => element.attribs[attribute] ?? '');
  return {
    lang: find('html')[0]?.attribs.lang,
    title: DomUtils.textContent(find('title', head)),
    description: values('meta', 'name', 'description', 'content'),
    keywords: values('meta', 'name', 'keywords', 'content'),
    canonical: values('link', 'rel', 'canonical', 'href'),
    ogImage: values('meta', 'property', 'og:image', 'content'),
    ogType: values('meta', 'property', 'og:type', 'content'),
    h1: find('h1').map((h1) => DomUtils.textContent(h1).replace(/\s+/g, ' ').trim()),
  };
}

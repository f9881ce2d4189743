import {readdirSync, readFileSync, type Dirent} from 'node:fs';
import {join, relative} from 'node:path';

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

/**
 * The field lists in the YAML files' header comments („Jede Behandlung hat: title … price …“)
 * name exactly the fields the schema has for that kind of entry: a field added to or removed from
 * src/data/schema/ fails here until the owner's file says so too.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from '@jest/globals';
import * as z from 'zod';
import {contentSchemas, type ContentName} from '@site/src/data/schema';
import {siteRoot} from '../__helpers__/contentSite';

/** The comment lines above the file's first value. */
const header = (text: string) => {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => line !== '' && !line.startsWith('#'));
  return lines.slice(0, end);
};

/** `#   title         der Name …` or `# - title: der Titel …`: a field and its explanation. */
const LISTED = /^# {1,3}(?:- )?([a-z][A-Za-z]*)(?::\s|\s{2,})/;

const listedFields = (text: string) =>
  header(text).flatMap((line) => {
    const match = LISTED.exec(line);
    return match ? [match[1]!] : [];
  });

/** The property names of every object the file's schema describes, at any depth. */
function objectShapes(schema: unknown): string[][] {
  if (Array.isArray(schema)) return schema.flatMap(objectShapes);
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own =
    node.type === 'object' && node.properties ? [Object.keys(node.properties as object)] : [];
  return [...own, ...Object.values(node).flatMap(objectShapes)];
}

const sorted = (names: readonly string[]) => [...names].sort();

const names = Object.keys(contentSchemas) as ContentName[];
const withLists = names.filter(
  (name) => listedFields(readFileSync(join(siteRoot, 'src', 'data', `${name}.yml`), 'utf8')).length,
);

test('the files that explain their entries field by field are found', () => {
  // These do; a new page's file may join them.
  expect(withLists).toEqual(expect.arrayContaining(['gallery', 'pages', 'prices', 'reviews']));
});

describe.each(withLists)('%s.yml', (name) => {
  test('its header lists exactly the fields of one kind of entry in the schema', () => {
    const listed = listedFields(readFileSync(join(siteRoot, 'src', 'data', `${name}.yml`), 'utf8'));
    const shapes = objectShapes(z.toJSONSchema(contentSchemas[name], {io: 'input'}));
    const closest = shapes.reduce((best, shape) =>
      shape.filter((field) => listed.includes(field)).length >
      best.filter((field) => listed.includes(field)).length
        ? shape
        : best,
    );
    expect(sorted(listed)).toEqual(sorted(closest));
  });
});

/** Sample values (./samples.json) and sample claims still in her texts, for ./launch.ts. */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {isMap, isScalar, isSeq, type Scalar} from 'yaml';
import * as z from 'zod';
import {CODE_LETTERS} from '../../src/data/schema';
import {sha256} from '../responsive-images/cache';
import {fieldLabel, lineAt, problemAt, type Finding, type LoadedFile, type Path} from './problems';
import samples from './samples.json';

/** Text as compared: NFC, every run of white space one space, trimmed. */
const normalized = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A review's hash as samples.json records it. */
export const reviewHash = (text: string) => sha256(normalized(text));

type JsonNode = {title?: string; samples?: boolean} & {[key: string]: JsonNode | undefined};
const jsonSchemas = new Map<z.ZodType, JsonNode>();

/** The field's German label (`.meta({title})` in the schema), and whether samples count there. */
function fieldMeta({schema}: LoadedFile, path: Path): {title?: string; samples: boolean} {
  if (!jsonSchemas.has(schema))
    jsonSchemas.set(schema, z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as never);
  let node = jsonSchemas.get(schema);
  let counts = true;
  for (const key of path) {
    const {items, properties, additionalProperties} = node ?? {};
    node = typeof key === 'number' ? items : (properties?.[key as string] ?? additionalProperties);
    counts &&= node?.samples !== false;
  }
  return {title: node?.title, samples: counts};
}

/** "E-Mail-Adresse („email“)" by the schema's label; in lists as the content errors name it. */
export function fieldName(file: LoadedFile, path: Path, inList = false): string {
  const {title} = fieldMeta(file, path);
  const listed = inList
    ? path.some((key) => typeof key === 'number')
    : typeof path.at(-1) === 'number';
  return title && !listed
    ? `${title} („${path.map(String).join(' › ')}“)`
    : fieldLabel(problemAt(file, path, ''));
}

/** Every text of a YAML document, with its path. */
function leaves(node: unknown, path: PropertyKey[] = []): {path: PropertyKey[]; node: Scalar}[] {
  if (isMap(node))
    return node.items.flatMap((pair) => leaves(pair.value, [...path, String(pair.key)]));
  if (isSeq(node)) return node.items.flatMap((item, index) => leaves(item, [...path, index]));
  return isScalar(node) ? [{path, node}] : [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const GAP = '[\\s/().-]*';

/** Finds sample values in a text with one pattern, longest value first: the longest match wins. */
function sampleFinder(ownerName: string | undefined) {
  const alternatives = Object.entries(samples.texts)
    .sort(([a], [b]) => b.length - a.length)
    .map(([value, what]) => [value.split(' ').map(escape).join('\\s+'), what]);
  // A phone number in any spelling: "030 12345678", "030/123 456 78", "+49 (0)30 12345678".
  const [phone, phoneWhat] = samples.phone as [string, string];
  const digits = phone.replace(/\D/g, '').replace(/^0/, '').split('').join(GAP);
  const number = `(?<!\\d)(?:\\+\\s*49|0049|0)${GAP}(?:\\(0\\)${GAP})?${digits}(?!\\d)`;
  alternatives.push([number, phoneWhat]);
  const pattern = () => new RegExp(alternatives.map(([source]) => `(${source})`).join('|'), 'giu');
  // The sample first name alone ("Ich bin Erika"), unless it is the owner's own first name too.
  const [first, firstWhat] = samples.firstName as [string, string];
  const word = `(?<![\\p{L}\\p{N}])${escape(first)}(?![\\p{L}\\p{N}])`;
  if (!ownerName || pattern().test(ownerName) || !new RegExp(word, 'u').test(ownerName))
    alternatives.push([word, firstWhat]);
  const regex = pattern();
  return (text: string) =>
    [...text.matchAll(regex)]
      .map((match) => ({
        index: match.index,
        found: match[0].replace(/\s+/g, ' '),
        what: alternatives[match.slice(1).findIndex(Boolean)]![1]!,
      }))
      // The first name as written ("Erika"), not within the author key "erika".
      .filter(({found, what}) => what !== firstWhat || found === first);
}

function samplesMessage(matches: readonly {found: string; what: string}[]): string {
  const unique = new Map(
    matches.map((match) => [`${match.found.toLowerCase()}|${match.what}`, match]),
  );
  const listed = [...unique.values()].map(({found, what}) => `„${found}“ (${what})`).join(', ');
  return unique.size === 1
    ? `enthält noch den Beispielwert ${listed} – ersetzen Sie ihn durch Ihre eigene Angabe.`
    : `enthält noch die Beispielwerte ${listed} – ersetzen Sie sie durch Ihre eigenen Angaben.`;
}

/** Sample values in every text of her files but where `skip` says, each on its own line. */
export function sampleFindings(
  files: readonly LoadedFile[],
  ownerName: string | undefined,
  skip: (file: LoadedFile, path: Path) => boolean,
): Finding[] {
  const find = sampleFinder(ownerName);
  return files.flatMap((file) => {
    const texts: [start: number, end: number, field: () => string][] = leaves(file.doc.contents)
      .filter(({path}) => !skip(file, path) && fieldMeta(file, path).samples)
      .map(({path, node: {range}}) => [range![0], range![1], () => fieldName(file, path)]);
    const body = file.bodyStart ?? file.source.length;
    for (const {index, 0: text} of file.source.slice(body).matchAll(/.+/g))
      texts.push([body + index, body + index + text.length, () => 'Text des Beitrags']);
    return texts.flatMap(([start, end, field]) => {
      const matches = find(file.source.slice(start, end));
      const line = lineAt(file.source, start + (matches[0]?.index ?? 0));
      return matches.length > 0
        ? [{file: file.file, line, field: field(), message: samplesMessage(matches)}]
        : [];
    });
  });
}

/** A claim of the sample texts (samples.json › claims; its $comment says what each key means). */
type Claim = {statement: string; patterns: string[]; article?: boolean; each?: boolean} & {
  [key in 'field' | 'file' | 'question' | 'hint']?: string;
};
/** Where a claim stands: a text of her files (or the site's), with the place to name. */
type ClaimText = Omit<Finding, 'message'> & {name?: string; entry?: string; text: string};

/** A space in a pattern matches any run of white space; " ?" and " *" any or none. */
const claimPattern = (pattern: string) =>
  new RegExp(pattern.replace(/ ([?*])/g, '\\s*').replace(/ /g, '\\s+'), 'iu');

/** The places of a claim: in her texts, a whole sample article, or a file of the site. */
function claimPlaces(
  claim: Claim,
  texts: readonly ClaimText[],
  articles: readonly ClaimText[],
  siteDir: string,
) {
  const patterns = claim.patterns.map(claimPattern);
  const found = ({text}: ClaimText) => patterns.some((pattern) => pattern.test(normalized(text)));
  if (claim.article) return articles.filter(found);
  if (!claim.file)
    return texts.filter(
      (text) => (claim.field === undefined || text.name === claim.field) && found(text),
    );
  const path = join(siteDir, claim.file);
  const source = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const match = patterns.map((pattern) => pattern.exec(source)).find(Boolean);
  const field = 'Datenschutzerklärung (diesen Satz ändert nur Ihre technische Hilfe)';
  return match
    ? [{file: claim.file, line: lineAt(source, match.index), field, text: match[0]}]
    : [];
}

/** Each claim in the sample wording she has not confirmed, at each place; `skip`: not hers. */
export function claimFindings(
  siteDir: string,
  files: readonly LoadedFile[],
  confirmed: ReadonlySet<string>,
  skip: (file: LoadedFile, path: Path) => boolean,
): Finding[] {
  const texts = files.flatMap((file): ClaimText[] => {
    const {source, bodyStart} = file;
    const values = leaves(file.doc.contents)
      .filter(({path}) => !skip(file, path))
      .map(({path, node}) => {
        const {line, entry} = problemAt(file, path, '');
        const [field, name] = [fieldName(file, path, true), String(path.at(-1))];
        return {file: file.file, line, field, name, entry, text: String(node.value)};
      });
    if (bodyStart === undefined) return values;
    const body = {line: lineAt(source, bodyStart), field: 'Text des Beitrags'};
    return [...values, {file: file.file, ...body, text: source.slice(bodyStart)}];
  });
  const articles = files
    .filter(({bodyStart}) => bodyStart !== undefined)
    .map(({file, source}) => ({file, line: 1, field: 'der ganze Beitrag', text: source}));
  const claims = Object.entries(samples.claims as Record<string, Claim>);
  return claims.flatMap(([id, claim]) => {
    const places = claimPlaces(claim, texts, articles, siteDir);
    // One question per entry (per social network), `{entry}` in statement and hint its name.
    const asked = claim.each ? places.map((place) => [place]) : places.length > 0 ? [places] : [];
    return asked.flatMap((where) => {
      const {entry} = where[0]!;
      const named = (text?: string) =>
        claim.each ? (text ?? '').replaceAll('{entry}', entry ?? '') : text;
      const [statement, hint] = [named(claim.statement)!, named(claim.hint)];
      const key = claim.each ? `${id}:${entry}` : id;
      // Eight letters from the claim and the texts it stands in: a changed text is asked again.
      const hash = sha256([key, ...where.map(({text}) => normalized(text))].join('\0'));
      const code = [...hash.slice(0, 8)].map((digit) => CODE_LETTERS[parseInt(digit, 16)]).join('');
      if (confirmed.has(code)) return [];
      const message = claim.question ?? `Stimmt das für Ihr Studio: „${statement}“?`;
      const claimed = {id, statement, question: message, code, hint};
      return where.map(({file, line, field}) => ({file, line, field, message, claim: claimed}));
    });
  });
}

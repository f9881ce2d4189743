/**
 * The launch gate (`npm run launch-check`, run before `npm run build:release`): lists every place
 * where the site still shows something that is not the owner's – a sample value (Erika
 * Mustermann, Musterstraße 12, 030 12345678 …), a sample review, a missing business ID in the
 * imprint, a placeholder image or video – each with the file, the line and the field in German.
 *
 * The sample values live in one data file (./samples.json: the strings, and SHA-256 hashes of the
 * sample review texts, so a review is recognised by its text even when the name was changed); the
 * placeholder media in the record the generator writes (scripts/placeholders.json: SHA-256 of
 * every generated file). A file in static/ with one of those hashes is still a placeholder.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {isMap, isScalar, isSeq, type Scalar} from 'yaml';
import {POSTER_PATTERN} from '../responsive-images/shared';
import * as z from 'zod';
import {authorsSchema, contentSchemas, type Content} from '../../src/data/schema';
import {germanDate} from '../../src/lib/date';
import {CONTENT_NAMES, readContent, type LoadedFile} from './load';
import {parseYaml, problemAt, type ParsedYaml} from './source';

/** One place the owner has to change before the site goes live. */
export interface Finding {
  /** The file as the owner sees it, e.g. "src/data/studio.yml" or "static/images/home/hero.jpg". */
  readonly file: string;
  readonly line?: number;
  /** The field in German, with its name in the file, e.g. "E-Mail-Adresse („email“)". */
  readonly field: string;
  readonly message: string;
}

interface Sample {
  readonly value: string;
  /** What the value is, in German, e.g. "Beispiel-E-Mail-Adresse". */
  readonly what: string;
}

export interface Samples {
  readonly texts: readonly Sample[];
  readonly phones: readonly Sample[];
  readonly firstName: Sample;
  readonly reviewTexts: readonly string[];
}

export interface LaunchOptions {
  /** The sample values; default ./samples.json. */
  readonly samples?: Samples;
  /** Public path → SHA-256 of every placeholder file; default the generator's scripts/placeholders.json. */
  readonly placeholders?: Readonly<Record<string, string>>;
  /** The day to compare an offer's end date with, "2025-11-01"; default today. */
  readonly today?: string;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export function defaultSamples(): Samples {
  return readJson(join(__dirname, 'samples.json')) as Samples;
}

export function defaultPlaceholders(): Readonly<Record<string, string>> {
  return (
    readJson(join(__dirname, '..', '..', 'scripts', 'placeholders.json')) as {
      files: Record<string, string>;
    }
  ).files;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The text a review hash is made of: NFC, every run of white space one space, trimmed. */
export function reviewHash(text: string): string {
  return sha256(text.normalize('NFC').replace(/\s+/g, ' ').trim());
}

// ---------------------------------------------------------------------------------------------
// Finding sample values in text
// ---------------------------------------------------------------------------------------------

interface Matcher {
  readonly what: string;
  readonly pattern: RegExp;
}

interface Match {
  readonly start: number;
  readonly end: number;
  readonly found: string;
  readonly what: string;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchers(samples: Samples, ownerName: string | undefined): Matcher[] {
  const list: Matcher[] = samples.texts.map(({value, what}) => ({
    what,
    pattern: new RegExp(value.trim().split(/\s+/).map(escape).join('\\s+'), 'giu'),
  }));
  // A phone number in any spelling: "030 12345678", "030/123 456 78", "+49 (0)30 12345678".
  const gap = '[\\s/().-]*';
  for (const {value, what} of samples.phones) {
    const national = value.replace(/\D/g, '').replace(/^0/, '');
    list.push({
      what,
      pattern: new RegExp(
        `(?<!\\d)(?:\\+\\s*49|0049|0)${gap}(?:\\(0\\)${gap})?${national.split('').join(gap)}(?!\\d)`,
        'gu',
      ),
    });
  }
  // The sample first name alone ("Ich bin Erika"), unless it is the owner's own first name too.
  const first = samples.firstName;
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${escape(first.value)}(?![\\p{L}\\p{N}])`, 'gu');
  const ownerIsSample =
    ownerName === undefined ||
    list.some(({pattern}) =>
      new RegExp(pattern.source, pattern.flags.replace('g', '')).test(ownerName),
    );
  if (ownerIsSample || !new RegExp(word.source, 'u').test(ownerName)) {
    list.push({what: first.what, pattern: word});
  }
  return list;
}

/** Every sample value in the text; a match inside a longer one ("Mustermann" in "Erika Mustermann") is left out. */
function findSamples(text: string, list: readonly Matcher[]): Match[] {
  const all: Match[] = [];
  for (const {what, pattern} of list) {
    for (const match of text.matchAll(pattern)) {
      all.push({start: match.index, end: match.index + match[0].length, found: match[0], what});
    }
  }
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Match[] = [];
  for (const match of all) {
    if (!kept.some((other) => other.start <= match.start && match.end <= other.end))
      kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function samplesMessage(matches: readonly Match[]): string {
  const unique = [
    ...new Map(
      matches.map((match) => [`${match.found.toLowerCase()}|${match.what}`, match]),
    ).values(),
  ];
  const listed = unique
    .map(({found, what}) => `„${found.replace(/\s+/g, ' ')}“ (${what})`)
    .join(', ');
  return unique.length === 1
    ? `enthält noch den Beispielwert ${listed} – ersetzen Sie ihn durch Ihre eigene Angabe.`
    : `enthält noch die Beispielwerte ${listed} – ersetzen Sie sie durch Ihre eigenen Angaben.`;
}

// ---------------------------------------------------------------------------------------------
// Fields in German
// ---------------------------------------------------------------------------------------------

type Path = ReadonlyArray<PropertyKey>;

/** The schema of each file the launch check reads, for the German label of a field. */
const SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  ...Object.fromEntries(
    Object.entries(contentSchemas).map(([name, schema]) => [`src/data/${name}.yml`, schema]),
  ),
  'blog/authors.yml': authorsSchema,
};

/** The field's German label (`.meta({title})` in src/data/schema.ts), or undefined. */
function fieldLabel(file: string, path: Path): {title?: string; samples?: boolean} {
  let node = SCHEMAS[file]
    ? (z.toJSONSchema(SCHEMAS[file]!, {io: 'input', unrepresentable: 'any'}) as JsonNode)
    : undefined;
  let samples: boolean | undefined;
  for (const key of path) {
    node =
      typeof key === 'number'
        ? node?.items
        : (node?.properties?.[String(key)] ?? node?.additionalProperties);
    if (node?.samples === false) samples = false;
  }
  return {title: node?.title, samples};
}

interface JsonNode {
  readonly title?: string;
  readonly samples?: boolean;
  readonly properties?: Readonly<Record<string, JsonNode>>;
  readonly additionalProperties?: JsonNode;
  readonly items?: JsonNode;
}

function fieldName(file: string, parsed: ParsedYaml, path: Path): string {
  const {title} = fieldLabel(file, path);
  if (title && typeof path.at(-1) !== 'number')
    return `${title} („${path.map(String).join(' › ')}“)`;
  const {field, entry} = problemAt(file, parsed, path, '');
  return describeField(field, entry);
}

/** "„text“ bei „Sabine K.“", "1. Eintrag in „paragraphs“ bei „Willkommen“" (that one is quoted already). */
function describeField(field: string | undefined, entry: string | undefined): string {
  const name = field === undefined ? 'ganze Datei' : field.includes('„') ? field : `„${field}“`;
  return `${name}${entry ? ` bei „${entry}“` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Walking YAML
// ---------------------------------------------------------------------------------------------

interface Leaf {
  readonly path: PropertyKey[];
  readonly node: Scalar;
  readonly text: string;
}

function leaves(node: unknown, path: PropertyKey[] = [], out: Leaf[] = []): Leaf[] {
  if (isMap(node)) {
    for (const pair of node.items)
      leaves(
        pair.value,
        [...path, isScalar(pair.key) ? String(pair.key.value) : String(pair.key)],
        out,
      );
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => leaves(item, [...path, index], out));
  } else if (isScalar(node) && typeof node.value === 'string') {
    out.push({path, node, text: node.value});
  }
  return out;
}

const startsWith = (path: Path, prefix: Path) => prefix.every((key, index) => path[index] === key);

/** Findings for every text value of a YAML document that still holds a sample value. */
function scanYaml(
  file: string,
  source: string,
  parsed: ParsedYaml,
  list: readonly Matcher[],
  {
    lineOffset = 0,
    skip = [],
    field,
  }: {lineOffset?: number; skip?: readonly Path[]; field?: (path: Path) => string} = {},
): Finding[] {
  const findings: Finding[] = [];
  for (const leaf of leaves(parsed.doc.contents)) {
    if (skip.some((prefix) => startsWith(leaf.path, prefix))) continue;
    if (fieldLabel(file, leaf.path).samples === false) continue;
    const matches = findSamples(leaf.text, list);
    if (matches.length === 0) continue;
    // The line of the first sample value in the file as written (a long text spans several lines).
    const [start = 0, end = start] = leaf.node.range ?? [];
    const written = findSamples(source.slice(start, end), list)[0];
    const line = parsed.lines.linePos(start + (written?.start ?? 0)).line + lineOffset;
    findings.push({
      file,
      line,
      field: field ? field(leaf.path) : fieldName(file, parsed, leaf.path),
      message: samplesMessage(matches),
    });
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

/** Sample reviews: one finding each when a few are left, else one summary the owner can act on. */
function sampleReviews(
  file: LoadedFile,
  known: ReadonlySet<string>,
): {findings: Finding[]; skip: Path[]} {
  const {doc, lines} = file.parsed;
  const list = doc.get('reviews', true);
  if (!isSeq(list)) return {findings: [], skip: []};
  const samples: {index: number; line: number; name: string}[] = [];
  list.items.forEach((item, index) => {
    if (!isMap(item)) return;
    const text = item.get('text');
    if (typeof text === 'string' && known.has(reviewHash(text))) {
      samples.push({
        index,
        line: lines.linePos(item.range?.[0] ?? 0).line,
        name: String(item.get('name') ?? ''),
      });
    }
  });
  const skip = samples.map(({index}) => ['reviews', index]);
  const why = 'erfundene Bewertungen zu veröffentlichen ist verboten (UWG)';
  if (samples.length <= 5) {
    return {
      skip,
      findings: samples.map(({line, name}) => ({
        file: file.file,
        line,
        field: `Bewertung${name ? ` von „${name}“` : ''}`,
        message: `ist ein Beispieltext, keine echte Kundenstimme – löschen Sie den ganzen Eintrag (${why}).`,
      })),
    };
  }
  const all = samples.length === list.items.length;
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const where = all
    ? `von Zeile ${first.line} bis zum Ende der Liste`
    : `in den Zeilen ${samples
        .slice(0, 8)
        .map(({line}) => line)
        .join(', ')}${samples.length > 8 ? ` … ${last.line}` : ''}`;
  return {
    skip,
    findings: [
      {
        file: file.file,
        line: first.line,
        field: fieldName(file.file, file.parsed, ['reviews']),
        message:
          `${all ? `alle ${samples.length}` : `${samples.length} von ${list.items.length}`} Bewertungen sind Beispieltexte, ` +
          `keine echten Kundenstimmen (${where}). Löschen Sie sie und tragen Sie Ihre echten Bewertungen von Treatwell ein – ${why}.`,
      },
    ],
  };
}

/** § 5 (1) no. 6 DDG: the imprint needs the VAT ID or the business ID. */
function businessIdFinding(file: LoadedFile): Finding[] {
  const blank = (key: string) => {
    const value = file.parsed.doc.get(key);
    return value === undefined || value === null || String(value).trim() === '';
  };
  if (!blank('vatId') || !blank('businessId')) return [];
  return [
    {
      file: file.file,
      line: problemAt(file.file, file.parsed, ['businessId'], '').line,
      field: fieldName(file.file, file.parsed, ['businessId']),
      message:
        'ist leer, und eine Umsatzsteuer-Identifikationsnummer („vatId“) gibt es auch nicht: dem Impressum fehlt dann die ' +
        'Angabe nach § 5 Abs. 1 Nr. 6 DDG. Tragen Sie Ihre Wirtschafts-Identifikationsnummer ein (z. B. „DE123456789-00001“; ' +
        'das Bundeszentralamt für Steuern teilt sie Ihnen mit) oder, falls Sie eine haben, Ihre USt-IdNr. bei „vatId“.',
    },
  ];
}

/** A label that promises a price advantage; "Bestseller" or "Anti-Aging empfohlen" do not. */
export const OFFER_LABEL =
  /angebot|aktion|rabatt|sale|reduziert|spar|gratis|kostenlos|geschenkt|neukund|%|deal|special|sonderpreis/i;

/**
 * § 5 UWG: "Sonderangebot" or "Kennenlernangebot" on ordinary list prices misleads. Every offer
 * label without a condition or end date is listed for the owner to confirm, and one whose end
 * date has passed is listed as expired.
 */
function offerLabelFindings(file: LoadedFile, home: Content['home'], today: string): Finding[] {
  const findings: Finding[] = [];
  home.services.cards.forEach((card, index) => {
    if (!card.label) return;
    const path = ['services', 'cards', index];
    const where = (key: string) => problemAt(file.file, file.parsed, [...path, key], '').line;
    if (card.labelUntil && card.labelUntil < today) {
      findings.push({
        file: file.file,
        line: where('labelUntil'),
        field: `Etikett „${card.label}“ bei „${card.title}“`,
        message: `das Angebot ist seit dem ${germanDate(card.labelUntil)} abgelaufen – löschen Sie das Etikett mit „labelCondition“ und „labelUntil“ oder tragen Sie ein neues Enddatum ein.`,
      });
    } else if (OFFER_LABEL.test(card.label) && !card.labelCondition && !card.labelUntil) {
      findings.push({
        file: file.file,
        line: where('label'),
        field: `Etikett „${card.label}“ bei „${card.title}“`,
        message:
          'verspricht einen Preisvorteil; auf normalen Listenpreisen ist das irreführend (§ 5 UWG). Bestätigen Sie das Angebot: ' +
          'Nennen Sie bei „labelCondition“, worin es besteht und für wen es gilt (z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“), ' +
          'oder bei „labelUntil“, bis wann es gilt – oder löschen Sie das Etikett.',
      });
    }
  });
  return findings;
}

/** A host outside the EU: the privacy statement names the transfer basis; the owner confirms the processing agreement. */
function hostingFindings(file: LoadedFile, legal: Content['legal']): Finding[] {
  const {hosting} = legal;
  if (!hosting.outsideEu || hosting.dpaDate) return [];
  return [
    {
      file: file.file,
      line: problemAt(file.file, file.parsed, ['hosting', 'dpaDate'], '').line,
      field: fieldName(file.file, file.parsed, ['hosting', 'dpaDate']),
      message:
        `${hosting.provider} sitzt außerhalb der EU. Schließen Sie mit dem Anbieter einen Vertrag über die Auftragsverarbeitung ` +
        '(Art. 28 DSGVO; bei Netlify das „Data Processing Agreement“) und tragen Sie bei „dpaDate“ den Tag ein, z. B. „2025-11-03“.',
    },
  ];
}

/** blog/: the posts (front matter and text) and the author and tag files, as the blog plugin reads them. */
function blogFiles(siteDir: string): string[] {
  const root = join(siteDir, 'blog');
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name) && entry.name !== 'README.md') found.push(path);
    }
  };
  walk(root);
  return [
    ...['authors.yml', 'tags.yml'].map((name) => join(root, name)).filter(existsSync),
    ...found,
  ];
}

function scanBlogFile(siteDir: string, path: string, list: readonly Matcher[]): Finding[] {
  const file = relative(siteDir, path).split(sep).join('/');
  const source = readFileSync(path, 'utf8');
  if (path.endsWith('.yml')) {
    const {parsed} = parseYaml(file, source);
    return scanYaml(file, source, parsed, list);
  }
  const findings: Finding[] = [];
  const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(source);
  if (frontMatter) {
    const {parsed} = parseYaml(file, frontMatter[1] ?? '');
    findings.push(
      ...scanYaml(file, frontMatter[1] ?? '', parsed, list, {
        lineOffset: 1,
        field: (keys) => `Kopf des Beitrags, „${keys.map(String).join(' › ')}“`,
      }),
    );
  }
  const bodyStart = frontMatter
    ? frontMatter[0].split('\n').length - (frontMatter[0].endsWith('\n') ? 1 : 0)
    : 0;
  source
    .split('\n')
    .slice(bodyStart)
    .forEach((text, index) => {
      const matches = findSamples(text, list);
      if (matches.length > 0)
        findings.push({
          file,
          line: bodyStart + index + 1,
          field: 'Text des Beitrags',
          message: samplesMessage(matches),
        });
    });
  return findings;
}

function mediaMessage(publicPath: string): {field: string; message: string} {
  const own = 'mit demselben Namen';
  if (publicPath.endsWith('.mp4'))
    return {
      field: 'Video',
      message: `Platzhaltervideo – ersetzen Sie es durch Ihr eigenes Video (MP4) ${own}.`,
    };
  if (POSTER_PATTERN.test(publicPath)) {
    return {
      field: 'Vorschaubild eines Videos',
      message: `Platzhalterbild – ersetzen Sie es durch ein Standbild aus Ihrem Video ${own}.`,
    };
  }
  if (/favicon\.(svg|ico)$/.test(publicPath)) {
    return {
      field: 'Symbol im Browser-Tab (Favicon)',
      message: `Beispielsymbol – ersetzen Sie es durch Ihr eigenes Symbol ${own}.`,
    };
  }
  if (/social-card\.(jpe?g|png)$/.test(publicPath)) {
    return {
      field: 'Vorschaubild für geteilte Links',
      message: `Platzhalterbild – ersetzen Sie es durch Ihr eigenes Bild (1200 × 630 Pixel) ${own}.`,
    };
  }
  return {
    field: 'Bild',
    message: `Platzhalterbild – ersetzen Sie es durch Ihr eigenes Foto ${own}.`,
  };
}

/** Every file in static/ that is byte for byte a generated placeholder (wherever it lies now). */
function placeholderMedia(
  siteDir: string,
  placeholders: Readonly<Record<string, string>>,
): Finding[] {
  const known = new Set(Object.values(placeholders));
  const findings: Finding[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && known.has(sha256(readFileSync(path)))) {
        const file = relative(siteDir, path).split(sep).join('/');
        findings.push({file, ...mediaMessage(file.replace(/^static/, ''))});
      }
    }
  };
  walk(join(siteDir, 'static'));
  return findings;
}

/** Everything that still has to change before the site in `siteDir` may be published; empty when it is ready. */
export function launchFindings(siteDir: string, options: LaunchOptions = {}): Finding[] {
  const samples = options.samples ?? defaultSamples();
  const placeholders = options.placeholders ?? defaultPlaceholders();
  const {content, files, problems} = readContent({siteDir});
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const findings: Finding[] = [];

  // Content that is not valid cannot be published either: the build would stop with the same report.
  for (const problem of problems) {
    findings.push({
      file: problem.file,
      line: problem.line,
      field: describeField(problem.field, problem.entry),
      message: `Fehler: ${problem.message}`,
    });
  }

  const owner = files.studio?.parsed.doc.get('ownerName');
  const list = matchers(samples, typeof owner === 'string' ? owner : undefined);
  for (const name of CONTENT_NAMES) {
    const file = files[name];
    if (!file) continue;
    const source = readFileSync(file.path, 'utf8');
    let skip: Path[] = [];
    if (name === 'reviews') {
      const reviews = sampleReviews(file, new Set(samples.reviewTexts));
      findings.push(...reviews.findings);
      skip = reviews.skip;
    }
    if (name === 'legal') {
      findings.push(...businessIdFinding(file));
      if (content.legal) findings.push(...hostingFindings(file, content.legal));
    }
    if (name === 'home' && content.home)
      findings.push(...offerLabelFindings(file, content.home, today));
    findings.push(...scanYaml(file.file, source, file.parsed, list, {skip}));
  }
  for (const path of blogFiles(siteDir)) findings.push(...scanBlogFile(siteDir, path, list));
  findings.push(...placeholderMedia(siteDir, placeholders));

  // Grouped by file (in the order found), each file's findings by line.
  const order = [...new Set(findings.map(({file}) => file))];
  return findings
    .map((finding, index) => ({finding, index}))
    .sort(
      (a, b) =>
        order.indexOf(a.finding.file) - order.indexOf(b.finding.file) ||
        (a.finding.line ?? 0) - (b.finding.line ?? 0) ||
        a.index - b.index,
    )
    .map(({finding}) => finding);
}

/** The report for the owner: German, grouped by file, media in one list, the count at the end. */
export function launchReport(findings: readonly Finding[]): string {
  if (findings.length === 0) {
    return 'Die Website ist bereit zur Veröffentlichung: keine Beispielwerte, keine Beispielbewertungen und keine Platzhalterbilder mehr gefunden.\n';
  }
  const out: string[] = [
    'Die Website enthält noch Beispielwerte oder Platzhalter. Bitte ändern Sie diese Stellen:',
    '',
  ];
  const content = findings.filter(({file}) => !file.startsWith('static/'));
  const media = findings.filter(({file}) => file.startsWith('static/'));
  for (const file of new Set(content.map((finding) => finding.file))) {
    out.push(file);
    for (const {line, field, message} of content.filter((finding) => finding.file === file)) {
      out.push(`  - ${line !== undefined ? `Zeile ${line}, ` : ''}${field}: ${message}`);
    }
    out.push('');
  }
  if (media.length > 0) {
    out.push(
      'Bilder und Videos (Ordner static/): Legen Sie Ihre eigene Datei unter genau demselben Namen ab.',
    );
    for (const {file, message} of media) out.push(`  - ${file}: ${message}`);
    out.push('');
  }
  out.push(
    findings.length === 1
      ? '1 Stelle muss vor der Veröffentlichung noch geändert werden.'
      : `${findings.length} Stellen müssen vor der Veröffentlichung noch geändert werden.`,
  );
  return `${out.join('\n')}\n`;
}

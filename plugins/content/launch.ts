/**
 * The launch gate (`npm run launch-check`, first step of `build:release`): every content error and
 * every place still not the owner's – a sample value or review (./samples.json), a missing business
 * ID, an offer label without its condition or expired, a non-EU host without processing agreement, a
 * placeholder image or video (hash in scripts/placeholders.json) – by file, line and field.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {isMap, isScalar, isSeq, type Node, type Scalar} from 'yaml';
import * as z from 'zod';
import {CODE_LETTERS} from '../../src/data/schema';
import {germanDate} from '../../src/lib/date';
import {siteFiles} from '../responsive-images/files';
import {CLEAN_COMMAND, describePrivate, type PrivateFinding} from '../responsive-images/privacy';
import {POSTER_PATTERN} from '../../src/lib/images';
import {readContent} from './load';
import {lineAt, problemAt, type LoadedFile, type Path, type Problem} from './problems';
import samples from './samples.json';

/** A claim of the sample texts she has not confirmed: its question and the code that confirms it. */
export interface OpenClaim {
  readonly id: string;
  readonly statement: string;
  readonly question: string;
  readonly code: string;
  readonly hint?: string;
}

/**
 * One place to change, e.g. file "src/data/studio.yml", field "E-Mail-Adresse („email“)"; or one
 * place of a claim to confirm (`claim`).
 */
export type Finding = Omit<Problem, 'field' | 'entry' | 'value'> & {
  readonly field: string;
  readonly claim?: OpenClaim;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under dir, sorted. */
const filesUnder = (dir: string) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** A review's hash as samples.json records it: NFC, every run of white space one space, trimmed. */
export const reviewHash = (text: string) =>
  sha256(text.normalize('NFC').replace(/\s+/g, ' ').trim());

/** Public path → SHA-256 of every placeholder, as `docusaurus media-placeholders` records them. */
export const defaultPlaceholders = (): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../scripts/placeholders.json'), 'utf8')).files;

/** The sample values (plugins/admin: is the site's address still the sample one?). */
export const defaultSamples = () => ({texts: Object.keys(samples.texts).map((value) => ({value}))});

/** A label that promises a price advantage; "Bestseller" or "Für reife Haut" do not. */
export const OFFER_LABEL =
  /angebot|aktion|rabatt|sale|reduziert|spar|gratis|kostenlos|geschenkt|neukund|%|deal|special|sonderpreis/i;

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
  alternatives.push([
    `(?<!\\d)(?:\\+\\s*49|0049|0)${GAP}(?:\\(0\\)${GAP})?${digits}(?!\\d)`,
    phoneWhat,
  ]);
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
        what: alternatives[match.slice(1).findIndex(Boolean)]![1],
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

type JsonNode = {title?: string; samples?: boolean} & {[key: string]: JsonNode | undefined};
const jsonSchemas = new Map<z.ZodType, JsonNode>();

/** The field's German label (`.meta({title})` in src/data/schema/), and whether samples count there. */
function fieldMeta({schema}: LoadedFile, path: Path): {title?: string; samples: boolean} {
  if (!jsonSchemas.has(schema))
    jsonSchemas.set(schema, z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as never);
  let node = jsonSchemas.get(schema);
  let samples = true;
  for (const key of path) {
    const {items, properties, additionalProperties} = node ?? {};
    node = typeof key === 'number' ? items : (properties?.[key as string] ?? additionalProperties);
    samples &&= node?.samples !== false;
  }
  return {title: node?.title, samples};
}

/** "„text“ bei „Sabine K.“"; "1. Eintrag in „paragraphs“ bei „Willkommen“" is quoted already. */
const describe = ({field, entry}: Problem) =>
  `${field === undefined ? 'ganze Datei' : field.includes('„') ? field : `„${field}“`}${entry ? ` bei „${entry}“` : ''}`;

/** "E-Mail-Adresse („email“)" from the schema's label, else as the content errors name it. */
function fieldName(file: LoadedFile, path: Path): string {
  const {title} = fieldMeta(file, path);
  return title && typeof path.at(-1) !== 'number'
    ? `${title} („${path.map(String).join(' › ')}“)`
    : describe(problemAt(file, path, ''));
}

/** Every text of a YAML document, with its path. */
function leaves(node: unknown, path: PropertyKey[] = []): {path: PropertyKey[]; node: Node}[] {
  if (isMap(node))
    return node.items.flatMap((pair) => leaves(pair.value, [...path, String(pair.key)]));
  if (isSeq(node)) return node.items.flatMap((item, index) => leaves(item, [...path, index]));
  return isScalar(node) ? [{path, node}] : [];
}

/** What a placeholder in static/ is (field, kind) and what replaces it. */
const MEDIA: readonly [RegExp, string, string, string][] = [
  [/\.mp4$/, 'Video', 'Platzhaltervideo', 'Ihr eigenes Video (MP4)'],
  [POSTER_PATTERN, 'Vorschaubild eines Videos', 'Platzhalterbild', 'ein Standbild aus Ihrem Video'],
  [/favicon\.\w+$/, 'Symbol im Browser-Tab (Favicon)', 'Beispielsymbol', 'Ihr eigenes Symbol'],
  [
    /social-card\.(jpe?g|png)$/,
    'Vorschaubild für geteilte Links',
    'Platzhalterbild',
    'Ihr eigenes Bild (1200 × 630 Pixel)',
  ],
  [/$/, 'Bild', 'Platzhalterbild', 'Ihr eigenes Foto'],
];

/** A claim of the sample texts (samples.json › claims). */
interface Claim {
  readonly statement: string;
  readonly patterns: readonly string[];
  /** Only in fields of this name. */
  readonly field?: string;
  /** The whole article is the claim (a sample article). */
  readonly article?: boolean;
  /** A file of the site outside her content (the privacy statement's wording). */
  readonly file?: string;
  /** One question per entry (per social network), `{entry}` in statement and hint its name. */
  readonly each?: boolean;
  /** The whole question, when it is her helper's rather than „Stimmt das für Ihr Studio …“. */
  readonly question?: string;
  readonly hint?: string;
}
const CLAIMS = samples.claims as Readonly<Record<string, Claim>>;

/** Text as compared: NFC, every run of white space one space, trimmed. */
const normalized = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A space in a pattern matches any run of white space; " ?" and " *" any or none. */
const claimPattern = (pattern: string) =>
  new RegExp(pattern.replace(/ ([?*])/g, '\\s*').replace(/ /g, '\\s+'), 'iu');

/**
 * The code that confirms a claim where it stands now: eight letters (src/data/schema.ts,
 * CODE_LETTERS) from the claim and the texts it stands in, so a changed text is asked again.
 */
function claimCode(id: string, texts: readonly string[]): string {
  const hash = sha256([id, ...texts.map(normalized)].join('\0'));
  return [...hash.slice(0, 8)].map((digit) => CODE_LETTERS[parseInt(digit, 16)]).join('');
}

/** Where a claim stands: a text of her files (or the site's), with the place to name. */
interface ClaimText {
  readonly file: string;
  readonly line?: number;
  readonly field: string;
  readonly name?: string;
  readonly entry?: string;
  readonly text: string;
}

/**
 * Every claim of the sample texts still in the site, with the places it stands in. A text she
 * wrote herself is hers: only the sample's wording (the patterns) is asked about. Customers'
 * reviews and the confirmations themselves are not her claims.
 */
function claimsInSite(
  siteDir: string,
  files: readonly LoadedFile[],
  isReview: (file: LoadedFile, path: Path) => boolean,
): {id: string; key: string; claim: Claim; places: ClaimText[]}[] {
  const texts: ClaimText[] = [];
  for (const file of files) {
    for (const {path, node} of leaves(file.doc.contents)) {
      if (isReview(file, path)) continue;
      const text = String((node as Scalar).value);
      const where = problemAt(file, path, '');
      texts.push({
        file: file.file,
        line: where.line,
        // In a list: „touchUp“ bei „Microblading“, as the content errors name it.
        field: path.some((key) => typeof key === 'number')
          ? describe(where)
          : fieldName(file, path),
        name: String(path.at(-1)),
        entry: where.entry,
        text,
      });
    }
    if (file.bodyStart !== undefined) {
      const body = file.source.slice(file.bodyStart);
      texts.push({
        file: file.file,
        line: lineAt(file.source, file.bodyStart),
        field: 'Text des Beitrags',
        text: body,
      });
    }
  }
  const articles = files.filter(({bodyStart}) => bodyStart !== undefined);
  return Object.entries(CLAIMS).flatMap(([id, claim]) => {
    const patterns = claim.patterns.map(claimPattern);
    const found = (text: string) => patterns.some((pattern) => pattern.test(normalized(text)));
    let places: ClaimText[];
    if (claim.article)
      places = articles
        .filter(({source}) => found(source))
        .map(({file, source}) => ({file, line: 1, field: 'der ganze Beitrag', text: source}));
    else if (claim.file) {
      const path = join(siteDir, claim.file);
      const source = existsSync(path) ? readFileSync(path, 'utf8') : '';
      const match = patterns.map((pattern) => pattern.exec(source)).find(Boolean);
      const field = 'Datenschutzerklärung (diesen Satz ändert nur Ihre technische Hilfe)';
      places = match
        ? [{file: claim.file, line: lineAt(source, match.index), field, text: match[0]}]
        : [];
    } else
      places = texts.filter(
        ({name, text}) => (claim.field === undefined || name === claim.field) && found(text),
      );
    if (claim.each)
      return places.map((place) => {
        const named = (text = '') => text.replaceAll('{entry}', place.entry ?? '');
        const one = {...claim, statement: named(claim.statement), hint: named(claim.hint)};
        return {id, key: `${id}:${place.entry}`, claim: one, places: [place]};
      });
    return places.length > 0 ? [{id, key: id, claim, places}] : [];
  });
}

/** Everything that still has to change before the site in `siteDir` may be published; empty when it is ready. */
export function launchFindings(
  siteDir: string,
  {placeholders = defaultPlaceholders(), today = new Date().toISOString().slice(0, 10)} = {},
): Finding[] {
  const {content, files, blog, problems} = readContent({siteDir});
  const {reviews: {reviews = []} = {}, legal, home} = content;
  // Content that is not valid cannot be published either: the build would stop with the same report.
  const findings: Finding[] = problems.map((problem) => ({
    file: problem.file,
    line: problem.line,
    field: describe(problem),
    message: `Fehler: ${problem.message}`,
  }));
  const at = (file: LoadedFile, path: Path, message: string, field = fieldName(file, path)) =>
    findings.push({file: file.file, line: problemAt(file, path, '').line, field, message});

  // Sample reviews: one finding each when a few are left, else one summary she can act on.
  const invented = reviews.flatMap(({text}, i) =>
    samples.reviews.includes(reviewHash(text)) ? [i] : [],
  );
  const why = 'erfundene Bewertungen zu veröffentlichen ist verboten (UWG)';
  const lines = invented.map((i) => problemAt(files.reviews!, ['reviews', i], '').line);
  const all = invented.length === reviews.length;
  const where = all
    ? `von Zeile ${lines[0]} bis zum Ende der Liste`
    : `in den Zeilen ${lines.slice(0, 8).join(', ')}${lines.length > 8 ? ` … ${lines.at(-1)}` : ''}`;
  if (invented.length > 5)
    at(
      files.reviews!,
      ['reviews', invented[0]!],
      `${all ? `alle ${lines.length}` : `${lines.length} von ${reviews.length}`} Bewertungen sind Beispieltexte, keine echten Kundenstimmen (${where}). Löschen Sie sie und tragen Sie Ihre echten Bewertungen von Treatwell ein – ${why}.`,
      fieldName(files.reviews!, ['reviews']),
    );
  else
    for (const i of invented)
      at(
        files.reviews!,
        ['reviews', i],
        `ist ein Beispieltext, keine echte Kundenstimme – löschen Sie den ganzen Eintrag (${why}).`,
        `Bewertung von „${reviews[i]!.name}“`,
      );

  // § 5 (1) no. 6 DDG: the imprint needs the VAT ID or the business ID.
  if (legal && !legal.vatId && !legal.businessId)
    at(
      files.legal!,
      ['businessId'],
      'ist leer, und eine Umsatzsteuer-Identifikationsnummer („vatId“) gibt es auch nicht: dem Impressum fehlt dann die Angabe nach § 5 Abs. 1 Nr. 6 DDG. Tragen Sie Ihre Wirtschafts-Identifikationsnummer ein (z. B. „DE123456789-00001“; das Bundeszentralamt für Steuern teilt sie Ihnen mit) oder, falls Sie eine haben, Ihre USt-IdNr. bei „vatId“. Hat das Bundeszentralamt Ihnen noch keine mitgeteilt, schreiben Sie „noch keine zugeteilt“.',
    );
  // A host outside the EU: she confirms the processing agreement (Art. 28 GDPR).
  if (legal?.hosting.outsideEu && !legal.hosting.dpaDate)
    at(
      files.legal!,
      ['hosting', 'dpaDate'],
      `${legal.hosting.provider} sitzt außerhalb der EU. Schließen Sie mit dem Anbieter einen Vertrag über die Auftragsverarbeitung (Art. 28 DSGVO; bei Netlify das „Data Processing Agreement“) und tragen Sie bei „dpaDate“ den Tag ein, z. B. „2025-11-03“.`,
    );
  // § 5 UWG: an offer label on ordinary list prices misleads; she confirms each, an expired one goes.
  home?.services.cards.forEach(({label, labelCondition, labelUntil, title}, i) => {
    const path = ['services', 'cards', i];
    const field = `Etikett „${label}“ bei „${title}“`;
    if (label && labelUntil && labelUntil < today)
      at(
        files.home!,
        [...path, 'labelUntil'],
        `das Angebot ist seit dem ${germanDate(labelUntil)} abgelaufen – löschen Sie das Etikett mit „labelCondition“ und „labelUntil“ oder tragen Sie ein neues Enddatum ein.`,
        field,
      );
    else if (label && OFFER_LABEL.test(label) && !labelCondition)
      at(
        files.home!,
        [...path, 'label'],
        `verspricht einen Preisvorteil; auf normalen Listenpreisen ist das irreführend (§ 5 UWG). Nennen Sie bei „labelCondition“, worin das Angebot besteht und für wen es gilt (z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“)${labelUntil ? ' – ein Enddatum allein genügt nicht' : ''}, oder löschen Sie das Etikett.`,
        field,
      );
  });

  // Sample values in every text of src/data and blog/ (but the sample reviews), searched as
  // written, so that a sample in a text of several lines is reported on its own line.
  const find = sampleFinder(content.studio?.ownerName);
  const yamlFiles = [...Object.values(files), blog.authors, blog.tags, ...blog.posts];
  for (const file of yamlFiles.filter((loaded) => loaded !== undefined)) {
    const texts: [start: number, end: number, field: () => string][] = leaves(file.doc.contents)
      .filter(({path}) => !(file === files.reviews && invented.includes(path[1] as number)))
      .filter(({path}) => fieldMeta(file, path).samples)
      .map(({path, node: {range}}) => [range![0], range![1], () => fieldName(file, path)]);
    // An article's text, line by line.
    const body = file.bodyStart ?? file.source.length;
    for (const {index, 0: text} of file.source.slice(body).matchAll(/.+/g))
      texts.push([body + index, body + index + text.length, () => 'Text des Beitrags']);
    for (const [start, end, field] of texts) {
      const matches = find(file.source.slice(start, end));
      const line = lineAt(file.source, start + (matches[0]?.index ?? 0));
      if (matches.length > 0)
        findings.push({file: file.file, line, field: field(), message: samplesMessage(matches)});
    }
  }

  // The sample texts' claims she has not confirmed (samples.json › claims, src/data/confirmations.yml).
  const confirmed = new Set(content.confirmations?.confirmed.map(({code}) => code.toLowerCase()));
  const claimFiles = yamlFiles
    .filter((file) => file !== undefined)
    .filter((file) => file !== files.confirmations);
  const isReview = (file: LoadedFile, path: Path) =>
    file === files.reviews && path[0] === 'reviews';
  for (const {id, key, claim, places} of claimsInSite(siteDir, claimFiles, isReview)) {
    const code = claimCode(
      key,
      places.map(({text}) => text),
    );
    if (confirmed.has(code)) continue;
    const {statement, hint} = claim;
    const question = claim.question ?? `Stimmt das für Ihr Studio: „${statement}“?`;
    const open = {id, statement, question, code, hint};
    for (const {file, line, field} of places)
      findings.push({file, line, field, message: question, claim: open});
  }

  // Every file in static/ that is byte for byte a generated placeholder, under any name.
  const staticDir = join(siteDir, 'static');
  const hashes = new Set(Object.values(placeholders));
  const staticFiles = existsSync(staticDir) ? filesUnder(staticDir) : [];
  for (const path of staticFiles.filter((file) => hashes.has(sha256(readFileSync(file))))) {
    const name = relative(staticDir, path).split(sep).join('/');
    const [, field, what, by] = MEDIA.find(([pattern]) => pattern.test(name))!;
    const message = `${what} – ersetzen Sie es durch ${by} mit demselben Namen.`;
    findings.push({file: `static/${name}`, field, message});
  }
  // Every file in static/ or blog/ the build refuses to publish (the list of responsive-images).
  for (const {label, problem} of siteFiles(staticDir, join(siteDir, 'blog')))
    if (problem) findings.push({file: label, field: 'Datei', message: `Fehler: ${problem}`});

  // Grouped by file (content files in the order read, then static/), each file's findings by line.
  const order = [...new Set([...problems, ...yamlFiles].map((file) => file?.file))];
  const rank = (file: string) => (order.includes(file) ? order.indexOf(file) : order.length);
  return findings.sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/**
 * Her originals that still carry where they were taken or a serial number: a note, not a finding.
 * The build publishes them without (plugins/responsive-images), and the editor commits uploads as
 * they are, so blocking the release would stop her publishing from the browser without making
 * anything public safer; the note names them and the command that cleans them.
 */
function privateMediaNote(media: readonly PrivateFinding[]): string {
  if (media.length === 0) return '';
  return [
    '',
    `Hinweis: Aufnahmeort oder Seriennummer in Ihren Originalen (hält die Veröffentlichung nicht auf)`,
    'Die Website veröffentlicht diese Fotos und Videos ohne solche Angaben; in den Dateien in Ihrem Repository stehen sie aber noch. Entfernen Sie sie dort mit dem Befehl',
    '',
    `  ${CLEAN_COMMAND}`,
    '',
    ...media.map(({label, found}) => `  - ${label}: enthält ${describePrivate(found)}.`),
    '',
  ].join('\n');
}

/** How she confirms a claim, in the terminal, in a file or in the editor. */
export const HOW_TO_CONFIRM =
  'Diese Aussagen stammen aus den Beispieltexten, und nur Sie wissen, ob sie für Ihr Studio stimmen (eine Frage an Ihre technische Hilfe sagt das; die Antwort bekommen Sie von ihr). Stimmt eine, bestätigen Sie sie einmal: Tragen Sie ihre Kennung in src/data/confirmations.yml unter „confirmed“ ein (im Editor: „Bestätigungen“, „Bestätigung hinzufügen“), oder antworten Sie mit „j“, wenn npm run launch-check Sie im Terminal fragt. Stimmt sie nicht, ändern Sie den Text; was Sie selbst schreiben, wird nicht abgefragt.';

/** The open claims of a list of findings, each once, with its places. */
export function openClaims(findings: readonly Finding[]): {claim: OpenClaim; places: Finding[]}[] {
  const codes = [...new Set(findings.flatMap(({claim}) => (claim ? [claim.code] : [])))];
  return codes.map((code) => {
    const places = findings.filter(({claim}) => claim?.code === code);
    return {claim: places[0]!.claim!, places};
  });
}

/** „src/data/home.yml, Zeile 8, Text („hero › text“)“ */
export const placeName = ({file, line, field}: Finding) =>
  `${file}${line !== undefined ? `, Zeile ${line}` : ''}, ${field}`;

/**
 * The report for the owner: German, grouped by file, media in one list, then the claims to
 * confirm with their places and codes, the count at the end.
 */
export function launchReport(
  findings: readonly Finding[],
  privateMedia: readonly PrivateFinding[] = [],
): string {
  const note = privateMediaNote(privateMedia);
  if (findings.length === 0)
    return `Die Website ist bereit zur Veröffentlichung: keine Beispielwerte, keine Beispielbewertungen, keine Platzhalterbilder und keine unbestätigten Aussagen aus den Beispieltexten mehr gefunden.\n${note}`;
  const changes = findings.filter(({claim}) => !claim);
  const claims = openClaims(findings);
  const out: string[] = [];
  if (changes.length > 0)
    out.push(
      'Die Website enthält noch Beispielwerte oder Platzhalter. Bitte ändern Sie diese Stellen:',
    );
  const media = changes.filter(
    ({file, field}) =>
      file.startsWith('static/') && MEDIA.some(([, placeholder]) => placeholder === field),
  );
  for (const file of new Set(changes.filter((f) => !media.includes(f)).map((f) => f.file))) {
    out.push('', file);
    for (const {line, field, message} of changes.filter((finding) => finding.file === file))
      out.push(`  - ${line !== undefined ? `Zeile ${line}, ` : ''}${field}: ${message}`);
  }
  if (media.length > 0)
    out.push(
      '',
      'Bilder und Videos (Ordner static/): Legen Sie Ihre eigene Datei unter genau demselben Namen ab.',
    );
  for (const {file, message} of media) out.push(`  - ${file}: ${message}`);
  if (claims.length > 0) out.push(...(out.length > 0 ? [''] : []), HOW_TO_CONFIRM);
  claims.forEach(({claim, places}, index) => {
    out.push('', `${index + 1}. ${claim.question} Kennung: ${claim.code}`);
    for (const place of places) out.push(`   - ${placeName(place)}`);
    if (claim.hint) out.push(`   Wenn nicht: ${claim.hint}`);
  });
  const changed = changes.length === 1 ? '1 Stelle muss' : `${changes.length} Stellen müssen`;
  const confirm = claims.length === 1 ? '1 Aussage' : `${claims.length} Aussagen`;
  const count =
    claims.length === 0
      ? `${changed} vor der Veröffentlichung noch geändert werden.`
      : changes.length === 0
        ? `${confirm} ${claims.length === 1 ? 'muss' : 'müssen'} vor der Veröffentlichung noch bestätigt werden.`
        : `${changed} vor der Veröffentlichung noch geändert und ${confirm} bestätigt werden.`;
  return `${out.join('\n')}\n\n${count}\n${note}`;
}

/**
 * The launch gate (`npm run launch-check`, first step of `build:release`): every content error and
 * every place still not hers, by file, line and field, and the German report of them.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {germanDate} from '../../src/lib/date';
import {POSTER_PATTERN, posterPath} from '../../src/lib/images';
import {decapConfig} from '../admin/config';
import {editorPlace} from '../admin/where';
import {sha256} from '../responsive-images/cache';
import {siteFiles} from '../responsive-images/files';
import {CLEAN_COMMAND, describePrivate, type PrivateFinding} from '../responsive-images/privacy';
import {readContent} from './load';
import {
  fieldLabel,
  problemAt,
  type Blog,
  type Finding,
  type LoadedFile,
  type OpenClaim,
  type Path,
} from './problems';
import {claimFindings, fieldName, reviewHash, sampleFindings} from './sampleTexts';
import samples from './samples.json';

/** Public path → SHA-256 of every placeholder, as `docusaurus media-placeholders` records them. */
const defaultPlaceholders = (): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../scripts/placeholders.json'), 'utf8')).files;

/** Whether the site's address is still a sample value (then the site has never been live). */
export const isSampleUrl = (url: string) =>
  Object.keys(samples.texts).some((value) => url.toLowerCase().includes(value.toLowerCase()));

/** A label that promises a price advantage; "Bestseller" or "Für reife Haut" do not. */
export const OFFER_LABEL =
  /angebot|aktion|rabatt|sale|reduziert|spar|gratis|kostenlos|geschenkt|neukund|%|deal|special|sonderpreis/i;

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

/**
 * How she replaces a placeholder in the editor: at the field that names it (in the editor's words,
 * from its generated config), or, where no field names it, by deleting it.
 */
function replacing(url = 'https://www.example.com', blog: Blog, yamlFiles: readonly LoadedFile[]) {
  const {collections} = decapConfig(blog, url, {});
  const edited = yamlFiles.map((file) => ({
    file: file.file,
    data: file.doc.toJS(),
    title: file.file.endsWith('.md') ? String(file.doc.get('title') ?? file.file) : undefined,
  }));
  return (label: string, by: string) => {
    const place = editorPlace(collections, edited, label.replace(/^static/, ''), posterPath);
    if (!place)
      return 'keine Seite zeigt es mehr. Löschen Sie die Datei im Editor: bei einem Bild oder Video desselben Ordners auf „Bild auswählen“ (oder „Foto auswählen“, „Video auswählen“) klicken, die Datei anklicken, „Ausgewähltes löschen“.';
    const {where, button} = place;
    if (button === 'Vorschaubild hochladen')
      return `ersetzen Sie es im Editor unter ${where}: mit „${button}“ ${by} (JPEG) hochladen; es bekommt den Namen, den die Website sucht.`;
    return `ersetzen Sie es im Editor unter ${where}: mit „${button}“ ${by} hochladen und „Ausgewähltes verwenden“. Das alte löschen Sie im selben Fenster („Ausgewähltes löschen“).`;
  };
}

/** Everything to change before the site in `siteDir` may be published; empty when it is ready. */
export function launchFindings(
  siteDir: string,
  {placeholders = defaultPlaceholders(), today = new Date().toISOString().slice(0, 10)} = {},
): Finding[] {
  const {content, files, blog, problems} = readContent({siteDir});
  const {reviews: {reviews = []} = {}, legal, home} = content;
  // Invalid content cannot be published either: the build would stop with the same report.
  const findings: Finding[] = problems.map((problem) => ({
    file: problem.file,
    line: problem.line,
    field: fieldLabel(problem),
    message: problem.message,
    error: true,
  }));
  const at = (file: LoadedFile, path: Path, message: string, field = fieldName(file, path)) =>
    findings.push({file: file.file, line: problemAt(file, path, '').line, field, message});

  // Sample reviews: one finding each when a few are left, else one summary she can act on.
  // A rating with stars only has no text to recognise: never a sample.
  const invented = reviews.flatMap(({text}, i) =>
    text && samples.reviews.includes(reviewHash(text)) ? [i] : [],
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
  // § 5 UWG: an offer label on list prices misleads; she confirms each, an expired one goes.
  home?.services.cards.forEach(({label, labelCondition, labelUntil, title}, i) => {
    const field = `Etikett „${label}“ bei „${title}“`;
    if (label && labelUntil && labelUntil < today)
      at(
        files.home!,
        ['services', 'cards', i, 'labelUntil'],
        `das Angebot ist seit dem ${germanDate(labelUntil)} abgelaufen – löschen Sie das Etikett mit „labelCondition“ und „labelUntil“ oder tragen Sie ein neues Enddatum ein.`,
        field,
      );
    else if (label && OFFER_LABEL.test(label) && !labelCondition)
      at(
        files.home!,
        ['services', 'cards', i, 'label'],
        `verspricht einen Preisvorteil; auf normalen Listenpreisen ist das irreführend (§ 5 UWG). Nennen Sie bei „labelCondition“, worin das Angebot besteht und für wen es gilt (z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“)${labelUntil ? ' – ein Enddatum allein genügt nicht' : ''}, oder löschen Sie das Etikett.`,
        field,
      );
  });

  // Sample values in every text of src/data and blog/ but the sample reviews; the claims in all
  // but the customers' reviews and the confirmations themselves.
  const yamlFiles = [...Object.values(files), blog.authors, blog.tags, ...blog.posts].filter(
    (file) => file !== undefined,
  );
  const inReviews = (file: LoadedFile, path: Path) =>
    file === files.reviews && path[0] === 'reviews';
  const ownerName = content.studio?.ownerName;
  findings.push(
    ...sampleFindings(
      yamlFiles,
      ownerName,
      (file, path) => inReviews(file, path) && invented.includes(path[1] as number),
    ),
  );
  const confirmed = new Set(content.confirmations?.confirmed.map(({code}) => code.toLowerCase()));
  const claimFiles = yamlFiles.filter((file) => file !== files.confirmations);
  findings.push(...claimFindings(siteDir, claimFiles, confirmed, inReviews));

  // Every file in static/ that is byte for byte a generated placeholder, under any name; every
  // file in static/ or blog/ the build refuses to publish (the list of responsive-images).
  const hashes = new Set(Object.values(placeholders));
  const replace = replacing(content.studio?.url, blog, yamlFiles);
  for (const {file, label, problem} of siteFiles(join(siteDir, 'static'), join(siteDir, 'blog')))
    if (problem) findings.push({file: label, field: 'Datei', message: problem, error: true});
    else if (label.startsWith('static/') && hashes.has(sha256(readFileSync(file)))) {
      const [, field, what, by] = MEDIA.find(([pattern]) => pattern.test(label))!;
      findings.push({file: label, field, message: `${what} – ${replace(label, by)}`});
    }

  // Grouped by file (content files in the order read, then static/), each file's findings by line.
  const order = [...new Set([...problems, ...yamlFiles].map((file) => file?.file))];
  const rank = (file: string) => (order.includes(file) ? order.indexOf(file) : order.length);
  return findings.sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
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
 * The report: by file, media in one list, the claims to confirm, the counts. Private details in her
 * originals are a note, not a finding: the build publishes the photos without them.
 */
export function launchReport(
  findings: readonly Finding[],
  privateMedia: readonly PrivateFinding[] = [],
): string {
  const originals = privateMedia.map(
    ({label, found}) => `  - ${label}: enthält ${describePrivate(found)}.`,
  );
  const note =
    originals.length === 0
      ? ''
      : `\nHinweis: Aufnahmeort oder Seriennummer in Ihren Originalen (hält die Veröffentlichung nicht auf)\nDie Website veröffentlicht diese Fotos und Videos ohne solche Angaben; in den Dateien in Ihrem Repository stehen sie aber noch. Entfernen Sie sie dort mit dem Befehl\n\n  ${CLEAN_COMMAND}\n\n${originals.join('\n')}\n`;
  if (findings.length === 0)
    return `Die Website ist bereit zur Veröffentlichung: keine Beispielwerte, keine Beispielbewertungen, keine Platzhalterbilder und keine unbestätigten Aussagen aus den Beispieltexten mehr gefunden.\n${note}`;
  const changes = findings.filter(({claim}) => !claim);
  const claims = openClaims(findings);
  const out: string[] = [];
  const byFile = (list: readonly Finding[]) => {
    for (const file of new Set(list.map((f) => f.file))) {
      out.push('', file);
      for (const {line, field, message} of list.filter((finding) => finding.file === file))
        out.push(`  - ${line !== undefined ? `Zeile ${line}, ` : ''}${field}: ${message}`);
    }
  };
  // Her mistakes first, under their own heading: the build refuses them too, they are no samples.
  const errors = changes.filter(({error}) => error);
  const left = changes.filter(({error}) => !error);
  if (errors.length > 0)
    out.push(
      'Ihre Angaben enthalten Fehler. So wird die Website nicht gebaut; bitte korrigieren Sie:',
    );
  byFile(errors);
  if (left.length > 0)
    out.push(
      ...(out.length > 0 ? [''] : []),
      'Die Website enthält noch Beispielwerte oder Platzhalter. Bitte ändern Sie diese Stellen:',
    );
  const media = left.filter(({file}) => file.startsWith('static/')); // the placeholders
  byFile(left.filter((f) => !media.includes(f)));
  if (media.length > 0)
    out.push(
      '',
      'Bilder und Videos (Ordner static/), jedes mit seiner Stelle im Editor (Anleitung: src/data/README.md, Abschnitt 4):',
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

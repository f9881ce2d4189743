/**
 * @jest-environment node
 *
 * The launch gate (plugins/content/launch.ts, `npm run launch-check`): it refuses the sample
 * content and the placeholder media, naming file, line and field, and lets a real owner's site
 * through (the fixture tests/fixtures/owner).
 *
 * Each site is a small folder with only what the check reads: a fixture's src/data and blog/,
 * the privacy statement (claims stand in it), and in static/ a generated placeholder for every
 * picture and video the fixture names (its own static/ over them). The sample content is the
 * frozen set tests/fixtures/samples, so her own content and media never change what these see.
 */
import {afterAll, beforeAll, describe, expect, jest, test} from '@jest/globals';
import {createHash} from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, sep} from 'node:path';
import {Readable, Writable} from 'node:stream';
import {parseDocument} from 'yaml';
import {launchCheck} from '@site/plugins/content';
import {
  HOW_TO_CONFIRM,
  OFFER_LABEL,
  launchFindings,
  launchReport,
  openClaims,
} from '@site/plugins/content/launch';
import {readContent} from '@site/plugins/content/load';
import {askAboutClaims} from '@site/plugins/content/confirm';
import type {Finding} from '@site/plugins/content/problems';
import {reviewHash} from '@site/plugins/content/sampleTexts';
import {layContent} from '../../fixtures/overlay.mjs';
import samples from '@site/plugins/content/samples.json';
import {posterPath} from '@site/src/lib/images';
import {composeTitle} from '@site/src/lib/pageTitle';

// Each check reads every file again: a few seconds on a busy machine.
jest.setTimeout(60_000);

const root = process.cwd();
const fixtureDir = join(root, 'tests', 'fixtures', 'owner');
const samplesDir = join(root, 'tests', 'fixtures', 'samples');
const PRIVACY = 'src/pages/datenschutz/_components/PrivacyDetails.tsx';

const read = (path: string) => readFileSync(path, 'utf8');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
/** A YAML file read with the failsafe schema: strings, lists and maps, looked into by the tests. */
type Yaml = string & {readonly [key: string]: Yaml} & ReadonlyArray<Yaml>;
const yamlOf = (path: string) => parseDocument(read(path), {schema: 'failsafe'}).toJS() as Yaml;
/** What must change (not the claims to confirm). */
const changes = (findings: readonly Finding[]) => findings.filter(({claim}) => !claim);
const inFile = (findings: readonly Finding[], file: string) =>
  findings.filter((finding) => finding.file === file);
const fieldsIn = (findings: readonly Finding[], file: string) =>
  inFile(findings, file).map(({field}) => field);
/** The text of line `line` (1-based) of a site file. */
const lineOf = (site: string, file: string, line: number | undefined) =>
  read(join(site, file)).split('\n')[(line ?? 0) - 1] ?? '';

interface FixtureSite {
  readonly dir: string;
  /** Public path → SHA-256 of the placeholder generated there. */
  readonly placeholders: Record<string, string>;
}
const sites: string[] = [];
afterAll(() => sites.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** The small site of a fixture folder (see above). */
function fixtureSite(fixture: string): FixtureSite {
  const dir = mkdtempSync(join(tmpdir(), 'launch-'));
  sites.push(dir);
  const placeholders: Record<string, string> = {};
  // Its content files hold what differs from src/data (tests/fixtures/overlay.mjs).
  const data = join(dir, 'src', 'data');
  const layData = () => layContent(join(fixture, 'src', 'data'), join(root, 'src', 'data'), data);
  mkdirSync(data, {recursive: true});
  layData();
  const texts = readdirSync(fixture, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$|^blog.*\.ya?ml$/.test(file))
    .map((file) => join(fixture, file))
    .concat(readdirSync(data).map((file) => join(data, file)));
  for (const text of texts)
    for (const [named] of read(text).matchAll(
      /\/(?:images|videos)\/[\w/.-]+?\.(?:jpe?g|png|svg|mp4)/g,
    ))
      for (const media of named.startsWith('/videos/') ? [named, posterPath(named)] : [named]) {
        mkdirSync(dirname(join(dir, 'static', media)), {recursive: true});
        writeFileSync(join(dir, 'static', media), `Platzhalter ${media}`);
        placeholders[media] = sha256(`Platzhalter ${media}`);
      }
  cpSync(fixture, dir, {recursive: true});
  layData();
  cpSync(join(root, PRIVACY), join(dir, PRIVACY));
  return {dir, placeholders};
}

/** `npm run launch-check` for a site folder, in this process: its output and exit status. */
async function launchCheckOf(site: string) {
  let stdout = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  try {
    await launchCheck(site, false);
  } finally {
    write.mockRestore();
  }
  const status = process.exitCode;
  process.exitCode = undefined;
  return {stdout, status};
}

/** Every file under the site's static/ with the bytes of a placeholder (under any name). */
function placeholdersIn(site: string, placeholders: Record<string, string>): string[] {
  const hashes = new Set(Object.values(placeholders));
  return readdirSync(join(site, 'static'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => hashes.has(sha256(readFileSync(file))))
    .map((file) => relative(site, file).split(sep).join('/'));
}

let sample: FixtureSite;
let sampleSite: string;
beforeAll(() => {
  sample = fixtureSite(samplesDir);
  sampleSite = sample.dir;
});

describe('the record of sample values', () => {
  test('knows every sample review of tests/fixtures/samples by its text', () => {
    const reviewHashes = samples.reviews;
    const reviews = yamlOf(join(samplesDir, 'src/data/reviews.yml')).reviews;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.filter(({text}) => !reviewHashes.includes(reviewHash(text)))).toEqual([]);
  });
});

describe('launch gate on the sample content', () => {
  let findings: Finding[];
  beforeAll(() => {
    findings = launchFindings(sampleSite, {placeholders: sample.placeholders});
  });

  test('names the sample owner, phone and e-mail address in studio.yml, each on its own line', () => {
    const studio = inFile(findings, 'src/data/studio.yml');
    for (const key of ['ownerName', 'phone', 'email', 'studioName', 'url']) {
      const finding = studio.find(({field}) => field.includes(`„${key}“`));
      expect(finding).toBeDefined();
      expect(lineOf(sampleSite, 'src/data/studio.yml', finding!.line)).toMatch(
        new RegExp(`^${key}:`),
      );
    }
    for (const key of ['facebook', 'instagram', 'treatwell']) {
      expect(fieldsIn(findings, 'src/data/studio.yml')).toContainEqual(
        expect.stringContaining(`social › ${key}`),
      );
    }
  });

  test('names the sample hosting provider and the missing business ID in legal.yml', () => {
    const legal = inFile(findings, 'src/data/legal.yml');
    const hosting = legal.find(({field}) => field.includes('hosting › provider'));
    expect(hosting?.message).toContain(
      yamlOf(join(sampleSite, 'src/data/legal.yml')).hosting.provider,
    );
    expect(lineOf(sampleSite, 'src/data/legal.yml', hosting?.line)).toMatch(/^\s+provider:/);
    expect(legal.find(({field}) => field.includes('businessId'))?.message).toContain(
      '§ 5 Abs. 1 Nr. 6 DDG',
    );
  });

  test('lists every offer label without its condition as something to change (§ 5 UWG)', () => {
    const cards = yamlOf(join(sampleSite, 'src/data/home.yml')).services.cards;
    const offers = cards.filter(
      (card) => card.label && OFFER_LABEL.test(card.label) && !card.labelCondition,
    );
    expect(offers.length).toBeGreaterThan(0);
    const labels = inFile(findings, 'src/data/home.yml').filter(({field}) =>
      field.startsWith('Etikett'),
    );
    expect(labels.map(({field}) => field)).toEqual(
      offers.map((card) => `Etikett „${card.label}“ bei „${card.title}“`),
    );
    for (const finding of labels) {
      expect(finding.message).toContain('§ 5 UWG');
      expect(lineOf(sampleSite, 'src/data/home.yml', finding.line)).toMatch(/^\s+label: /);
    }
    // „Bestseller“ and „Für reife Haut“ promise no price advantage.
    expect(OFFER_LABEL.test('Bestseller')).toBe(false);
    expect(OFFER_LABEL.test('Für reife Haut')).toBe(false);
  });

  test('recognises every sample review by its text and reports them together', () => {
    const reviews = yamlOf(join(sampleSite, 'src/data/reviews.yml')).reviews;
    const [summary, ...rest] = inFile(changes(findings), 'src/data/reviews.yml');
    expect(rest).toEqual([]);
    expect(summary?.message).toContain(`alle ${reviews.length} Bewertungen sind Beispieltexte`);
    expect(lineOf(sampleSite, 'src/data/reviews.yml', summary?.line)).toMatch(/^\s+- name:/);
  });

  test('names the sample author of the blog', () => {
    expect(fieldsIn(findings, 'blog/authors.yml')).toContainEqual(expect.stringContaining('name'));
  });

  test('lists every placeholder image and video still in static/', () => {
    const media = findings.filter(({file}) => file.startsWith('static/'));
    expect(media.map(({file}) => file).sort()).toEqual(
      placeholdersIn(sampleSite, sample.placeholders).sort(),
    );
    expect(media.length).toBeGreaterThan(0);
  });

  test('says for every placeholder where in the editor it is replaced, in the editor’s words', () => {
    const media = Object.fromEntries(
      findings
        .filter(({file}) => file.startsWith('static/'))
        .map(({file, message}) => [file, message]),
    );
    const where = (file: string) =>
      /im Editor unter (.+?): mit „([^“]+)“/.exec(media[file] ?? '')?.slice(1);
    const gallery = findings.find(
      ({file}) => file.startsWith('static/images/galerie/') && !file.includes('poster'),
    );
    expect(where(gallery!.file)).toEqual([
      expect.stringMatching(
        /^„Galerie“ › „Gruppen“ › „[^“]+“ › „Bilder und Videos“ › „\/images\/galerie\/[a-z0-9-]+\.jpg“ › „Bild oder Video“$/,
      ),
      'Foto auswählen',
    ]);
    const video = Object.keys(media).find((file) => file.endsWith('.mp4'))!;
    expect(where(video)?.[1]).toBe('Video auswählen');
    expect(
      where(video.replace('static/videos/', 'static/images/').replace('.mp4', '-poster.jpg')),
    ).toEqual([where(video)?.[0], 'Vorschaubild hochladen']);
    expect(where('static/images/favicon.svg')).toEqual([
      '„Studio und Kontakt“ › „Symbol im Browser-Tab (Favicon)“',
      'Anderes Bild auswählen',
    ]);
    const article = Object.keys(media).find((file) => file.startsWith('static/images/blog/'));
    if (article) expect(where(article)?.[0]).toMatch(/^„Blog“ › „[^“]+“ › „Beitragsbild“$/);
    // Every one of them: no placeholder without its place.
    expect(Object.values(media).filter((message) => !message.includes('im Editor'))).toEqual([]);
  });

  test('the report groups by file, then the claims to confirm, and ends with both counts', () => {
    const report = launchReport(findings);
    expect(report).toContain('\nsrc/data/studio.yml\n');
    expect(report).toContain(`\n${HOW_TO_CONFIRM}\n`);
    expect(report.indexOf(HOW_TO_CONFIRM)).toBeGreaterThan(report.indexOf('src/data/studio.yml'));
    expect(report.trimEnd().split('\n').at(-1)).toBe(
      `${changes(findings).length} Stellen müssen vor der Veröffentlichung noch geändert und ${openClaims(findings).length} Aussagen bestätigt werden.`,
    );
  });

  test('the command exits with 1 and prints the findings', async () => {
    const result = await launchCheckOf(sampleSite);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('src/data/studio.yml');
    expect(result.stdout).toContain(`${changes(launchFindings(sampleSite)).length} Stellen müssen`);
  });
});

describe('launch gate on a real owner’s site (tests/fixtures/owner)', () => {
  let owner: FixtureSite;
  let site: string;

  /** Runs `check` with one file of the site changed, then restores it. */
  function withChange(file: string, change: (text: string) => string, check: () => void) {
    const path = join(site, file);
    const original = read(path);
    const changed = change(original);
    expect(changed).not.toBe(original);
    writeFileSync(path, changed);
    try {
      check();
    } finally {
      writeFileSync(path, original);
    }
  }

  // Her own photos and videos: the bytes generated for each are no placeholder of the site's
  // record (scripts/placeholders.json); with the fixture's own record they still are.
  beforeAll(() => {
    owner = fixtureSite(fixtureDir);
    site = owner.dir;
  });

  test('the fixture is valid content', () => {
    expect(readContent({siteDir: site}).problems).toEqual([]);
  });

  test('the fixture is another owner: every sample value, price list and review differs', () => {
    const sample = (name: string) => yamlOf(join(sampleSite, 'src/data', name));
    const own = (name: string) => yamlOf(join(site, 'src/data', name));
    const [studio, sampleStudio] = [own('studio.yml'), sample('studio.yml')];
    for (const key of ['url', 'studioName', 'ownerName', 'phone', 'email'] as const)
      expect(studio[key]).not.toBe(sampleStudio[key]);
    expect(studio.address.street).not.toBe(sampleStudio.address.street);
    expect(studio.address.city).toBe('Berlin');
    for (const key of ['facebook', 'instagram', 'treatwell'])
      expect(studio.social[key]).not.toBe(sampleStudio.social[key]);
    expect(own('legal.yml').hosting.provider).not.toBe(sample('legal.yml').hosting.provider);
    expect(own('legal.yml').businessId).toMatch(/^DE\d{9}-\d{5}$/);

    const prices = (data: Yaml) =>
      new Map<string, string>(
        data.categories.flatMap((category) =>
          category.services.map(
            (service) => [`${category.title} › ${service.title}`, service.price] as const,
          ),
        ),
      );
    const [ownPrices, samplePrices] = [prices(own('prices.yml')), prices(sample('prices.yml'))];
    expect(
      [...ownPrices].filter(
        ([key, price]) => samplePrices.has(key) && samplePrices.get(key) !== price,
      ).length,
    ).toBeGreaterThanOrEqual(5);

    const reviews = own('reviews.yml').reviews;
    const sampleHashes = new Set(sample('reviews.yml').reviews.map(({text}) => reviewHash(text)));
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    expect(reviews.filter(({stars}) => stars === '1')).toHaveLength(1);
    expect(reviews.filter(({text}) => sampleHashes.has(reviewHash(text)))).toEqual([]);
  });

  test('the fixture’s blog posts name its author and tags, fit the title rules and have their image', () => {
    const {studio} = readContent({siteDir: site}).content;
    const authors = yamlOf(join(site, 'blog/authors.yml'));
    const tags = yamlOf(join(site, 'blog/tags.yml'));
    const posts = readdirSync(join(site, 'blog')).filter((name) =>
      /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(name),
    );
    expect(posts).toHaveLength(3);
    for (const name of posts) {
      const frontMatter = parseDocument(
        /^---\n([\s\S]*?)\n---/.exec(read(join(site, 'blog', name)))![1]!,
      ).toJS() as Yaml;
      const slug = name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.md$/, '');
      expect(Object.keys(authors)).toContain(frontMatter.authors);
      for (const tag of frontMatter.tags) expect(Object.keys(tags)).toContain(tag);
      expect(frontMatter.slug).toBe(`post/${slug}`);
      expect(frontMatter.image).toBe(`/images/blog/${slug}.jpg`);
      expect(existsSync(join(site, 'static', frontMatter.image))).toBe(true);
      expect(
        composeTitle(frontMatter.title_meta ?? frontMatter.title, studio).problem,
      ).toBeUndefined();
      expect(frontMatter.description.length).toBeGreaterThanOrEqual(50);
      expect(frontMatter.description.length).toBeLessThanOrEqual(150);
    }
  });

  test('with the placeholder media still in place, only they are reported', () => {
    const findings = launchFindings(site, {placeholders: owner.placeholders});
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.filter(({file}) => !file.startsWith('static/'))).toEqual([]);
    expect(findings.map(({file}) => file)).not.toContain(
      'static/images/blog/hautpflege-in-der-heizperiode.jpg',
    );
  });

  test('with the owner’s own media, the gate passes: no findings, exit 0, “bereit”', async () => {
    expect(launchFindings(site)).toEqual([]);
    expect(launchReport([])).toContain('bereit');
    const result = await launchCheckOf(site);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('bereit');
  });

  test('files the build refuses (other types, symbolic links) fail the gate by name, in German', () => {
    const planted = ['static/preise.pdf', 'blog/foto.jfif'];
    for (const file of planted) writeFileSync(join(site, file), 'x');
    symlinkSync('/etc/hostname', join(site, 'static/hostname.txt'));
    try {
      const findings = launchFindings(site);
      expect(findings.map(({file, field}) => `${file} ${field}`)).toEqual([
        'static/hostname.txt Datei',
        'static/preise.pdf Datei',
        'blog/foto.jfif Datei',
      ]);
      const report = launchReport(findings);
      expect(report).toContain(
        '\nstatic/preise.pdf\n  - Datei: PDF-Dateien veröffentlicht die Website nicht: ',
      );
      expect(report).toContain(
        '\nstatic/hostname.txt\n  - Datei: Das ist eine Verknüpfung (symbolischer Link) auf „/etc/hostname“, nicht die Datei selbst.',
      );
      expect(report).toContain(
        '\nblog/foto.jfif\n  - Datei: Das ist ein JPEG-Foto mit der Endung .jfif,',
      );
      // Not under the heading of the placeholders, whose advice (same name) would be wrong here.
      expect(report).not.toContain('Bilder und Videos (Ordner static/)');
      expect(report).toMatch(
        /\n3 Stellen müssen vor der Veröffentlichung noch geändert werden\.\n/,
      );
    } finally {
      for (const file of [...planted, 'static/hostname.txt'])
        rmSync(join(site, file), {force: true});
    }
  });

  test('a sample review is recognised by its text even under another name, with its own line', () => {
    const samples = yamlOf(join(sampleSite, 'src/data/reviews.yml')).reviews.filter(
      (_, index) => index < 2,
    );
    // Not after her list's „Stand“ (asOf), which the content check would report.
    const {asOf} = yamlOf(join(site, 'src/data/reviews.yml'));
    const entries = samples.map(
      ({service, stars, text, date}, index) =>
        `  - name: Neue Kundin ${index + 1}.\n    service: ${service}\n    stars: ${stars}\n    date: ${date > asOf ? asOf : date}\n    text: ${JSON.stringify(text)}\n`,
    );
    withChange(
      'src/data/reviews.yml',
      (text) => `${text.trimEnd()}\n${entries.join('')}`,
      () => {
        const reviews = inFile(launchFindings(site), 'src/data/reviews.yml');
        expect(reviews.map(({field}) => field)).toEqual([
          'Bewertung von „Neue Kundin 1.“',
          'Bewertung von „Neue Kundin 2.“',
        ]);
        reviews.forEach(({field, line}) =>
          expect(field).toContain(
            lineOf(site, 'src/data/reviews.yml', line).replace(/^\s+- name: /, ''),
          ),
        );
      },
    );
  });

  test('a rating with stars only is hers: no sample, no finding', () => {
    const {asOf} = yamlOf(join(site, 'src/data/reviews.yml'));
    withChange(
      'src/data/reviews.yml',
      (text) =>
        `${text.trimEnd()}\n  - name: Jana M.\n    service: Microblading\n    stars: 3\n    date: ${asOf}\n`,
      () => expect(launchFindings(site)).toEqual([]),
    );
  });

  test('an empty business ID without a VAT ID is reported; „noch keine zugeteilt“ passes', () => {
    withChange(
      'src/data/legal.yml',
      (text) => text.replace(/^businessId: .*$/m, 'businessId: ""'),
      () => {
        const [finding, ...rest] = launchFindings(site);
        expect(rest).toEqual([]);
        expect(finding?.file).toBe('src/data/legal.yml');
        expect(finding?.field).toContain('businessId');
        expect(lineOf(site, 'src/data/legal.yml', finding?.line)).toMatch(/^businessId:/);
        expect(finding?.message).toContain('schreiben Sie „noch keine zugeteilt“');
      },
    );
    withChange(
      'src/data/legal.yml',
      (text) => text.replace(/^businessId: .*$/m, 'businessId: noch keine zugeteilt'),
      () => expect(launchFindings(site)).toEqual([]),
    );
  });

  test('a host outside the EU without the date of the processing agreement is reported', () => {
    const outside = (text: string) =>
      text
        .replace('outsideEu: nein', 'outsideEu: ja')
        .replace('transferBasis: ""', 'transferBasis: EU-US Data Privacy Framework');
    withChange('src/data/legal.yml', outside, () => {
      const [finding, ...rest] = launchFindings(site);
      expect(rest).toEqual([]);
      expect(finding?.field).toBe('Vertrag über die Auftragsverarbeitung („hosting › dpaDate“)');
      expect(finding?.message).toContain('Art. 28 DSGVO');
      expect(lineOf(site, 'src/data/legal.yml', finding?.line)).toMatch(/^\s+dpaDate:/);
    });
    withChange(
      'src/data/legal.yml',
      (text) => outside(text).replace('dpaDate: ""', 'dpaDate: 2025-11-03'),
      () => expect(launchFindings(site)).toEqual([]),
    );
    // Without the transfer basis the build itself stops, and the gate says so.
    withChange(
      'src/data/legal.yml',
      (text) => text.replace('outsideEu: nein', 'outsideEu: ja'),
      () =>
        expect(launchFindings(site).map(({message}) => message)).toContainEqual(
          expect.stringContaining('„transferBasis“'),
        ),
    );
  });

  test('an offer label: listed without condition (an end date alone is not enough), passes with one, listed again once expired', () => {
    const cards = yamlOf(join(site, 'src/data/home.yml')).services.cards;
    const card = cards.find((entry) => entry.labelCondition && !entry.labelUntil)!;
    const dated = cards.find((entry) => entry.labelCondition && entry.labelUntil)!;
    const strip = (text: string) =>
      [card, dated].reduce(
        (result, {labelCondition}) =>
          result.replace(`      labelCondition: ${labelCondition}\n`, ''),
        text,
      );
    withChange('src/data/home.yml', strip, () => {
      const findings = launchFindings(site);
      expect(findings.map(({field}) => field)).toEqual(
        [card, dated].map(({label, title}) => `Etikett „${label}“ bei „${title}“`),
      );
      expect(findings[0]!.message).not.toContain('Enddatum');
      expect(findings[1]!.message).toContain(
        'Nennen Sie bei „labelCondition“, worin das Angebot besteht und für wen es gilt (z. B. „10 % Rabatt auf die erste Behandlung für Neukundinnen“) – ein Enddatum allein genügt nicht, oder löschen Sie das Etikett.',
      );
    });
    withChange(
      'src/data/home.yml',
      (text) =>
        text.replace(
          `      labelCondition: ${card.labelCondition}\n`,
          `      labelCondition: ${card.labelCondition}\n      labelUntil: 2025-10-31\n`,
        ),
      () => {
        expect(launchFindings(site, {today: '2025-10-31'})).toEqual([]);
        const [expired, ...rest] = launchFindings(site, {today: '2025-11-01'});
        expect(rest).toEqual([]);
        expect(expired?.message).toContain('seit dem 31. Oktober 2025 abgelaufen');
      },
    );
  });

  test('the sample first name is reported unless it is the owner’s own', () => {
    const erika = (text: string) => text.replace('Ich bin Katrin', 'Ich bin Erika');
    withChange('src/data/home.yml', erika, () => {
      const [finding, ...rest] = launchFindings(site);
      expect(rest).toEqual([]);
      expect(finding?.file).toBe('src/data/home.yml');
      expect(finding?.message).toContain('„Erika“');
      expect(lineOf(site, 'src/data/home.yml', finding?.line)).toContain('Ich bin Erika');
      withChange(
        'src/data/studio.yml',
        (text) => text.replace('ownerName: Katrin Lindemann', 'ownerName: Erika Lindemann'),
        () => {
          expect(launchFindings(site)).toEqual([]);
        },
      );
    });
  });

  test('a sample value in a blog post’s text is reported with its line, in any spelling of the number', () => {
    const file = 'blog/2025-10-08-hautpflege-in-der-heizperiode.md';
    withChange(
      file,
      (text) => `${text}\nFragen? Rufen Sie mich an: +49 (0)30 123 456 78.\n`,
      () => {
        const [finding, ...rest] = launchFindings(site);
        expect(rest).toEqual([]);
        expect(finding).toMatchObject({file, field: 'Text des Beitrags'});
        expect(lineOf(site, file, finding?.line)).toContain('Rufen Sie mich an');
      },
    );
  });

  test('a placeholder is recognised by its bytes, under any name', () => {
    const bytes = Buffer.from('placeholder picture');
    const placeholders = {
      '/images/galerie/platzhalter.jpg': createHash('sha256').update(bytes).digest('hex'),
    };
    const copy = join(site, 'static/images/galerie/neu-01.jpg');
    writeFileSync(copy, bytes);
    try {
      expect(launchFindings(site, {placeholders})).toEqual([
        {
          file: 'static/images/galerie/neu-01.jpg',
          field: 'Bild',
          message: expect.stringMatching(
            /^Platzhalterbild – keine Seite zeigt es mehr\. Löschen Sie die Datei im Editor: .*„Ausgewähltes löschen“\.$/,
          ),
        },
      ]);
    } finally {
      rmSync(copy);
    }
  });

  test('its confirmations cover every claim its texts still hold; without them each is asked, and the gate refuses', async () => {
    const ids = (findings: readonly Finding[]) => openClaims(findings).map(({claim}) => claim.id);
    expect(ids(launchFindings(site))).toEqual([]);
    const path = join(site, 'src/data/confirmations.yml');
    const original = read(path);
    writeFileSync(path, original.replace(/^confirmed:[\s\S]*$/m, 'confirmed: []\n'));
    try {
      const findings = launchFindings(site);
      expect(changes(findings)).toEqual([]);
      // The sample articles she kept are claims as a whole.
      expect(ids(findings)).toEqual(
        expect.arrayContaining(['beitrag-slow-aging', 'beitrag-saftkuren']),
      );
      const count = openClaims(findings).length;
      expect(launchReport(findings).trimEnd().split('\n').at(-1)).toBe(
        `${count} Aussagen müssen vor der Veröffentlichung noch bestätigt werden.`,
      );
      // `build:release` runs the launch check first: it refuses while a claim is open.
      const result = await launchCheckOf(site);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(`${count} Aussagen müssen`);
    } finally {
      writeFileSync(path, original);
    }
  });

  test('a sample article: confirmed, asked again once its text changes, not asked once it is her own', () => {
    const file = 'blog/2025-03-12-slow-aging-durch-ernaehrung.md';
    const article = () =>
      openClaims(launchFindings(site)).filter(({claim}) => claim.id === 'beitrag-slow-aging');
    expect(article()).toEqual([]);
    withChange(
      file,
      (text) => text.replace('Die ehrliche Antwort lautet: Nein.', 'Ehrlich gesagt: nein.'),
      () => {
        const [open, ...rest] = article();
        expect(rest).toEqual([]);
        expect(open?.places.map(({file: name, line}) => [name, line])).toEqual([[file, 1]]);
      },
    );
    withChange(
      file,
      (text) =>
        `${text.slice(0, text.indexOf('---', 3) + 3)}\n\nMein eigener Text über Ernährung und Haut.\n\n<!-- truncate -->\n`.replace(
          /^slug: .*$/m,
          'slug: post/meine-ernaehrung',
        ),
      () => expect(article()).toEqual([]),
    );
  });
});

describe('claims of the sample texts only she can judge (samples.json › claims)', () => {
  let site: string;
  const claimsOf = (findings: readonly Finding[]) => openClaims(findings);
  const byId = (id: string) => claimsOf(launchFindings(site)).find(({claim}) => claim.id === id);
  const data = (file: string) => join(site, 'src/data', file);
  const confirm = (...codes: string[]) =>
    writeFileSync(
      data('confirmations.yml'),
      `confirmed:${codes.map((code) => `\n  - code: ${code}`).join('') || ' []'}\n`,
    );

  let confirmations: string;
  beforeAll(() => {
    site = fixtureSite(samplesDir).dir;
    confirmations = read(data('confirmations.yml'));
  });

  test('the record matches the samples: every claim but the articles’ is found in the frozen sample content', () => {
    const found = claimsOf(launchFindings(site)).map(({claim}) => claim.id);
    const expected = Object.entries(samples.claims)
      .filter(([, claim]) => !('article' in claim))
      .map(([id]) => id);
    expect([...new Set(found)].sort()).toEqual(expected.sort());
  });

  test('asks only what she can answer: one question per social network, her helper’s questions and sentences marked as such', () => {
    const open = claimsOf(launchFindings(site));
    const pages = open.filter(({claim}) => claim.id === 'gemeinsame-verantwortung');
    expect(pages.map(({claim}) => claim.question)).toEqual([
      'Stimmt das für Ihr Studio: „Ich habe auf Facebook eine eigene Seite, zu der mir der Betreiber Statistiken zeigt“?',
      'Stimmt das für Ihr Studio: „Ich habe auf Instagram eine eigene Seite, zu der mir der Betreiber Statistiken zeigt“?',
    ]);
    expect(pages.map(({places}) => places.length)).toEqual([1, 1]);
    expect(pages[0]!.claim.code).not.toBe(pages[1]!.claim.code);
    expect(pages[1]!.claim.hint).toBe(
      'Haben Sie auf Instagram keine eigene Seite, löschen Sie bei „Instagram“ die Zeile „jointControllerAgreement“.',
    );
    const logs = byId('protokolle')!.claim;
    expect(logs.question).toMatch(
      /^Eine Frage an Ihre technische Hilfe, Sie selbst müssen das nicht wissen: .+ 7 Tage auf\?$/,
    );
    expect(logs.hint).toMatch(/^Ihre technische Hilfe trägt/);
    for (const id of ['datenschutz-treatwell', 'auftragsverarbeitung']) {
      const {claim, places} = byId(id)!;
      expect(places.map(({field}) => field)).toEqual([
        'Datenschutzerklärung (diesen Satz ändert nur Ihre technische Hilfe)',
      ]);
      expect(claim.hint).toMatch(/Ihre technische Hilfe/);
    }
    expect(byId('datenschutz-treatwell')!.claim.hint).toMatch(
      /^Ihre technische Hilfe ändert diesen Satz/,
    );
  });

  test('each claim is asked once, as a German question, with one code and every place it stands in', () => {
    const findings = launchFindings(site);
    const experience = byId('erfahrung')!;
    expect(experience.claim.question).toMatch(/^Stimmt das für Ihr Studio: „.+“\?$/);
    expect(experience.claim.code).toMatch(/^[bcdfghjkmnpqrstv]{8}$/);
    const sampleHome = read(join(samplesDir, 'src/data/home.yml'));
    expect(experience.places.length).toBeGreaterThanOrEqual(
      sampleHome.match(/über 25 Jahren?/g)!.length,
    );
    for (const {file, line, field} of experience.places) {
      expect(lineOf(site, file, line)).toMatch(/über 25 Jahren?/);
      expect(field).not.toBe('');
    }
    const report = launchReport(findings);
    expect(report.split(`Kennung: ${experience.claim.code}`)).toHaveLength(2);
    for (const place of experience.places)
      expect(report).toContain(`   - ${place.file}, Zeile ${place.line}, ${place.field}\n`);
  });

  test('asks about what the site cannot verify: Bestseller, Bestbewertungen, training, Shellac, NiSV, needle depth, pigments, processing agreements', () => {
    const asked = (id: string) => {
      const open = byId(id);
      expect(open).toBeDefined();
      return {
        question: open!.claim.question,
        hint: open!.claim.hint,
        lines: open!.places.map(({file, line}) => lineOf(site, file, line)),
      };
    };
    const bestseller = asked('bestseller');
    expect(bestseller.question).toBe(
      'Stimmt das für Ihr Studio: „Die Behandlungen mit dem Etikett ‚Bestseller‘ gehören tatsächlich zu meinen meistgebuchten“?',
    );
    expect(bestseller.lines).toEqual([expect.stringMatching(/^\s+label: Bestseller$/)]);
    expect(asked('ausbildung').question).toContain('abgeschlossene Ausbildung als Kosmetikerin');
    const shellac = asked('shellac');
    expect(shellac.question).toContain('Produkte von CND');
    expect(shellac.hint).toContain('„Gel-Lack“ statt „Shellac“');
    const nisv = asked('nisv');
    expect(nisv.question).toContain('Fachkunde nach der NiSV (Pflicht seit dem 31. Dezember 2022)');
    expect(nisv.question).toMatch(/Ultraschall.+Radiofrequenz.+LED-Licht, wenn der Hersteller/);
    for (const line of nisv.lines) expect(line).toMatch(/title: .*(Ultraschall|Radiofrequenz|LED)/);
    const needles = asked('microneedling');
    expect(needles.question).toContain('Beim Microneedling und beim BB Glow');
    expect(needles.question).toContain('Nadeln dringen nur so tief');
    expect(needles.lines).toContainEqual(expect.stringMatching(/title: BB Glow/));
    const best = asked('bestbewertungen');
    expect(best.question).toContain('„Bestbewertungen“: Ich kann belegen');
    expect(best.lines).toEqual([expect.stringMatching(/^\s+ratingLabel: Bestbewertungen/)]);
    expect(best.hint).toContain('z. B. durch „Alle Bewertungen auf Treatwell ansehen“');
    expect(asked('pigmente').question).toContain('REACH-Verordnung, Anhang XVII, Eintrag 75');
    const processing = asked('auftragsverarbeitung');
    expect(processing.question).toContain(
      'Mit meinem Hoster und mit meinem E-Mail-Anbieter habe ich je einen Vertrag über die Auftragsverarbeitung',
    );
    expect(processing.lines[0]).toContain('in meinem Auftrag und nach meinen Weisungen');
  });

  test('confirmed: not listed; its text changed: listed again with a new code; her own text: not listed', () => {
    const home = read(data('home.yml'));
    const pages = read(data('pages.yml'));
    const {code} = byId('erfahrung')!.claim;
    confirm(code);
    try {
      expect(byId('erfahrung')).toBeUndefined();
      expect(byId('unbearbeitet')).toBeDefined(); // a confirmation confirms one claim
      writeFileSync(data('home.yml'), home.replace(/über 25 Jahren/, 'über 25 Jahren, mit Liebe,'));
      const again = byId('erfahrung');
      expect(again).toBeDefined();
      expect(again!.claim.code).not.toBe(code);
      const own = (text: string) => text.replace(/über 25 Jahren?/g, 'vielen Jahren');
      writeFileSync(data('home.yml'), own(home));
      writeFileSync(data('pages.yml'), own(pages));
      confirm();
      expect(byId('erfahrung')).toBeUndefined();
    } finally {
      writeFileSync(data('home.yml'), home);
      writeFileSync(data('pages.yml'), pages);
      writeFileSync(data('confirmations.yml'), confirmations);
    }
  });

  test('a claim of one field is asked there only: another value is hers, one place fewer changes the code', () => {
    const legal = read(data('legal.yml'));
    const prices = read(data('prices.yml'));
    try {
      expect(byId('protokolle')?.places).toHaveLength(1);
      writeFileSync(
        data('legal.yml'),
        legal.replace('logRetentionDays: "7"', 'logRetentionDays: "30"'),
      );
      expect(byId('protokolle')).toBeUndefined();
      const before = byId('nacharbeit-inklusive')!;
      writeFileSync(
        data('prices.yml'),
        prices.replace(/touchUp: inklusive\n\s+touchUpWeeks: \d+/, 'touchUp: 80 €'),
      );
      const after = byId('nacharbeit-inklusive')!;
      expect(after.places).toHaveLength(before.places.length - 1);
      expect(after.claim.code).not.toBe(before.claim.code);
    } finally {
      writeFileSync(data('legal.yml'), legal);
      writeFileSync(data('prices.yml'), prices);
    }
  });

  test('the rating label „Bestbewertungen auf Treawell!“: listed (and its misspelling) until replaced or confirmed', () => {
    const home = read(data('home.yml'));
    const typo = () =>
      changes(inFile(launchFindings(site), 'src/data/home.yml')).filter(({message}) =>
        message.includes(
          '„Treawell“ (falsch geschriebener Name der Plattform, richtig: Treatwell)',
        ),
      );
    try {
      expect(typo()).toHaveLength(1);
      // Confirmed with a reason (the note is hers): no longer asked.
      const {code} = byId('bestbewertungen')!.claim;
      writeFileSync(
        data('confirmations.yml'),
        `confirmed:\n  - code: ${code}\n    note: beste Durchschnittsnote laut Treatwell-Ranking 2025\n`,
      );
      expect(byId('bestbewertungen')).toBeUndefined();
      writeFileSync(data('confirmations.yml'), confirmations);
      // Replaced as suggested: neither asked nor misspelt.
      writeFileSync(
        data('home.yml'),
        home.replace(/ratingLabel: .*/, 'ratingLabel: Alle Bewertungen auf Treatwell ansehen'),
      );
      expect(byId('bestbewertungen')).toBeUndefined();
      expect(typo()).toEqual([]);
    } finally {
      writeFileSync(data('home.yml'), home);
      writeFileSync(data('confirmations.yml'), confirmations);
    }
  });

  test('customers’ reviews are not her claims', () => {
    const reviews = read(data('reviews.yml'));
    const places = byId('erfahrung')!.places.length;
    try {
      writeFileSync(
        data('reviews.yml'),
        reviews.replace(
          /^reviews:\n/m,
          'reviews:\n  - name: Neue Kundin\n    service: Aqua Facial\n    stars: 5\n    date: 2025-10-30\n    text: Ich gehe seit über 25 Jahren zur Kosmetik, hier war es am schönsten.\n',
        ),
      );
      expect(readContent({siteDir: site}).problems).toEqual([]);
      expect(byId('erfahrung')!.places).toHaveLength(places);
    } finally {
      writeFileSync(data('reviews.yml'), reviews);
    }
  });

  test('in a terminal the launch check asks, and each „j“ is recorded with the file’s comments kept', async () => {
    const before = read(data('confirmations.yml'));
    const comments = before.split('\n').filter((line) => line.startsWith('#'));
    expect(comments.length).toBeGreaterThan(0);
    const [first, second] = claimsOf(launchFindings(site));
    let said = '';
    const output = new Writable({
      write(chunk, _encoding, done) {
        said += String(chunk);
        done();
      },
    });
    try {
      const confirmed = await askAboutClaims(site, launchFindings(site), {
        input: Readable.from(['j\nn\n']),
        output,
      });
      expect(confirmed).toBe(1);
      expect(said).toContain(
        `1 von ${claimsOf(launchFindings(site)).length + 1}: ${first!.claim.question}`,
      );
      expect(said).toContain('   Bestätigt.');
      expect(said).toContain('Dann ändern Sie bitte den Text an den genannten Stellen.');
      expect(said).toContain('Später: Die Frage bleibt offen.');
      const after = read(data('confirmations.yml'));
      expect(after.split('\n').filter((line) => line.startsWith('#'))).toEqual(comments);
      expect(after).toContain(
        `  - code: ${first!.claim.code}\n    note: ${first!.claim.statement}\n`,
      );
      expect(after).not.toContain(second!.claim.code);
      expect(readContent({siteDir: site}).problems).toEqual([]);
      const open = claimsOf(launchFindings(site)).map(({claim}) => claim.code);
      expect(open).not.toContain(first!.claim.code);
      expect(open).toContain(second!.claim.code);
    } finally {
      writeFileSync(data('confirmations.yml'), before);
    }
  });
});

describe('the report: her mistakes are no samples', () => {
  test('a content error comes first, under its own heading, and never under the samples', () => {
    const report = launchReport([
      {file: 'src/data/studio.yml', line: 3, field: '„email“', message: 'ist ein Beispielwert.'},
      {
        file: 'src/data/studio.yml',
        line: 9,
        field: '„to“ bei „Betriebsferien“',
        message: 'der letzte Tag liegt vor dem ersten',
        error: true,
      },
    ]);
    const errors = report.indexOf('Ihre Angaben enthalten Fehler.');
    const samplesAt = report.indexOf('Die Website enthält noch Beispielwerte oder Platzhalter.');
    const mistake = report.indexOf('der letzte Tag liegt vor dem ersten');
    expect(errors).toBe(0);
    expect(mistake).toBeGreaterThan(errors);
    expect(mistake).toBeLessThan(samplesAt);
    expect(report.indexOf('ist ein Beispielwert.')).toBeGreaterThan(samplesAt);
  });

  test('with mistakes alone, nothing is called a sample', () => {
    const report = launchReport([
      {file: 'blog/x.md', line: 2, field: '„date“', message: 'kein Datum', error: true},
    ]);
    expect(report).not.toContain('Beispielwerte');
    expect(report).toMatch(/^Ihre Angaben enthalten Fehler\./);
  });
});

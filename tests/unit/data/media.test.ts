/**
 * Every picture and video the content references exists under static/, has a valid alt text
 * and follows the media conventions. A failure names the data file and the field.
 */
import {describe, expect, test} from '@jest/globals';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {altTextProblem} from '@site/src/lib/contentRules';
import {ORIGINAL_PATTERN, POSTER_PATTERN, posterPath} from '@site/plugins/responsive-images/shared';
import {galleryGroups} from '@site/src/data/gallery';
import {socialCards} from '@site/src/data/social';
import {homeServices} from '@site/src/data/homeServices';
import {salonInfo} from '@site/src/data/salonInfo';
import {introSections} from '@site/src/data/intro';
import type {MediaType} from '@site/src/data/types';

const root = path.resolve(__dirname, '../../..');
const staticDir = path.join(root, 'static');

interface MediaReference {
  /** e.g. `src/data/gallery.ts: galleryGroups[0].items[3]` */
  readonly where: string;
  readonly type: MediaType;
  readonly source: string | undefined;
  readonly sourceField: string;
  readonly alt: string | undefined;
  readonly altField: string;
}

function blogReferences(): MediaReference[] {
  const dir = path.join(root, 'blog');
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_') && name !== 'README.md')
    .flatMap((name) => {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? '';
      const field = (key: string) => {
        const value = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(frontMatter)?.[1]?.trim();
        return value?.replace(/^(["'])(.*)\1$/, '$2');
      };
      const image = field('image');
      return image === undefined
        ? []
        : [{where: `blog/${name}: front matter`, type: 'image' as const, source: image, sourceField: 'image', alt: field('image_alt'), altField: 'image_alt'}];
    });
}

const references: MediaReference[] = [
  ...galleryGroups.flatMap((group, g) =>
    group.items.map((item, i) => ({
      where: `src/data/gallery.ts: galleryGroups[${g}].items[${i}]`,
      type: item.type,
      source: item.source,
      sourceField: 'source',
      alt: item.alternativeText,
      altField: 'alternativeText',
    })),
  ),
  ...socialCards.map((card, i) => ({
    where: `src/data/social.ts: socialCards[${i}]`,
    type: card.type,
    source: card.source,
    sourceField: 'source',
    alt: card.alternativeText,
    altField: 'alternativeText',
  })),
  ...homeServices.map((card, i) => ({
    where: `src/data/homeServices.ts: homeServices[${i}]`,
    type: 'image' as const,
    source: card.image,
    sourceField: 'image',
    alt: card.alternativeText,
    altField: 'alternativeText',
  })),
  ...salonInfo.map((card, i) => ({
    where: `src/data/salonInfo.ts: salonInfo[${i}]`,
    type: 'image' as const,
    source: card.image,
    sourceField: 'image',
    alt: card.alternativeText,
    altField: 'alternativeText',
  })),
  ...introSections
    .map((section, i) => ({
      where: `src/data/intro.ts: introSections[${i}]`,
      type: 'image' as const,
      source: section.image,
      sourceField: 'image',
      alt: section.alternativeText,
      altField: 'alternativeText',
    }))
    .filter((reference) => reference.source !== undefined || reference.alt !== undefined),
  ...blogReferences(),
];

/** Everything wrong with one reference, each problem naming file and field. */
function problemsOf(reference: MediaReference): string[] {
  const {where, type, source, sourceField, alt, altField} = reference;
  const problems: string[] = [];
  const altProblem = altTextProblem(alt);
  if (altProblem) {
    problems.push(`${where}, field "${altField}": ${altProblem}`);
  }
  if (!source) {
    problems.push(`${where}, field "${sourceField}": missing (an alt text without an image)`);
    return problems;
  }
  const at = `${where}, field "${sourceField}" ("${source}")`;
  if (type === 'image') {
    if (!source.startsWith('/images/') || !ORIGINAL_PATTERN.test(source) || POSTER_PATTERN.test(source)) {
      problems.push(`${at}: an image must be a .jpg, .jpeg or .png under /images (not a video poster)`);
    }
  } else if (!source.startsWith('/videos/') || !source.endsWith('.mp4')) {
    problems.push(`${at}: a video must be an .mp4 under /videos`);
  }
  if (!existsSync(path.join(staticDir, source))) {
    problems.push(`${at}: no such file static${source}`);
  }
  if (type === 'video' && !existsSync(path.join(staticDir, posterPath(source)))) {
    problems.push(`${at}: the poster static${posterPath(source)} is missing`);
  }
  return problems;
}

function expectNoProblems(problems: readonly string[]) {
  if (problems.length > 0) {
    throw new Error(`Media content problems:\n  ${problems.join('\n  ')}`);
  }
}

describe('media referenced by the content', () => {
  test('each data file contributes its media, every blog article has an image', () => {
    const files = new Set(references.map((reference) => reference.where.split(':')[0]));
    for (const file of ['src/data/gallery.ts', 'src/data/homeServices.ts', 'src/data/intro.ts', 'src/data/salonInfo.ts', 'src/data/social.ts']) {
      expect(files).toContain(file);
    }
    const articles = readdirSync(path.join(root, 'blog')).filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_') && name !== 'README.md');
    expect(articles.length).toBeGreaterThan(0);
    expectNoProblems(
      articles
        .filter((name) => !files.has(`blog/${name}`))
        .map((name) => `blog/${name}: front matter field "image" is missing (each article needs a picture for its preview)`),
    );
  });

  test('every path exists under static/, has the right kind and a valid alt text', () => {
    expectNoProblems(references.flatMap(problemsOf));
  });

  test('the checks catch what they should (a broken reference is reported with file and field)', () => {
    const broken = problemsOf({
      where: 'src/data/gallery.ts: galleryGroups[0].items[0]',
      type: 'video',
      source: '/videos/galerie/fehlt.mp4',
      sourceField: 'source',
      alt: '',
      altField: 'alternativeText',
    });
    expect(broken).toEqual([
      'src/data/gallery.ts: galleryGroups[0].items[0], field "alternativeText": alt text is missing or blank',
      'src/data/gallery.ts: galleryGroups[0].items[0], field "source" ("/videos/galerie/fehlt.mp4"): no such file static/videos/galerie/fehlt.mp4',
      'src/data/gallery.ts: galleryGroups[0].items[0], field "source" ("/videos/galerie/fehlt.mp4"): the poster static/images/galerie/fehlt-poster.jpg is missing',
    ]);
  });
});

describe('src/data/gallery.ts', () => {
  test('two groups: 11 permanent make-up items mixing images and videos, then 1 microneedling video', () => {
    const problems: string[] = [];
    if (galleryGroups.length !== 2) {
      problems.push(`galleryGroups: ${galleryGroups.length} groups, 2 expected`);
    }
    const [pmu, microneedling] = galleryGroups;
    if (pmu?.items.length !== 11) {
      problems.push(`galleryGroups[0].items: ${pmu?.items.length} items, 11 expected`);
    }
    const types = new Set(pmu?.items.map((item) => item.type));
    if (!types.has('image') || !types.has('video')) {
      problems.push('galleryGroups[0].items: images and videos mixed expected');
    }
    if (microneedling?.items.length !== 1 || microneedling.items[0].type !== 'video') {
      problems.push('galleryGroups[1].items: exactly one video expected');
    }
    const sources = galleryGroups.flatMap((group) => group.items.map((item) => item.source));
    const duplicates = sources.filter((source, i) => sources.indexOf(source) !== i);
    if (duplicates.length > 0) {
      problems.push(`galleryGroups: duplicate sources ${duplicates.join(', ')}`);
    }
    expectNoProblems(problems.map((problem) => `src/data/gallery.ts: ${problem}`));
    expect(pmu.title).toMatch(/Permanent Make-up/);
    expect(microneedling.title).toMatch(/Microneedling/);
  });
});

describe('static/videos', () => {
  test('every video has its poster', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const missing = walk(path.join(staticDir, 'videos'))
      .map((file) => `/${path.relative(staticDir, file).split(path.sep).join('/')}`)
      .filter((video) => !existsSync(path.join(staticDir, posterPath(video))))
      .map((video) => `static${video}: no poster at static${posterPath(video)}`);
    expectNoProblems(missing);
  });
});

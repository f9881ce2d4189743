/**
 * Checks that need more than one field or file: they run after every file has passed its schema,
 * and each problem names the place the owner has to change (and the other place, where two
 * disagree).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {
  TRUNCATE,
  WEEKDAYS,
  parsePrice,
  type Content,
  type ContentName,
} from '../../src/data/schema';
import {composeTitle} from '../../src/lib/pageTitle';
import {tagPageHeadline} from '../../src/lib/blogTitles';
import {slugify} from '../../src/lib/slug';
import {posterPath} from '../responsive-images/shared';
import {problemAt, type ParsedYaml, type Problem} from './source';
import {formatEuro} from './derive';
import {contentMedia} from './media';
import type {Blog} from './load';

type Files = {readonly [Name in ContentName]: {readonly file: string; readonly parsed: ParsedYaml}};

const mediaExists = (siteDir: string, publicPath: string) =>
  existsSync(join(siteDir, 'static', ...publicPath.split('/').filter(Boolean)));

export function crossChecks(content: Content, files: Files, siteDir: string): Problem[] {
  const problems: Problem[] = [];
  const at = (
    name: ContentName,
    path: ReadonlyArray<PropertyKey>,
    message: string,
    withValue = true,
  ) => problems.push(problemAt(files[name].file, files[name].parsed, path, message, withValue));

  // Media: every path names a file in static/, and every video has its poster.
  const checkMedia = (name: ContentName, path: ReadonlyArray<PropertyKey>, source: string) => {
    if (!mediaExists(siteDir, source)) {
      at(
        name,
        path,
        `diese Datei gibt es nicht: legen Sie sie unter static${source} ab oder korrigieren Sie den Pfad`,
      );
    } else if (source.startsWith('/videos/') && !mediaExists(siteDir, posterPath(source))) {
      at(name, path, `zu diesem Video fehlt das Vorschaubild static${posterPath(source)}`);
    }
  };

  // Opening hours: each weekday at most once.
  const seen = new Map<number, string>();
  content.studio.openingHours.forEach((line, index) => {
    for (const day of line.weekdays) {
      const other = seen.get(day);
      if (other !== undefined) {
        at(
          'studio',
          ['openingHours', index, 'days'],
          `${WEEKDAYS[day]![0]} steht schon in der Zeile „${other}“; jeder Tag darf nur einmal vorkommen`,
        );
      }
      seen.set(day, line.days);
    }
  });

  // Price list: distinct titles and page anchors, regular prices, packages.
  const services = new Map<string, number>();
  content.prices.categories.forEach((category) =>
    category.services.forEach((service) => services.set(service.title, parsePrice(service.price)!)),
  );
  const anchors = new Map<string, string>();
  content.prices.categories.forEach((category, c) => {
    const categoryAnchor = slugify(category.title);
    if (anchors.has(categoryAnchor)) {
      at(
        'prices',
        ['categories', c, 'title'],
        `ist (fast) gleich wie die Kategorie „${anchors.get(categoryAnchor)}“; wählen Sie einen anderen Titel`,
      );
    }
    anchors.set(categoryAnchor, category.title);
    const titles = new Set<string>();
    category.services.forEach((service, s) => {
      const path = ['categories', c, 'services', s];
      if (titles.has(slugify(service.title))) {
        at(
          'prices',
          [...path, 'title'],
          `eine andere Behandlung in „${category.title}“ heißt (fast) genauso; wählen Sie einen eindeutigen Titel`,
        );
      }
      titles.add(slugify(service.title));
      const price = parsePrice(service.price)!;
      const regular = service.regularPrice ? parsePrice(service.regularPrice)! : undefined;
      // A struck-through price beside a single treatment reads as the studio's former price
      // (§ 5 (2) no. 2 UWG); the list can state truthfully only a package's sum of single prices.
      if (regular !== undefined && !service.includes) {
        at(
          'prices',
          [...path, 'regularPrice'],
          'ein durchgestrichener Preis steht nur bei einem Paket (mit „includes“): die Summe der Einzelpreise. ' +
            'Bei einer einzelnen Behandlung läse er sich als Ihr früherer Preis; löschen Sie die Zeile ' +
            '„regularPrice“ und beschreiben Sie ein befristetes Angebot im Text („description“)',
        );
      } else if (regular !== undefined && regular <= price) {
        at(
          'prices',
          [...path, 'regularPrice'],
          `der reguläre Preis muss höher sein als der Preis „${service.price}“`,
        );
      }
      if (service.includes) {
        const unknown = service.includes.filter((title) => !services.has(title));
        unknown.forEach((title) =>
          at(
            'prices',
            [...path, 'includes', service.includes!.indexOf(title)],
            `eine Behandlung „${title}“ gibt es in der Preisliste nicht; schreiben Sie den Titel genau wie dort`,
          ),
        );
        const sum = service.includes.reduce(
          (total, title) => total + (services.get(title) ?? 0),
          0,
        );
        if (regular === undefined) {
          at(
            'prices',
            [...path, 'title'],
            `ein Paket (mit „includes“) braucht „regularPrice“: die Summe der Einzelpreise, ${formatEuro(sum)}`,
            false,
          );
        } else if (unknown.length === 0 && regular !== sum) {
          at(
            'prices',
            [...path, 'regularPrice'],
            `der reguläre Preis eines Pakets ist die Summe seiner Behandlungen (${service.includes
              .map((title) => `${title} ${formatEuro(services.get(title)!)}`)
              .join(
                ' + ',
              )} = ${formatEuro(sum)}); passen Sie „regularPrice“ oder die Einzelpreise an`,
          );
        }
      }
    });
  });

  // Home: the service cards stand for price-list entries (their price ranges are computed).
  content.home.services.cards.forEach((card, index) => {
    const category = content.prices.categories.find((entry) => entry.title === card.category);
    if (!category) {
      at(
        'home',
        ['services', 'cards', index, 'category'],
        `diese Kategorie gibt es in src/data/prices.yml nicht; möglich sind: ${content.prices.categories.map((entry) => `„${entry.title}“`).join(', ')}`,
      );
      return;
    }
    // An offer's condition or end date belongs to a label.
    if (!card.label) {
      for (const key of ['labelCondition', 'labelUntil'] as const) {
        if (card[key]) {
          at(
            'home',
            ['services', 'cards', index, key],
            'gehört zu einem Etikett: ergänzen Sie „label“ (z. B. „Kennenlernangebot“) oder löschen Sie die Zeile',
          );
        }
      }
    }
    card.services?.forEach((title, s) => {
      if (!category.services.some((service) => service.title === title)) {
        at(
          'home',
          ['services', 'cards', index, 'services', s],
          `diese Behandlung gibt es in src/data/prices.yml unter „${category.title}“ nicht; schreiben Sie den Titel genau wie dort`,
        );
      }
    });
  });
  for (const {name, path, source, alt} of contentMedia(content)) {
    checkMedia(name, path, source);
    // The schema requires "alt" everywhere except next to the optional picture of an intro section.
    if (!alt)
      at(
        name,
        path,
        'zu einem Bild gehört „alt“: ein Satz, der beschreibt, was darauf zu sehen ist',
        false,
      );
  }

  // Legal: a host outside the EU needs the basis of the transfer for the privacy statement.
  if (content.legal.hosting.outsideEu && !content.legal.hosting.transferBasis) {
    at(
      'legal',
      ['hosting', 'outsideEu'],
      'bei einem Anbieter außerhalb der EU gehört in „transferBasis“, worauf die Übermittlung beruht (z. B. „EU-US Data Privacy Framework“)',
    );
  }

  // Page titles: composed to 50–60 characters; only a title that cannot fit is an error.
  for (const [page, meta] of Object.entries(content.pages) as [string, {title: string}][]) {
    const {problem} = composeTitle(meta.title, content.studio);
    if (problem) at('pages', [page, 'title'], problem);
  }

  return problems;
}

/**
 * The blog across its files: each article's topics and author exist, its image is in static/,
 * its titles fit, the truncate line is there; each topic's page title fits.
 */
export function blogChecks(
  {posts, tags, authors, tagsFile}: Blog,
  studio: Content['studio'] | undefined,
  siteDir: string,
): Problem[] {
  const problems: Problem[] = [];
  const known = (names: readonly string[]) => names.map((key) => `„${key}“`).join(', ');
  for (const post of posts) {
    const fm = post.frontMatter;
    if (!fm) continue;
    const at = (path: ReadonlyArray<PropertyKey>, message: string, withValue = true) =>
      problems.push(problemAt(post.file, post.parsed, path, message, withValue));
    const keyPath = (field: string, index: number) =>
      Array.isArray(post.parsed.doc.get(field)) || post.parsed.doc.getIn([field, 0]) !== undefined
        ? [field, index]
        : [field];
    if (tags)
      fm.tags.forEach((tag, index) => {
        if (!(tag in tags))
          at(
            keyPath('tags', index),
            `das Thema „${tag}“ gibt es in blog/tags.yml nicht. Möglich sind: ${known(Object.keys(tags))}. Ein neues Thema tragen Sie zuerst in blog/tags.yml ein (siehe blog/README.md).`,
            false,
          );
      });
    if (authors)
      fm.authors.forEach((author, index) => {
        if (!(author in authors))
          at(
            keyPath('authors', index),
            `das Kürzel „${author}“ gibt es in blog/authors.yml nicht. Möglich sind: ${known(Object.keys(authors))}.`,
            false,
          );
      });
    if (!mediaExists(siteDir, fm.image))
      at(
        ['image'],
        `gibt es nicht. Legen Sie das Bild als static${fm.image} ab (JPEG, 1600 × 900 Pixel).`,
      );
    if (studio) {
      const field = fm.title_meta ? 'title_meta' : 'title';
      const {problem} = composeTitle(fm.title_meta ?? fm.title, studio);
      if (problem)
        at(
          [field],
          `${problem}.${field === 'title' ? ' Oder geben Sie mit „title_meta“ einen kürzeren Titel für den Browser-Tab und Google an.' : ''}`,
          false,
        );
    }
    if (!post.body.includes(TRUNCATE)) {
      problems.push({
        file: post.file,
        field: 'Text des Beitrags',
        message: `die Zeile ${TRUNCATE} fehlt: Sie trennt den Anriss für die Übersicht vom Rest des Beitrags. Setzen Sie sie nach dem ersten Absatz in eine eigene Zeile.`,
      });
    }
  }
  if (tags && tagsFile && studio) {
    for (const [key, tag] of Object.entries(tags)) {
      const {problem} = composeTitle(tagPageHeadline(tag.label), studio);
      if (problem)
        problems.push(
          problemAt(
            tagsFile.file,
            tagsFile.parsed,
            [key, 'label'],
            `ergibt den Seitentitel „${tagPageHeadline(tag.label)}“: ${problem}.`,
            false,
          ),
        );
    }
  }
  return problems;
}

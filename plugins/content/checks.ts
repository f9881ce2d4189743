/** Checks across files, on what passed its schema: media exist, names match, titles fit. */
import {isMap, isSeq} from 'yaml';
import {TRUNCATE, type Content, type ContentName} from '../../src/data/schema';
import {tagPageHeadline} from '../../src/lib/blogTitles';
import {posterPath} from '../../src/lib/images';
import {composeTitle} from '../../src/lib/pageTitle';
import {contentMedia} from './media';
import {lineAt, problemAt, type Blog, type LoadedFile, type Path, type Problem} from './problems';

const listed = (names: object) => `„${Object.keys(names).join('“, „')}“`;

/** The checks across files and of the media named (`files`, `blog`: as read by ./read.ts). */
export function crossChecks(
  {home, prices, pages, studio, gallery}: Partial<Content>,
  files: {readonly [Name in ContentName]?: LoadedFile},
  blog: Blog,
  exists: (publicPath: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  const at = (name: ContentName, path: Path, message: string) =>
    void problems.push(problemAt(files[name]!, path, message));
  const missing = (publicPath: string) => !exists(publicPath);
  for (const {name, path, source} of contentMedia({home, gallery}))
    if (missing(source))
      at(
        name,
        path,
        `diese Datei gibt es nicht: legen Sie sie unter static${source} ab oder korrigieren Sie den Pfad`,
      );
    else if (source.startsWith('/videos/') && missing(posterPath(source)))
      at(name, path, `zu diesem Video fehlt das Vorschaubild static${posterPath(source)}`);
  // The home page's service cards stand for price-list entries (their price ranges are computed).
  home?.services.cards.forEach(({category: title, services = []}, index) => {
    const category = prices?.categories.find((entry) => entry.title === title);
    if (prices && !category)
      at(
        'home',
        ['services', 'cards', index, 'category'],
        `diese Kategorie gibt es in src/data/prices.yml nicht; möglich sind: ${prices.categories.map((entry) => `„${entry.title}“`).join(', ')}`,
      );
    for (const [s, service] of services.entries())
      if (category && !category.services.some((entry) => entry.title === service))
        at(
          'home',
          ['services', 'cards', index, 'services', s],
          `diese Behandlung gibt es in src/data/prices.yml unter „${category.title}“ nicht; schreiben Sie den Titel genau wie dort`,
        );
  });
  // Page titles are composed to 50–60 characters; only a title that cannot fit is an error.
  for (const [page, {title}] of Object.entries((studio && pages) ?? {})) {
    const {problem} = composeTitle(title, studio!);
    if (problem) at('pages', [page, 'title'], problem);
  }

  // The blog: each article's topics, authors, image and titles, then across articles.
  const {posts, tags, authors} = blog;
  const valid = posts.filter(({data}) => data);
  for (const post of valid) {
    const {tags: topics, authors: names, image, title, title_meta} = post.data!;
    const atPost = (path: Path, message: string, withValue = false) =>
      problems.push(problemAt(post, path, message, withValue));
    // Each topic and author exists; "tags: pflege" names its one entry without a list.
    const item = (field: string, index: number) =>
      post.doc.getIn([field, 0]) === undefined ? [field] : [field, index];
    for (const [index, tag] of topics.entries())
      if (tags?.data && !(tag in tags.data))
        atPost(
          item('tags', index),
          `das Thema „${tag}“ gibt es in blog/tags.yml nicht. Möglich sind: ${listed(tags.data)}. Ein neues Thema tragen Sie zuerst in blog/tags.yml ein (siehe blog/README.md).`,
        );
    for (const [index, author] of names.entries())
      if (authors?.data && !(author in authors.data))
        atPost(
          item('authors', index),
          `das Kürzel „${author}“ gibt es in blog/authors.yml nicht. Möglich sind: ${listed(authors.data)}.`,
        );
    if (missing(image))
      atPost(
        ['image'],
        `gibt es nicht. Legen Sie das Bild als static${image} ab (JPEG, 1600 × 900 Pixel).`,
        true,
      );
    const {problem} = studio ? composeTitle(title_meta ?? title, studio) : {};
    const shorter =
      ' Oder geben Sie mit „title_meta“ einen kürzeren Titel für den Browser-Tab und Google an.';
    if (problem)
      atPost([title_meta ? 'title_meta' : 'title'], `${problem}.${title_meta ? '' : shorter}`);
    if (!post.source.slice(post.bodyStart).includes(TRUNCATE))
      problems.push({
        file: post.file,
        field: 'Text des Beitrags',
        message: `die Zeile ${TRUNCATE} fehlt: Sie trennt den Anriss für die Übersicht vom Rest des Beitrags. Setzen Sie sie nach dem ersten Absatz in eine eigene Zeile.`,
      });
  }
  // Two articles with one address (she starts from a copy of one): each names the other.
  for (const post of valid) {
    const {slug} = post.data!;
    const others = valid
      .filter((other) => other !== post && other.data!.slug === slug)
      .map((other) => `${other.file} (Zeile ${problemAt(other, ['slug'], '').line})`);
    const message = `dieselbe Adresse /blog/${slug} hat auch ${others.join(' und ')}. Zwei Beiträge brauchen verschiedene Adressen: Ändern Sie bei einem der beiden „slug“ (z. B. in ${slug}-2) und benennen Sie seine Datei passend um (Datum-Adresse.md).`;
    if (others.length > 0) problems.push(problemAt(post, ['slug'], message, false));
  }
  // An author's photo is a file of this site (the schema checks its form).
  for (const [key, {image_url: image}] of Object.entries(authors?.data ?? {}))
    if (image && missing(image))
      problems.push(
        problemAt(
          authors!,
          [key, 'image_url'],
          `gibt es nicht: legen Sie das Foto als static${image} ab oder korrigieren Sie den Pfad`,
        ),
      );
  // Each topic's page title fits.
  for (const [key, {label}] of Object.entries((studio && tags?.data) ?? {})) {
    const {problem} = composeTitle(tagPageHeadline(label), studio!);
    const message = `ergibt den Seitentitel „${tagPageHeadline(label)}“: ${problem}.`;
    if (problem) problems.push(problemAt(tags!, [key, 'label'], message, false));
  }
  return problems;
}

/** A closure pasted under the commented „# closures:“ joins the opening hours: one message. */
export function misplacedClosures(studio: LoadedFile | undefined, problems: Problem[]): Problem[] {
  const hours = studio?.doc.get('openingHours', true);
  if (!studio || !isSeq(hours)) return problems;
  const trapped = hours.items.flatMap((entry, index) =>
    isMap(entry) && (entry.has('from') || entry.has('to')) && entry.range
      ? [{index, lines: entry.range.slice(0, 2).map((offset) => lineAt(studio.source, offset))}]
      : [],
  );
  const inside = ({file, line = 0}: Problem) =>
    file === studio.file &&
    trapped.some(({lines: [from = 0, to = 0]}) => from <= line && line <= to);
  return [
    ...problems.filter((problem) => !inside(problem)),
    ...trapped.map(({index}) =>
      problemAt(
        studio,
        ['openingHours', index],
        'das ist eine Schließzeit („from“, „to“), sie steht aber in der Liste „openingHours“ (Öffnungszeiten): Die Zeile „# closures:“ darüber ist nur ein Kommentar, deshalb zählt der Eintrag zu den Öffnungszeiten. Schneiden Sie die Zeilen aus und fügen Sie sie unter der Zeile „closures:“ weiter unten ein; aus „closures: []“ wird dabei „closures:“.',
      ),
    ),
  ];
}

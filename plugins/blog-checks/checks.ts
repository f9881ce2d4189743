/**
 * The owner's front matter rules for blog posts, as plain functions: every problem names the
 * file and the field and says in German how to fix it (the owner reads these messages; the
 * guide blog/README.md quotes them). The plugin in ./index.ts turns problems into a failed build.
 * Unknown authors and tags are rejected earlier by the blog plugin itself
 * (onInlineAuthors/onInlineTags: 'throw').
 */

import type {ComposedTitle} from '../../src/lib/pageTitle';
import {tagPageHeadline} from '../../src/lib/blogTitles';
import {ALT_MAX, DESCRIPTION_MAX} from '../../src/lib/contentRules';

export const DESCRIPTION_MIN = 50;
export const IMAGE_PREFIX = '/images/blog/';
const SLUG_PATTERN = /^post\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the checks need of a blog post (a subset of the blog plugin's BlogPost). */
export interface PostToCheck {
  readonly metadata: {
    /** The Markdown file with the `@site/` alias, e.g. `@site/blog/2025-03-12-x.md`. */
    readonly source: string;
    readonly frontMatter: {readonly [key: string]: unknown};
    readonly authors: readonly unknown[];
    readonly tags: readonly {readonly label: string; readonly description?: string}[];
  };
}

export interface CheckOptions {
  /** Whether a public path such as `/images/blog/x.jpg` exists in a static directory. */
  readonly imageExists: (publicPath: string) => boolean;
  /** The document title the site composes of a page title, with a problem when none fits (src/lib/pageTitle.ts). */
  readonly composeTitle: (title: string) => ComposedTitle;
}

export interface Problem {
  /** Site-relative file, e.g. `blog/2025-03-12-x.md`. */
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

function siteRelative(source: string): string {
  return source.replace(/^@site\//, '');
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function quote(value: string): string {
  return `„${value}“`;
}

/** All problems of one post; an empty list means the post is fine. */
export function checkBlogPost(post: PostToCheck, options: CheckOptions): Problem[] {
  const {source, frontMatter: fm, authors, tags} = post.metadata;
  const file = siteRelative(source);
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({file, field, message});

  if (isBlank(fm.title)) {
    add(
      'title',
      'fehlt oder ist leer. Jeder Beitrag braucht einen Titel; er wird zur Überschrift des Artikels.',
    );
  }
  if ('title_meta' in fm && isBlank(fm.title_meta)) {
    add('title_meta', 'ist leer. Löschen Sie die Zeile oder tragen Sie einen Seitentitel ein.');
  }
  if (!isBlank(fm.title) && (!('title_meta' in fm) || !isBlank(fm.title_meta))) {
    const field = 'title_meta' in fm ? 'title_meta' : 'title';
    const {problem} = options.composeTitle(String(fm[field]).trim());
    if (problem) {
      add(
        field,
        `${problem}.${field === 'title' ? ' Oder geben Sie mit „title_meta“ einen kürzeren Titel für den Browser-Tab und Google an.' : ''}`,
      );
    }
  }

  const descriptionLength = isBlank(fm.description) ? 0 : String(fm.description).trim().length;
  if (descriptionLength === 0) {
    add(
      'description',
      `fehlt oder ist leer. Fassen Sie den Beitrag in ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen zusammen.`,
    );
  } else if (descriptionLength > DESCRIPTION_MAX) {
    add(
      'description',
      `hat ${descriptionLength} Zeichen; erlaubt sind höchstens ${DESCRIPTION_MAX}.`,
    );
  } else if (descriptionLength < DESCRIPTION_MIN) {
    // Search engines and the home page's preview card show it: one short phrase is too little.
    add(
      'description',
      `hat nur ${descriptionLength} Zeichen; schreiben Sie ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX}.`,
    );
  }

  const keywords = fm.keywords;
  if (!Array.isArray(keywords) || keywords.length === 0 || keywords.some(isBlank)) {
    add(
      'keywords',
      'fehlt oder enthält leere Einträge. Beispiel: keywords: [Hautpflege, Sonnenschutz, Slow Aging]',
    );
  }

  if (isBlank(fm.slug)) {
    add(
      'slug',
      'fehlt. Beispiel: slug: post/sonnenschutz-im-winter (ergibt /blog/post/sonnenschutz-im-winter).',
    );
  } else if (!SLUG_PATTERN.test(String(fm.slug))) {
    add(
      'slug',
      `${quote(String(fm.slug))} hat nicht die Form „post/<adresse>“ aus Kleinbuchstaben, Ziffern und ` +
        'Bindestrichen (ohne Umlaute), z. B. post/sonnenschutz-im-winter.',
    );
  }

  if (isBlank(fm.image)) {
    add('image', `fehlt. Beispiel: image: ${IMAGE_PREFIX}sonnenschutz-im-winter.jpg`);
  } else {
    const image = String(fm.image).trim();
    if (!image.startsWith(IMAGE_PREFIX)) {
      add(
        'image',
        `${quote(image)} muss mit ${IMAGE_PREFIX} beginnen, z. B. ${IMAGE_PREFIX}sonnenschutz-im-winter.jpg`,
      );
    } else if (!options.imageExists(image)) {
      add(
        'image',
        `${quote(image)} gibt es nicht. Legen Sie das Bild als static${image} ab (JPEG, 1600 × 900 Pixel).`,
      );
    }
  }

  if (isBlank(fm.image_alt)) {
    add(
      'image_alt',
      `fehlt oder ist leer. Beschreiben Sie, was auf dem Bild zu sehen ist (höchstens ${ALT_MAX} Zeichen).`,
    );
  } else if (String(fm.image_alt).trim().length > ALT_MAX) {
    add(
      'image_alt',
      `hat ${String(fm.image_alt).trim().length} Zeichen; erlaubt sind höchstens ${ALT_MAX}.`,
    );
  }

  if (authors.length === 0) {
    add('authors', 'fehlt. Tragen Sie Ihr Kürzel aus blog/authors.yml ein, z. B. authors: erika');
  }
  if (tags.length === 0) {
    add(
      'tags',
      'fehlt. Tragen Sie mindestens ein Thema aus blog/tags.yml ein, z. B. tags: [hautpflege]',
    );
  }

  return problems;
}

/** Tags are defined once in blog/tags.yml; their pages need a fitting title and a description of at most 150 characters. */
function checkTags(posts: readonly PostToCheck[], options: CheckOptions): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const tag of posts.flatMap((post) => post.metadata.tags)) {
    if (seen.has(tag.label)) continue;
    seen.add(tag.label);
    const {problem} = options.composeTitle(tagPageHeadline(tag.label));
    if (problem) {
      problems.push({
        file: 'blog/tags.yml',
        field: `${tag.label}.label`,
        message: `ergibt den Seitentitel ${quote(tagPageHeadline(tag.label))}: ${problem}.`,
      });
    }
    const field = `${tag.label}.description`;
    if (isBlank(tag.description)) {
      problems.push({
        file: 'blog/tags.yml',
        field,
        message: 'fehlt. Beschreiben Sie das Thema in einem Satz.',
      });
    } else if (tag.description!.trim().length > DESCRIPTION_MAX) {
      problems.push({
        file: 'blog/tags.yml',
        field,
        message: `hat ${tag.description!.trim().length} Zeichen; erlaubt sind höchstens ${DESCRIPTION_MAX}.`,
      });
    }
  }
  return problems;
}

export function checkBlogPosts(posts: readonly PostToCheck[], options: CheckOptions): Problem[] {
  return [...posts.flatMap((post) => checkBlogPost(post, options)), ...checkTags(posts, options)];
}

/** One line per problem: `blog/x.md, Feld „image_alt“: fehlt …`. */
export function formatProblem({file, field, message}: Problem): string {
  return `${file}, Feld „${field}“: ${message}`;
}

export function problemsReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? 'einen Fehler' : `${problems.length} Fehler`;
  return [
    `Die Blog-Prüfung hat ${count} gefunden:`,
    ...problems.map((problem) => `- ${formatProblem(problem)}`),
  ].join('\n');
}

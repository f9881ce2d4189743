/**
 * Texts of the blog's own pages (index, archive, topics, author). The articles themselves are
 * Markdown files in blog/; their titles and descriptions live in each file's front matter.
 * Page titles get the studio name appended (src/lib/pageTitle.ts): keep them 16–26 or 30–40
 * characters so the full title lands within 50–60 (tests/unit/blogData.test.ts checks this).
 */
import {studio} from './studio';

export interface BlogPageText {
  /** The document title before the studio name is appended. */
  readonly title: string;
  /** At most 150 characters. */
  readonly description: string;
  readonly keywords: readonly string[];
}

/** The index at /blog; `title` and `description` are also the blog plugin's blogTitle/blogDescription. */
export const blogIndex: BlogPageText & {readonly headline: string} = {
  title: 'Beauty-Blog: Hautpflege und Ernährung',
  headline: 'Schönheitsgeheimnisse in meinem Beauty-Blog',
  description:
    'Wissen aus dem Kosmetikstudio: Artikel über Hautpflege, Ernährung und Slow Aging – verständlich erklärt und mit Quellen belegt.',
  keywords: ['Beauty-Blog', 'Hautpflege', 'Ernährung und Haut', 'Slow Aging', 'Kosmetikstudio Berlin'],
};

export const blogArchive: BlogPageText = {
  title: 'Archiv: alle Beiträge des Beauty-Blogs',
  description: `Alle Artikel aus dem Beauty-Blog von ${studio.ownerName}, Kosmetikerin in Berlin, nach Erscheinungsjahr geordnet.`,
  keywords: ['Beauty-Blog', 'Archiv', 'alle Beiträge', 'Hautpflege', 'Ernährung'],
};

export const blogTopics: BlogPageText = {
  title: 'Themen im Beauty-Blog',
  description:
    'Alle Themen im Beauty-Blog auf einen Blick: von Slow Aging über Ernährung bis zu Faktenchecks rund um Detox und Schönheitsversprechen.',
  keywords: ['Beauty-Blog', 'Themen', 'Slow Aging', 'Ernährung', 'Hautpflege'],
};

export const blogAuthors: BlogPageText = {
  title: 'Über die Autorin des Beauty-Blogs',
  description: `${studio.ownerName}, Kosmetikerin und Inhaberin des Kosmetikstudios in Berlin-${studio.address.district}, schreibt im Beauty-Blog über Haut, Pflege und Ernährung.`,
  keywords: ['Beauty-Blog', studio.ownerName, 'Kosmetikerin', 'Kosmetikstudio Berlin'],
};

/** Routes of the blog's overview pages (routeBasePath 'blog'; broken links fail the build). */
export const blogPaths = {
  index: '/blog',
  topics: '/blog/tags',
  archive: '/blog/archive',
} as const;

/** The feeds' title (RSS and Atom readers show it as the channel name). */
export const blogFeedTitle = `Beauty-Blog | ${studio.studioName}`;

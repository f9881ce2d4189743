/**
 * Every photo and video the owner's content names (each `image` or `source` in home.yml and
 * gallery.yml), with the field that names it: the one list that the build's media checks
 * (./checks.ts) and the placeholder generator (scripts/generate-placeholders.mjs) walk.
 */
import type {Content} from '../../src/data/schema';
import type {Path} from './load';

/** Where on the site a picture appears, by its section (the generator gives each its shape). */
const SLOTS = {
  hero: 'hero',
  banner: 'banner',
  intro: 'intro',
  services: 'serviceCard',
  salon: 'salonCard',
  social: 'social',
  groups: 'gallery',
} as const;

export interface MediaUse {
  readonly name: 'home' | 'gallery';
  /** The field in the content file, e.g. ['groups', 0, 'items', 3, 'source']. */
  readonly path: Path;
  /** Public path, e.g. "/images/home/hero.jpg" or "/videos/galerie/x.mp4". */
  readonly source: string;
  readonly alt: string | undefined;
  readonly slot: (typeof SLOTS)[keyof typeof SLOTS];
}

/** The home page's pictures (hero and banner first), then the gallery's, in the order of their files. */
export function contentMedia({home, gallery}: Partial<Content>): MediaUse[] {
  const uses: MediaUse[] = [];
  const walk = (name: MediaUse['name'], value: unknown, path: PropertyKey[]) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const slot = SLOTS[path[0] as keyof typeof SLOTS];
      if ((key === 'image' || key === 'source') && typeof item === 'string')
        uses.push({
          name,
          path: [...path, key],
          source: item,
          alt: (value as {alt?: string}).alt,
          slot,
        });
      else walk(name, item, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  };
  for (const section of ['hero', 'banner', 'intro', 'services', 'salon', 'social'] as const)
    walk('home', home?.[section], [section]);
  walk('gallery', gallery?.groups, ['groups']);
  return uses;
}

/** Every photo and video home.yml and gallery.yml name, with its field. */
import type {Content} from '../../src/data/schema';
import type {Path} from './problems';

/** The section a picture is in, and the place on the page it stands for (the generator's shape). */
const SLOTS = {
  hero: 'hero',
  banner: 'banner',
  intro: 'intro',
  services: 'serviceCard',
  salon: 'salonCard',
  social: 'social',
} as const;

export interface MediaUse {
  readonly name: 'home' | 'gallery';
  /** The field, e.g. ['groups', 0, 'items', 3, 'source'], and the public path it holds. */
  readonly path: Path;
  readonly source: string;
  readonly alt: string | undefined;
  readonly slot: (typeof SLOTS)[keyof typeof SLOTS] | 'gallery';
}

/** The home page's pictures, then the gallery's, in the order of their files. */
export function contentMedia({home, gallery}: Partial<Content>): MediaUse[] {
  const uses: MediaUse[] = [];
  const walk = (name: MediaUse['name'], slot: MediaUse['slot'], value: unknown, path: Path) => {
    for (const [key, item] of Object.entries(value ?? {})) {
      const at = [...path, Array.isArray(value) ? Number(key) : key];
      if (['image', 'source'].includes(key) && typeof item === 'string')
        uses.push({name, path: at, source: item, alt: (value as {alt?: string}).alt, slot});
      else if (typeof item === 'object') walk(name, slot, item, at);
    }
  };
  for (const [section, slot] of Object.entries(SLOTS) as [keyof typeof SLOTS, MediaUse['slot']][])
    walk('home', slot, home?.[section], [section]);
  walk('gallery', 'gallery', gallery?.groups, ['groups']);
  return uses;
}

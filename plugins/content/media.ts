/** Every photo and video home.yml and gallery.yml name, with its field. */
import type {Content} from '../../src/data/schema';
import type {Path} from './problems';

type MediaUse = {name: 'home' | 'gallery'; path: Path; source: string; alt?: string; slot: string};

/** The home page's pictures, then the gallery's, in the order of their files; `slot`: the section. */
export function contentMedia({home, gallery}: Partial<Content>): MediaUse[] {
  const uses: MediaUse[] = [];
  const walk = (name: MediaUse['name'], value: unknown, path: Path) => {
    for (const [key, item] of Object.entries(value ?? {})) {
      const at = [...path, Array.isArray(value) ? Number(key) : key];
      const {alt} = value as {alt?: string};
      const slot = name === 'home' ? String(at[0]) : name;
      if (['image', 'source'].includes(key) && typeof item === 'string')
        uses.push({name, path: at, source: item, alt, slot});
      else if (typeof item === 'object') walk(name, item, at);
    }
  };
  walk('home', home, []);
  walk('gallery', gallery?.groups, ['groups']);
  return uses;
}

/**
 * Every photo and video the owner's content names, with the field that names it: the one list
 * that the build's media checks (./checks.ts: the file exists, a video has its poster) and the
 * placeholder generator (scripts/generate-placeholders.mjs) walk. A new place for a picture in
 * src/data is added here, and both follow.
 */
import type {Content, ContentName} from '../../src/data/schema';

/** Where on the site a picture appears; the generator gives each place the shape of its real photo. */
type MediaSlot = 'hero' | 'intro' | 'serviceCard' | 'banner' | 'salonCard' | 'social' | 'gallery';

export interface MediaUse {
  readonly name: ContentName;
  /** The field in the content file, e.g. ['groups', 0, 'items', 3, 'source']. */
  readonly path: ReadonlyArray<PropertyKey>;
  /** Public path, e.g. "/images/home/hero.jpg" or "/videos/galerie/x.mp4". */
  readonly source: string;
  readonly alt: string | undefined;
  readonly slot: MediaSlot;
}

/** The home page's pictures (hero and banner first), then the gallery's, in the order of their files. */
export function contentMedia({home, gallery}: Content): MediaUse[] {
  const uses: MediaUse[] = [
    {
      name: 'home',
      path: ['hero', 'image'],
      source: home.hero.image,
      alt: home.hero.alt,
      slot: 'hero',
    },
    {
      name: 'home',
      path: ['banner', 'image'],
      source: home.banner.image,
      alt: home.banner.alt,
      slot: 'banner',
    },
  ];
  home.intro.forEach(({image, alt}, i) => {
    if (image)
      uses.push({name: 'home', path: ['intro', i, 'image'], source: image, alt, slot: 'intro'});
  });
  home.services.cards.forEach(({image, alt}, i) =>
    uses.push({
      name: 'home',
      path: ['services', 'cards', i, 'image'],
      source: image,
      alt,
      slot: 'serviceCard',
    }),
  );
  home.salon.cards.forEach(({image, alt}, i) =>
    uses.push({
      name: 'home',
      path: ['salon', 'cards', i, 'image'],
      source: image,
      alt,
      slot: 'salonCard',
    }),
  );
  home.social.cards.forEach(({source, alt}, i) =>
    uses.push({name: 'home', path: ['social', 'cards', i, 'source'], source, alt, slot: 'social'}),
  );
  gallery.groups.forEach((group, g) =>
    group.items.forEach(({source, alt}, i) =>
      uses.push({
        name: 'gallery',
        path: ['groups', g, 'items', i, 'source'],
        source,
        alt,
        slot: 'gallery',
      }),
    ),
  );
  return uses;
}

/**
 * Shapes of the owner's content. Data files in this folder hold plain values only:
 * no JSX, no HTML. Tests in tests/unit/data validate every item against these rules.
 */

/** Rich text without markup: a string is a paragraph, `{list}` is a bullet list. */
export type RichText = ReadonlyArray<string | {readonly list: readonly string[]}>;

/** A treatment on the price list. Prices are text with a euro sign, e.g. "99 €". */
export interface TreatmentService {
  readonly title: string;
  readonly description?: RichText;
  /** Free text, e.g. "60 Min." or "ca. 3 Std." */
  readonly duration: string;
  readonly price: string;
  /** Optional higher regular price, shown struck through beside the price. */
  readonly regularPrice?: string;
}

export interface PriceCategory {
  readonly title: string;
  readonly services: readonly TreatmentService[];
}

/** A customer review (sample content until the owner imports her own). */
export interface Review {
  readonly service: string;
  readonly user: string;
  readonly review: string;
}

export type MediaType = 'image' | 'video';

export interface GalleryItem {
  /** Path under /images (image) or /videos (video). */
  readonly source: string;
  readonly type: MediaType;
  readonly alternativeText: string;
  readonly lazyLoading: boolean;
}

export interface GalleryGroup {
  readonly title: string;
  readonly items: readonly GalleryItem[];
}

export interface SocialMediaCard {
  readonly type: MediaType;
  readonly source: string;
  readonly alternativeText: string;
  readonly link: string;
}

export interface HomeServiceCard {
  readonly image: string;
  readonly alternativeText: string;
  readonly title: string;
  readonly priceNote: string;
  readonly label?: string;
}

export interface SalonInfoCard {
  readonly image: string;
  readonly alternativeText: string;
  readonly title: string;
  readonly text: string;
}

export interface NavigationLink {
  readonly target: string;
  readonly text: string;
  readonly activeClassName?: string;
}

/** A preview card of a blog post on the home page (made from the post's front matter at build time). */
export interface BlogPreview {
  /** The post's image, a path under /images/blog. */
  readonly imageSource: string;
  readonly alternativeText: string;
  readonly postHeadline: string;
  /** The post's description from its front matter: plain text, at most 150 characters. */
  readonly previewText: string;
  /** The post's URL path, e.g. /blog/post/slow-aging-durch-ernaehrung. */
  readonly link: string;
}

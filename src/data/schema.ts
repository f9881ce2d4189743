/**
 * The one schema of the owner's content, modelled on Astro's content collections
 * (`content.config.ts`): every YAML file in src/data and the blog's front matter, topics and
 * authors are collections, one file each in ./schema/, and every field is described there once –
 * its type and rule, the German message she reads when it is broken, and (in `.meta()`) its German
 * label and hint (./schema/fields.ts: what the collections share). From this one description come
 * the checks of the build and `npm start` (plugins/content), the editor at /admin
 * (plugins/admin/config.ts), the field names of the launch check, the types of the site's code
 * (z.infer) and the field lists in the YAML files' header comments (tests/unit/data/schema.test.ts
 * compares them).
 *
 * The YAML is read with the failsafe schema (every value is text), so "030 …", "01067" or "10:00"
 * stay exactly as typed; numbers and yes/no values are converted here. Runs at build time in Node
 * only: zod never ships to visitors.
 */
import type * as z from 'zod';
import {confirmationsSchema} from './schema/confirmations';
import {cooperationSchema} from './schema/cooperation';
import {gallerySchema} from './schema/gallery';
import {homeSchema} from './schema/home';
import {legalSchema} from './schema/legal';
import {pagesSchema} from './schema/pages';
import {pricesSchema} from './schema/prices';
import {reviewsSchema} from './schema/reviews';
import {studioSchema} from './schema/studio';

export {
  BLOG_IMAGES,
  TRUNCATE,
  authorsSchema,
  postSchema,
  tagsSchema,
  type Post,
} from './schema/blog';
export {CODE_LETTERS} from './schema/confirmations';

/** Every content file, by its name in src/data (without ".yml"). */
export const contentSchemas = {
  studio: studioSchema,
  legal: legalSchema,
  prices: pricesSchema,
  reviews: reviewsSchema,
  gallery: gallerySchema,
  home: homeSchema,
  cooperation: cooperationSchema,
  pages: pagesSchema,
  confirmations: confirmationsSchema,
} as const;

export type ContentName = keyof typeof contentSchemas;
export type Content = {[Name in ContentName]: z.infer<(typeof contentSchemas)[Name]>};

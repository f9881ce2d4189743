/**
 * Types of the content modules: `import {categories} from '@site/src/data/prices.yml'` gets what
 * plugins/content/derive.ts makes of the file, validated by src/data/schema.ts at build time.
 */
type Derived = import('../../plugins/content/derive').Derived;

declare module '@site/src/data/studio.yml' {
  export const studio: Derived['studio']['studio'];
}
declare module '@site/src/data/legal.yml' {
  export const legal: Derived['legal']['legal'];
}
declare module '@site/src/data/prices.yml' {
  export const categories: Derived['prices']['categories'];
}
declare module '@site/src/data/reviews.yml' {
  type Reviews = Derived['reviews'];
  export const asOf: Reviews['asOf'];
  export const asOfLabel: Reviews['asOfLabel'];
  export const notice: Reviews['notice'];
  export const reviews: Reviews['reviews'];
  export const summary: Reviews['summary'];
}
declare module '@site/src/data/gallery.yml' {
  export const groups: Derived['gallery']['groups'];
}
declare module '@site/src/data/home.yml' {
  type Home = Derived['home'];
  export const hero: Home['hero'];
  export const intro: Home['intro'];
  export const services: Home['services'];
  export const banner: Home['banner'];
  export const blog: Home['blog'];
  export const salon: Home['salon'];
  export const social: Home['social'];
  export const reviews: Home['reviews'];
  export const priceRange: Home['priceRange'];
}
declare module '@site/src/data/cooperation.yml' {
  export const cooperation: Derived['cooperation']['cooperation'];
}
declare module '@site/src/data/pages.yml' {
  type Pages = Derived['pages'];
  export const home: Pages['home'];
  export const prices: Pages['prices'];
  export const gallery: Pages['gallery'];
  export const cooperation: Pages['cooperation'];
  export const imprint: Pages['imprint'];
  export const privacy: Pages['privacy'];
  export const blog: Pages['blog'];
  export const blogArchive: Pages['blogArchive'];
  export const blogTopics: Pages['blogTopics'];
  export const blogAuthors: Pages['blogAuthors'];
}

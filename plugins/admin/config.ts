/**
 * The Decap CMS configuration of /admin, derived from the content schema (src/data/schema.ts):
 * names, nesting, required-ness, lengths and patterns from z.toJSONSchema (input side), German
 * label, hint, message and kind of field from `.meta()`; the blog's topics and authors from
 * blog/tags.yml and blog/authors.yml. A schema field without a German label stops the build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import * as z from 'zod';
import * as content from '../../src/data/schema';
import {sitePages} from '../../src/data/navigation';
import {ALT_MAX} from '../../src/lib/contentRules';
import {ARTICLE_IMAGE_PATH, ARTICLE_IMAGE_TYPE} from '../blog/articleImages';
import type {Blog} from '../content/problems';

/** One Decap field; the options this site reads back are typed. */
export interface DecapField {
  name: string;
  widget: string;
  pattern?: readonly [string, string];
  fields?: DecapField[];
  field?: DecapField;
  min?: number;
  max?: number;
  options?: Array<{label: string; value: string}>;
  [option: string]: unknown;
}

/** The JSON Schema zod writes for what a YAML file holds, with the `.meta()` keys. */
export interface JsonSchema extends z.GlobalMeta {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

/** The folder under static/images (and static/videos) an upload goes to, by file and top-level field. */
const UPLOAD_FOLDERS: Record<string, Record<string, string>> = {
  authors: {'': 'blog'},
  gallery: {'': 'galerie'},
  home: {'': 'home', services: 'leistungen', salon: 'salon', social: 'social'},
};

// The own widgets of ./client: the German date field, the browser's choice field (not
// react-select), an article's Markdown with „Bild einfügen“, a photo or a video with its poster.
export const DATE_WIDGET = 'datum';
export const CHOICE_WIDGET = 'auswahl';
export const ARTICLE_WIDGET = 'artikeltext';
export const MEDIA_WIDGET = 'bild-oder-video';

export class MissingFieldText extends Error {}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function toField(name: string, schema: JsonSchema, where: string, required: boolean): DecapField {
  const {title: label, description: hint, singular, plural, items = {}} = schema;
  if (!label || !hint)
    throw new MissingFieldText(
      `src/data/schema/: the field "${where}" has no German label or hint (.meta({title, description})) for the editor`,
    );
  const base = {name, label, hint, required: required ? undefined : false};
  if (schema.type === 'object')
    return {
      ...base,
      widget: 'object',
      collapsed: where.split('.').length > 2,
      fields: objectFields(schema, where),
    };
  if (schema.type !== 'array')
    return {...base, ...(schema.upload ? uploadField(schema.upload, where) : valueField(schema))};
  // label_plural: the count of ./client/widgets.js says „4 Orte“ where the label is no plural.
  const list = {
    ...base,
    widget: 'list',
    label_singular: singular,
    label_plural: plural,
    min: schema.minItems,
  };
  if (items.type === 'object')
    return {
      ...list,
      summary: schema.summary,
      add_to_top: schema.addToTop,
      fields: objectFields(items, where),
    };
  const field = {name: 'eintrag', label: singular ?? label, hint: '', ...valueField(items)};
  return {...list, collapsed: false, field};
}

/** A field holding one value: a choice, a whole number, a date, or text with the schema's rule. */
function valueField(schema: JsonSchema): {widget: string} & Partial<DecapField> {
  const {pattern, error, minLength = 0, maxLength} = schema;
  // yes/no as „ja“ and „nein“, other choices (platforms) capitalized.
  const options = schema.enum
    ?.filter((value) => !/^(true|false)$/.test(value))
    .map((value) => ({label: /^(ja|nein)$/.test(value) ? value : capitalized(value), value}));
  if (options) return {widget: CHOICE_WIDGET, options};
  if (schema.number) return {widget: 'number', value_type: 'int', ...schema.number};
  if (schema.date) return {widget: DATE_WIDGET};
  const widget = schema.multiline ? 'text' : 'string';
  if (maxLength !== undefined)
    return {
      widget,
      pattern: [`^[\\s\\S]{${minLength},${maxLength}}$`, `Höchstens ${maxLength} Zeichen.`],
    };
  if (!pattern) return {widget};
  if (!error)
    throw new MissingFieldText(`src/data/schema/: the pattern ${pattern} has no German message`);
  return {widget, pattern: [pattern, `${capitalized(error)}${/[.?!]$/.test(error) ? '' : '.'}`]};
}

/**
 * A path under static/, uploaded into the folder of its part of the file. No pattern: Decap would
 * check the upload before naming it. A video's folder is a hidden field inside (Decap reads a media
 * library's folder only from a field); its poster goes beside the photos (src/lib/images.ts).
 */
function uploadField(upload: 'photo' | 'photo or video', where: string) {
  const [file = '', part = ''] = where.split('.');
  const folder = UPLOAD_FOLDERS[file]?.[part] ?? UPLOAD_FOLDERS[file]?.[''];
  const into = (kind: string) =>
    folder && {media_folder: `/static/${kind}/${folder}`, public_folder: `/${kind}/${folder}`};
  if (upload === 'photo') return {widget: 'image', choose_url: false, ...into('images')};
  const video = {name: 'video', label: 'Video', widget: 'hidden', ...into('videos')};
  return {widget: MEDIA_WIDGET, ...into('images'), fields: [video]};
}

const objectFields = (schema: JsonSchema, where: string): DecapField[] =>
  Object.entries(schema.properties ?? {}).map(([key, child]) =>
    toField(key, child, `${where}.${key}`, (schema.required ?? []).includes(key)),
  );

/** The editor fields of an object schema; throws MissingFieldText for a field without a label. */
export const schemaFields = (schema: z.ZodType, where: string) =>
  objectFields(z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as JsonSchema, where);

export const dataFields = (name: content.ContentName) =>
  schemaFields(content.contentSchemas[name], name);

/** An article: its front matter (the schema's blog collection) with the choices of blog/, and its text. */
export function postFields({tags, authors: people}: Pick<Blog, 'tags' | 'authors'>): DecapField[] {
  const choices = (file: Blog['tags' | 'authors']) =>
    Object.entries<{label?: string; name?: string}>(file?.doc.toJS() ?? {}).map(
      ([value, entry]) => ({label: entry.label ?? entry.name ?? value, value}),
    );
  const authors = choices(people);
  const special: Record<string, Partial<DecapField>> = {
    // Today, on her computer (not in UTC).
    date: {default: '{{now}}'},
    authors: {widget: CHOICE_WIDGET, options: authors, default: authors[0]?.value},
    tags: {widget: CHOICE_WIDGET, multiple: true, min: 1, max: 3, options: choices(tags)},
    // No pattern: the editor names the upload itself, and Decap would check it before it is named.
    image: {widget: 'image', pattern: undefined, choose_url: false},
    draft: {widget: 'boolean', default: false, options: undefined},
  };
  const {TRUNCATE} = content;
  const body = {
    name: 'body',
    label: 'Text',
    hint: `Markdown: „## “ für Zwischenüberschriften, „- “ für Aufzählungen. Die Zeile ${TRUNCATE} trennt den Anriss für die Übersicht vom Rest; sie muss bleiben. Ein Foto setzen Sie mit „Bild einfügen“ an die Stelle des Cursors.`,
    // Her Markdown as written (Decap's rich text would rewrite it); the image button writes only
    // what the build accepts (../blog/articleImages.ts).
    widget: ARTICLE_WIDGET,
    image: {types: ARTICLE_IMAGE_TYPE.source, path: ARTICLE_IMAGE_PATH.source, alt_max: ALT_MAX},
    // A new article starts with the line its hint says must stay: the teaser goes above it.
    default: `\n\n${TRUNCATE}\n\n`,
    pattern: [
      TRUNCATE,
      `Die Zeile ${TRUNCATE} fehlt: Sie trennt den Anriss vom Rest des Beitrags.`,
    ] as const,
  };
  return schemaFields(content.postSchema, 'blog')
    .map(({pattern, ...field}): DecapField => ({
      ...field,
      // The editor asks for the address alone; the blog format adds „post/“.
      pattern: pattern && [pattern[0].replace('^post\\/', '^'), pattern[1]],
      ...special[field.name],
    }))
    .concat(body);
}

/** blog/authors.yml: one entry per author, under her short name, with the schema's author fields. */
const authorFields = ({authors}: Pick<Blog, 'authors'>): DecapField[] =>
  Object.keys(authors?.doc.toJS() ?? {}).map((key) => ({
    name: key,
    label: `Autorin „${key}“`,
    hint: 'So stehen Sie unter jedem Ihrer Beiträge.',
    widget: 'object',
    fields: schemaFields(content.authorsSchema.valueType, 'authors'),
  }));

/**
 * The whole configuration, as config.yml holds it: ./decap.yml with its menu, then each page's own
 * content file it lacks (src/data/navigation.ts). The editor commits to CMS_GITHUB_REPO, else the
 * repository Netlify builds, on CMS_BRANCH, else Netlify's BRANCH, else main; `npm run edit`
 * (EDITOR_LOCAL) adds the local backend.
 */
export function decapConfig(
  blog: Pick<Blog, 'tags' | 'authors'>,
  siteUrl: string,
  env = process.env,
) {
  const settings = readFileSync(path.join(__dirname, 'decap.yml'), 'utf8');
  const {backend, collections, ...rest} = parse(settings) as {
    backend: object;
    collections: Array<{name: string; label: string; preview_path?: string}>;
  };
  const pages = sitePages.flatMap(({route, data}) =>
    data && !collections.some(({name}) => name === data.name)
      ? [{...data, preview_path: route.slice(1)}]
      : [],
  );
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '');
  const blogImages = content.BLOG_IMAGES.replace(/\/$/, '');
  return {
    ...rest,
    backend: {
      ...backend,
      repo: env.CMS_GITHUB_REPO?.trim() || fromUrl?.[1] || 'BITTE-EINTRAGEN/repository',
      branch: env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || 'main',
    },
    local_backend: env.EDITOR_LOCAL ? true : undefined,
    // „Live ansehen“ and the header link: her own domain (`url` in src/data/studio.yml).
    site_url: siteUrl,
    display_url: siteUrl,
    collections: [...collections, ...pages].map((collection) => {
      const {name, label, preview_path, ...more} = collection;
      if (name === 'blog') {
        const images = {media_folder: `/static${blogImages}`, public_folder: blogImages};
        return {...collection, ...images, fields: postFields(blog)};
      }
      if (name === 'authors') {
        const file = {name, label, file: 'blog/authors.yml', fields: authorFields(blog)};
        return {name, label, ...more, format: 'yaml-kommentare-authors', files: [file]};
      }
      // One format per file, so each keeps its own comments (./client/formats.js).
      const fields = dataFields(name as content.ContentName);
      const file = {name, label, file: `src/data/${name}.yml`, preview_path, fields};
      const format = `yaml-kommentare-${name}`;
      return {name, label, ...more, format, editor: {preview: false}, files: [file]};
    }),
  };
}

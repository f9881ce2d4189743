/**
 * The Decap CMS configuration for /admin, derived from the one content schema (src/data/schema.ts):
 * every field's label, hint, rule message, widget, required-ness, list lengths, text lengths and
 * patterns are the schema's (its `.meta()` and what z.toJSONSchema writes), for the data files and
 * the blog's front matter alike; the topics and authors to choose from are blog/tags.yml and
 * blog/authors.yml. A schema field without a German label stops the generation.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {parse} from 'yaml';
import {
  BLOG_IMAGES,
  TRUNCATE,
  contentSchemas,
  postSchema,
  type ContentName,
} from '../../src/data/schema';

/** One Decap field (the subset of its options this site uses). */
export interface DecapField {
  name: string;
  label: string;
  hint: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: DecapField[];
  field?: DecapField;
  min?: number;
  max?: number;
  value_type?: 'int';
  options?: Array<string | {label: string; value: string}>;
  multiple?: boolean;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  default?: unknown;
  modes?: string[];
  choose_url?: boolean;
  media_library?: {config: {multiple: boolean}};
  allow_add?: boolean;
  add_to_top?: boolean;
}

/** The JSON Schema zod writes for the input side of a schema (what the YAML file holds). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  title?: string;
  description?: string;
  error?: string;
  multiline?: boolean;
  number?: {min: number; max: number};
  date?: boolean;
  singular?: string;
  summary?: string;
  addToTop?: boolean;
}

/** The content files, in the order of the editor's menu, with their German names. */
export const DATA_COLLECTIONS: ReadonlyArray<{
  name: ContentName;
  label: string;
  description: string;
}> = [
  {
    name: 'prices',
    label: 'Preisliste',
    description: 'Kategorien, Behandlungen, Preise, Dauer und die Texte unter „Mehr erfahren“.',
  },
  {
    name: 'reviews',
    label: 'Bewertungen',
    description: 'Ihre echten Bewertungen von Treatwell; die Übersicht rechnet die Website aus.',
  },
  {
    name: 'studio',
    label: 'Studio und Kontakt',
    description:
      'Name, Anschrift, Telefon, E-Mail, Öffnungszeiten und Ihre Seiten in sozialen Medien.',
  },
  {
    name: 'gallery',
    label: 'Galerie',
    description: 'Die Bilder und Videos der Galerie mit ihren Beschreibungen.',
  },
  {
    name: 'home',
    label: 'Startseite',
    description: 'Die Texte und Karten der Startseite, von oben nach unten.',
  },
  {
    name: 'cooperation',
    label: 'Kooperation',
    description: 'Die Seite für Kosmetikhersteller und Spa-Hotels.',
  },
  {
    name: 'legal',
    label: 'Rechtliches',
    description: 'Die Angaben für Impressum und Datenschutzerklärung.',
  },
  {
    name: 'pages',
    label: 'Seitentitel',
    description: 'Titel, Beschreibung und Suchwörter jeder Seite.',
  },
];

/**
 * The page „Live ansehen“ opens for each file (Decap's `preview_path`, after `site_url`): where the
 * owner sees what she changed. Files without an entry open the home page.
 */
const LIVE_PAGES: Partial<Record<ContentName, string>> = {
  prices: 'preisliste',
  gallery: 'galerie',
  cooperation: 'kooperation',
  legal: 'impressum',
};

/** The Decap format that keeps the comments of a content file (registered in ./client/admin.js). */
export const dataFormat = (name: ContentName) => `yaml-kommentare-${name}`;
export const BLOG_FORMAT = 'blog-frontmatter';
/**
 * The German date field (./client/widgets.js): „01.11.2025“ whatever the browser's language, the
 * file gets „2025-11-01“. Decap's own `datetime` shows the browser's format (mm/dd/yyyy in an
 * English browser) and „UTC“ beside it.
 */
export const DATE_WIDGET = 'datum';
/** Set by the blog format on files with front matter (./client/formats.js), never written. */
const ARTICLE_MARK = 'isArticle';

const YES_NO = ['ja', 'nein', 'true', 'false'];

export class MissingFieldText extends Error {}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as JsonSchema;

/** A rule message as the editor shows it: a sentence. */
const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? '' : '.'}`;

/** One schema node as a Decap field. */
function toField(name: string, schema: JsonSchema, where: string, required: boolean): DecapField {
  if (!schema.title || !schema.description) {
    throw new MissingFieldText(
      `src/data/schema.ts: the field "${where}" has no German label or hint (.meta({title, description})) for the editor`,
    );
  }
  const base = {
    name,
    label: schema.title,
    hint: schema.description,
    ...(required ? {} : {required: false}),
  };
  if (schema.type === 'object') {
    const requiredKeys = new Set(schema.required ?? []);
    return {
      ...base,
      widget: 'object',
      collapsed: where.split('.').length > 2,
      fields: Object.entries(schema.properties ?? {}).map(([key, child]) =>
        toField(key, child, `${where}.${key}`, requiredKeys.has(key)),
      ),
    };
  }
  if (schema.type === 'array') {
    const items = schema.items ?? {type: 'string'};
    if (!schema.singular)
      throw new MissingFieldText(
        `src/data/schema.ts: the list "${where}" has no singular (.meta({singular})) for its "hinzufügen" button`,
      );
    const list: DecapField = {
      ...base,
      widget: 'list',
      collapsed: true,
      label_singular: schema.singular,
      ...(schema.minItems ? {min: schema.minItems} : {}),
      // A new entry where the hint says new entries go (reviews: „Neue Bewertungen oben“).
      ...(schema.addToTop ? {add_to_top: true} : {}),
    };
    if (items.type === 'object') {
      const {fields} = toField(
        name,
        {...items, title: base.label, description: base.hint},
        where,
        true,
      );
      return {...list, ...(schema.summary ? {summary: schema.summary} : {}), fields};
    }
    return {
      ...list,
      collapsed: false,
      field: {name: 'eintrag', label: schema.singular, hint: '', ...valueField(items)},
    };
  }
  return {...base, ...valueField(schema)};
}

/** A field holding one value: a choice, a number, a date, or text with the schema's pattern. */
function valueField(schema: JsonSchema): Omit<DecapField, 'name' | 'label' | 'hint'> {
  if (schema.enum) {
    const values = schema.enum.join() === YES_NO.join() ? ['ja', 'nein'] : schema.enum;
    return {
      widget: 'select',
      options: values.map((value) => ({
        label: /^(ja|nein)$/.test(value) ? value : value.charAt(0).toUpperCase() + value.slice(1),
        value,
      })),
    };
  }
  if (schema.number)
    return {widget: 'number', value_type: 'int', min: schema.number.min, max: schema.number.max};
  if (schema.date) return {widget: DATE_WIDGET};
  const widget = schema.multiline ? 'text' : 'string';
  if (schema.maxLength !== undefined)
    return {
      widget,
      pattern: [
        `^[\\s\\S]{${schema.minLength ?? 0},${schema.maxLength}}$`,
        `Höchstens ${schema.maxLength} Zeichen.`,
      ],
    };
  if (schema.pattern) {
    if (!schema.error)
      throw new MissingFieldText(
        `src/data/schema.ts: the pattern ${schema.pattern} has no German message (.meta({error}))`,
      );
    return {widget, pattern: [schema.pattern, sentence(schema.error)]};
  }
  return {widget};
}

/** The editor fields of one content file. */
export function dataFields(name: ContentName): DecapField[] {
  return schemaFields(contentSchemas[name], name);
}

/** The editor fields of an object schema; throws MissingFieldText for a field without a German label. */
export function schemaFields(zodSchema: z.ZodType, where: string): DecapField[] {
  const schema = jsonSchemaOf(zodSchema);
  const requiredKeys = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    toField(key, child, `${where}.${key}`, requiredKeys.has(key)),
  );
}

/** An article's front matter (the blog collection of the schema), with the topics and authors to choose from, and its text. */
export function postFields(siteDir: string): DecapField[] {
  const read = (file: string) =>
    (parse(readFileSync(path.join(siteDir, 'blog', file), 'utf8')) ?? {}) as Record<
      string,
      {label?: string; name?: string}
    >;
  const tags = read('tags.yml');
  const authors = read('authors.yml');
  const choices = (entries: Record<string, {label?: string; name?: string}>) =>
    Object.entries(entries).map(([value, entry]) => ({
      label: entry.label ?? entry.name ?? value,
      value,
    }));
  return schemaFields(postSchema, 'blog')
    .map((field): DecapField => {
      switch (field.name) {
        case 'date':
          // Today, on her computer (not in UTC).
          return {...field, default: '{{now}}'};
        case 'authors':
          return {
            ...field,
            widget: 'select',
            options: choices(authors),
            default: Object.keys(authors)[0],
          };
        case 'tags':
          return {
            ...field,
            widget: 'select',
            multiple: true,
            min: 1,
            max: 3,
            options: choices(tags),
          };
        case 'image':
          // No pattern: the editor stores uploads in the collection's folder itself, and Decap
          // checks a fresh upload before its final path is set (the build's schema checks it).
          return {
            ...field,
            pattern: undefined,
            widget: 'image',
            choose_url: false,
            media_library: {config: {multiple: false}},
          };
        case 'draft':
          return {...field, widget: 'boolean', default: false, options: undefined};
        case 'slug':
          // The editor asks for the address alone; the format adds „post/“ (./client/formats.js).
          return {
            ...field,
            pattern: [field.pattern![0].replace('^post\\/', '^'), field.pattern![1]],
          };
        default:
          return field;
      }
    })
    .concat({
      name: 'body',
      label: 'Text',
      hint: `Markdown: „## “ für Zwischenüberschriften, „- “ für Aufzählungen. Die Zeile ${TRUNCATE} trennt den Anriss für die Übersicht vom Rest; sie muss bleiben.`,
      widget: 'markdown',
      modes: ['raw'],
      // A new article starts with the line its hint says must stay: the teaser goes above it.
      default: `\n\n${TRUNCATE}\n\n`,
      pattern: [
        TRUNCATE,
        `Die Zeile ${TRUNCATE} fehlt: Sie trennt den Anriss vom Rest des Beitrags.`,
      ],
    });
}

/** Where the production editor stores its changes: the Git host of the repository. */
export interface Backend {
  /** "owner/name" of the GitHub repository. */
  repo: string;
  branch: string;
}

/**
 * The repository the production editor commits to: CMS_GITHUB_REPO, else the one Netlify builds
 * from (REPOSITORY_URL, set by Netlify in every build). CMS_BRANCH, else Netlify's BRANCH, else main.
 */
export function backendFromEnvironment(env: NodeJS.ProcessEnv = process.env): Backend | null {
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(
    env.REPOSITORY_URL ?? '',
  )?.[1];
  const repo = env.CMS_GITHUB_REPO?.trim() || fromUrl;
  return repo ? {repo, branch: env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || 'main'} : null;
}

export interface DecapConfigOptions {
  siteDir: string;
  siteUrl: string;
  backend: Backend | null;
}

/** The whole configuration, as config.yml holds it. */
export function decapConfig({siteDir, siteUrl, backend}: DecapConfigOptions) {
  const dataDir = 'src/data';
  return {
    locale: 'de',
    // Production: GitHub, signed in through Netlify's OAuth provider (owner's guide, section 10).
    // Without a repository (a local build), a placeholder: the local editor (npm run edit) replaces
    // the backend with decap-server, see ./client/admin.js.
    backend: {
      name: 'github',
      repo: backend?.repo ?? 'BITTE-EINTRAGEN/repository',
      branch: backend?.branch ?? 'main',
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      squash_merges: true,
      commit_messages: {
        create: 'Neu: {{collection}} „{{slug}}“ (im Editor)',
        update: 'Geändert: {{collection}} „{{slug}}“ (im Editor)',
        delete: 'Gelöscht: {{collection}} „{{slug}}“ (im Editor)',
        uploadMedia: 'Bild hochgeladen: {{path}}',
        deleteMedia: 'Bild gelöscht: {{path}}',
      },
    },
    publish_mode: 'simple',
    // „Live ansehen“ and the header link: her own domain, `url` in src/data/studio.yml (read by
    // plugins/admin/index.ts on every start and build, and again when studio.yml changes).
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'static/images',
    public_folder: '/images',
    slug: {encoding: 'ascii', clean_accents: true, sanitize_replacement: '-'},
    collections: [
      {
        name: 'blog',
        label: 'Blog',
        label_singular: 'Beitrag',
        description:
          'Ihre Blogbeiträge. Ein neuer Beitrag erscheint auf /blog, in den Feeds und, wenn er zu den zwei neuesten gehört, auf der Startseite.',
        folder: 'blog',
        extension: 'md',
        format: BLOG_FORMAT,
        editor: {preview: false},
        create: true,
        delete: false,
        slug: '{{fields.date}}-{{fields.slug}}',
        // „Live ansehen“ opens the article itself (the editor shows the slug without "post/").
        preview_path: 'blog/post/{{fields.slug}}',
        identifier_field: 'title',
        summary: "{{title}} ({{fields.date | date('DD.MM.YYYY')}})",
        sortable_fields: ['date', 'title'],
        // blog/README.md (the owner's guide) has no front matter: the format marks only articles.
        filter: {field: ARTICLE_MARK, value: true},
        media_folder: `/static${BLOG_IMAGES.replace(/\/$/, '')}`,
        public_folder: BLOG_IMAGES.replace(/\/$/, ''),
        fields: postFields(siteDir),
      },
      ...DATA_COLLECTIONS.map(({name, label, description}) => ({
        name,
        label,
        description,
        format: dataFormat(name),
        editor: {preview: false},
        files: [
          {
            name,
            label,
            file: `${dataDir}/${name}.yml`,
            ...(LIVE_PAGES[name] ? {preview_path: LIVE_PAGES[name]} : {}),
            fields: dataFields(name),
          },
        ],
      })),
    ],
  };
}

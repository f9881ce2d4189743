/**
 * The Decap CMS configuration for /admin, generated from the content schema (src/data/schema.ts)
 * and the German field texts (./fields.ts), and for blog articles from the blog's front matter
 * rules (plugins/blog-checks), blog/tags.yml and blog/authors.yml. Generated on every `start` and
 * `build`, so a field added to the schema appears in the editor or stops the build until it has a
 * German label; types, required-ness, list lengths, text lengths and patterns are the schema's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {parse} from 'yaml';
import {contentSchemas, type ContentName} from '../../src/data/schema';
import {ALT_MAX, DESCRIPTION_MAX} from '../../src/lib/contentRules';
import {DESCRIPTION_MIN, IMAGE_PREFIX} from '../blog-checks/checks';
import {fieldText, type FieldText} from './fields';

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

function jsonSchemaOf(name: ContentName): JsonSchema {
  return z.toJSONSchema(contentSchemas[name], {io: 'input', unrepresentable: 'any'}) as JsonSchema;
}

function textOf(dottedPath: string): FieldText {
  const text = fieldText(dottedPath);
  if (!text) {
    throw new MissingFieldText(
      `plugins/admin: the schema field "${dottedPath}" has no German label for the editor; add it to plugins/admin/fields.ts`,
    );
  }
  return text;
}

function missingSingular(dottedPath: string): never {
  throw new MissingFieldText(
    `plugins/admin: the list "${dottedPath}" has no singular for its "hinzufügen" button; add one to plugins/admin/fields.ts`,
  );
}

/** One schema node as a Decap field. */
function toField(
  name: string,
  schema: JsonSchema,
  dottedPath: string,
  required: boolean,
): DecapField {
  const text = textOf(dottedPath);
  const base = {name, label: text.label, hint: text.hint, ...(required ? {} : {required: false})};
  if (schema.type === 'object') {
    const requiredKeys = new Set(schema.required ?? []);
    return {
      ...base,
      widget: 'object',
      collapsed: dottedPath.split('.').length > 2,
      fields: Object.entries(schema.properties ?? {}).map(([key, child]) =>
        toField(key, child, `${dottedPath}.${key}`, requiredKeys.has(key)),
      ),
    };
  }
  if (schema.type === 'array') {
    const items = schema.items ?? {type: 'string'};
    const list: DecapField = {
      ...base,
      widget: 'list',
      collapsed: true,
      label_singular: text.singular ?? missingSingular(dottedPath),
      ...(schema.minItems ? {min: schema.minItems} : {}),
      // A new entry where the hint says new entries go (reviews: „Neue Bewertungen oben“).
      ...(text.addToTop ? {add_to_top: true} : {}),
    };
    if (items.type === 'object') {
      const itemField = toField(name, items, dottedPath, true);
      return {...list, ...(text.summary ? {summary: text.summary} : {}), fields: itemField.fields};
    }
    const item = stringField(items, text);
    return {
      ...list,
      collapsed: false,
      field: {name: 'eintrag', label: text.label, hint: '', ...item},
    };
  }
  if (schema.enum) {
    const values = schema.enum.join() === YES_NO.join() ? ['ja', 'nein'] : schema.enum;
    return {
      ...base,
      widget: 'select',
      options: values.map((value) => ({
        label:
          value === 'ja'
            ? 'ja'
            : value === 'nein'
              ? 'nein'
              : value.charAt(0).toUpperCase() + value.slice(1),
        value,
      })),
    };
  }
  return {...base, ...stringField(schema, text)};
}

/** A text field: one line or several, with the schema's pattern and length, or a number or date field. */
function stringField(
  schema: JsonSchema,
  text: FieldText,
): Omit<DecapField, 'name' | 'label' | 'hint'> {
  if (text.number) {
    return {widget: 'number', value_type: 'int', min: text.number.min, max: text.number.max};
  }
  if (text.date) {
    return {widget: DATE_WIDGET};
  }
  const widget = text.multiline ? 'text' : 'string';
  if (text.pattern) {
    return {widget, pattern: [text.pattern[0].source, text.pattern[1]]};
  }
  if (schema.maxLength !== undefined) {
    return {
      widget,
      pattern: [
        `^[\\s\\S]{${schema.minLength ?? 0},${schema.maxLength}}$`,
        `Höchstens ${schema.maxLength} Zeichen.`,
      ],
    };
  }
  if (schema.pattern) {
    return {widget, pattern: [schema.pattern, patternMessage(schema.pattern)]};
  }
  return {widget};
}

/** German messages for the patterns the schema states as regular expressions. */
function patternMessage(pattern: string): string {
  if (pattern.startsWith('^https:'))
    return 'Eine Adresse sieht so aus: „https://www.beispiel.de/seite“.';
  if (pattern.startsWith('^\\/images\\/'))
    return 'Ein Bild wird so angegeben: „/images/ordner/name.jpg“ (kleine Buchstaben, keine Umlaute).';
  if (pattern.startsWith('^\\/(images'))
    return 'Ein Bild oder Video wird so angegeben: „/images/ordner/name.jpg“ oder „/videos/ordner/name.mp4“.';
  if (pattern.startsWith('^\\/videos'))
    return 'Ein Video wird so angegeben: „/videos/ordner/name.mp4“.';
  if (pattern.startsWith('^\\/'))
    return 'Ein Link innerhalb der Website beginnt mit „/“, z. B. „/preisliste“.';
  throw new MissingFieldText(
    `plugins/admin: no German message for the schema pattern ${pattern}; add one in plugins/admin/config.ts`,
  );
}

/** The editor fields of one content file. */
export function dataFields(name: ContentName): DecapField[] {
  const schema = jsonSchemaOf(name);
  const requiredKeys = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    toField(key, child, `${name}.${key}`, requiredKeys.has(key)),
  );
}

const TRUNCATE = '<!-- truncate -->';

/** Front matter of a blog article (blog/README.md, section 2); the checks in plugins/blog-checks decide what is valid. */
export function blogFields(siteDir: string): DecapField[] {
  const tags = (parse(readFileSync(path.join(siteDir, 'blog', 'tags.yml'), 'utf8')) ??
    {}) as Record<string, {label?: string}>;
  const authors = (parse(readFileSync(path.join(siteDir, 'blog', 'authors.yml'), 'utf8')) ??
    {}) as Record<string, {name?: string}>;
  const authorKeys = Object.keys(authors);
  return [
    {
      name: 'title',
      label: 'Überschrift',
      hint: 'Steht groß über dem Beitrag, auf der Übersicht und in den Feeds. Höchstens 60 Zeichen, sonst zusätzlich einen kürzeren Seitentitel angeben.',
      widget: 'string',
    },
    {
      name: 'title_meta',
      // Optional: the editor adds „(freiwillig)“ itself (./client/admin.js, locale).
      label: 'Kürzerer Seitentitel',
      hint: 'Für den Browser-Tab und Google, falls die Überschrift lang ist. Die Website hängt den Namen des Studios an.',
      widget: 'string',
      required: false,
    },
    {
      name: 'description',
      label: 'Zusammenfassung',
      hint: `${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen. Google zeigt sie in den Suchergebnissen, die Startseite als Vorschautext.`,
      widget: 'text',
      pattern: [
        `^[\\s\\S]{${DESCRIPTION_MIN},${DESCRIPTION_MAX}}$`,
        `Schreiben Sie ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen.`,
      ],
    },
    {
      name: 'keywords',
      label: 'Suchbegriffe',
      hint: 'Ein Begriff je Eintrag; 3 bis 8 sind sinnvoll.',
      widget: 'list',
      label_singular: 'Suchbegriff',
      min: 1,
      field: {name: 'eintrag', label: 'Suchbegriff', hint: '', widget: 'string'},
    },
    {
      name: 'slug',
      label: 'Adresse des Beitrags',
      hint: 'Nur Kleinbuchstaben, Ziffern und Bindestriche, keine Umlaute („ernaehrung“ statt „Ernährung“). Der Beitrag erscheint unter /blog/post/<Adresse>; die Datei heißt Datum-Adresse.md.',
      widget: 'string',
      pattern: [
        '^[a-z0-9]+(?:-[a-z0-9]+)*$',
        'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. „sonnenschutz-im-winter“.',
      ],
    },
    {
      name: 'date',
      label: 'Erscheinungsdatum',
      hint: 'Die Seite zeigt es als „15. September 2025“.',
      widget: DATE_WIDGET,
      // Today, on her computer (not in UTC).
      default: '{{now}}',
    },
    {
      name: 'authors',
      label: 'Autorin',
      hint: 'Aus blog/authors.yml.',
      widget: 'select',
      options: authorKeys.map((key) => ({label: authors[key]?.name ?? key, value: key})),
      ...(authorKeys[0] ? {default: authorKeys[0]} : {}),
    },
    {
      name: 'tags',
      label: 'Themen',
      hint: 'Ein bis drei Themen aus blog/tags.yml.',
      widget: 'select',
      multiple: true,
      min: 1,
      max: 3,
      options: Object.entries(tags).map(([key, tag]) => ({label: tag.label ?? key, value: key})),
    },
    {
      name: 'image',
      label: 'Beitragsbild',
      hint: `JPEG im Querformat, am besten 1600 × 900 Pixel; es wird unter static${IMAGE_PREFIX} gespeichert. Dateiname in Kleinbuchstaben, ohne Umlaute und Leerzeichen.`,
      widget: 'image',
      choose_url: false,
      media_library: {config: {multiple: false}},
    },
    {
      name: 'image_alt',
      label: 'Bildbeschreibung (Alt-Text)',
      hint: `Was auf dem Bild zu sehen ist, in höchstens ${ALT_MAX} Zeichen.`,
      widget: 'string',
      pattern: [`^[\\s\\S]{1,${ALT_MAX}}$`, `Höchstens ${ALT_MAX} Zeichen.`],
    },
    {
      name: 'draft',
      label: 'Entwurf',
      hint: 'Eingeschaltet: Der Beitrag erscheint nur in der Vorschau auf Ihrem Computer, nicht auf der veröffentlichten Website.',
      widget: 'boolean',
      required: false,
      default: false,
    },
    {
      name: 'body',
      label: 'Text',
      hint: 'Markdown: „## “ für Zwischenüberschriften, „- “ für Aufzählungen. Die Zeile <!-- truncate --> trennt den Anriss für die Übersicht vom Rest; sie muss bleiben.',
      widget: 'markdown',
      modes: ['raw'],
      // A new article starts with the line its hint says must stay: the teaser goes above it.
      default: `\n\n${TRUNCATE}\n\n`,
      pattern: [
        TRUNCATE,
        'Die Zeile <!-- truncate --> fehlt: Sie trennt den Anriss vom Rest des Beitrags.',
      ],
    },
  ];
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
        media_folder: `/static${IMAGE_PREFIX.replace(/\/$/, '')}`,
        public_folder: IMAGE_PREFIX.replace(/\/$/, ''),
        fields: blogFields(siteDir),
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

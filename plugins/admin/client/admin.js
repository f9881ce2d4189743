/**
 * Starts the editor at /admin: registers the formats that keep the owner's comments
 * (./formats.js), the German widgets (./widgets.js) and the German wording (the `de` locale with
 * the site's voice: Sie, nouns capitalised), then Decap CMS with config.yml. Started by `npm run
 * edit` (LOCAL_BACKEND, written by plugins/admin) and opened on this computer (127.0.0.1 or
 * localhost), it saves through the local backend (decap-server), which the development server
 * passes through on the same origin at /api/v1: no request leaves the page's origin.
 */
import * as YAML from './yaml/index.js';
import {blogFormat, yamlFileFormat} from './formats.js';
import {germanDateControl, germanDatePreview, listKeepingCase} from './widgets.js';
import {BLOG_FORMAT, DATA_FORMATS, DATE_WIDGET, LOCAL_BACKEND} from './names.js';

const CMS = /** @type {any} */ (window).CMS;
const {h, createClass} = /** @type {any} */ (window);
for (const format of DATA_FORMATS) CMS.registerCustomFormat(format, 'yml', yamlFileFormat(YAML));
CMS.registerCustomFormat(BLOG_FORMAT, 'md', blogFormat(YAML));

CMS.registerWidget(DATE_WIDGET, germanDateControl(h, createClass), germanDatePreview(h));
// Not `...list`: Decap stores the registered object's other keys last, so its `control` would win.
const list = CMS.getWidget('list');
CMS.registerWidget({
  name: 'list',
  controlComponent: listKeepingCase(h, createClass, list.control),
  previewComponent: list.preview,
  schema: list.schema,
  globalStyles: list.globalStyles,
  allowMapValue: list.allowMapValue,
});

const local = LOCAL_BACKEND && ['127.0.0.1', 'localhost'].includes(window.location.hostname);

/**
 * Decap's German, reworded where it says „du“, writes nouns in lower case, says „Login“ or
 * „Beitrag“ for every kind of entry. Decap shows one saved message for every collection (it has
 * no placeholder for the collection), so that message fits all of them.
 */
const de = CMS.getLocale('de');
const merge = (/** @type {any} */ base, /** @type {any} */ override) =>
  Object.fromEntries(
    [...new Set([...Object.keys(base ?? {}), ...Object.keys(override)])].map((key) => [
      key,
      override[key] !== null && typeof override[key] === 'object'
        ? merge(base?.[key], override[key])
        : (override[key] ?? base[key]),
    ]),
  );
CMS.registerLocale(
  'de',
  merge(de, {
    auth: {
      login: 'Anmelden',
      loggingIn: 'Sie werden angemeldet …',
      loginWithGitHub: 'Mit GitHub anmelden',
      loginWithNetlifyIdentity: 'Mit Netlify Identity anmelden',
    },
    app: {
      header: {content: 'Inhalte', media: 'Bilder', quickAdd: 'Neu'},
      app: {
        errorHeader: 'Die Einstellungen des Editors konnten nicht geladen werden.',
        checkConfigYml: 'Bitte geben Sie diese Meldung an Ihre technische Hilfe weiter.',
        loadingConfig: 'Der Editor wird geladen …',
        waitingBackend: 'Verbindung zum Speicher wird hergestellt …',
      },
    },
    collection: {
      sidebar: {collections: 'Bereiche', allCollections: 'Alle Bereiche'},
      collectionTop: {
        newButton: '%{collectionLabel} anlegen',
        newButtonAriaLabel: '%{collectionLabel} anlegen',
        searchResults: 'Suchergebnisse für „%{searchTerm}“',
        searchResultsInCollection: 'Suchergebnisse für „%{searchTerm}“ in %{collection}',
      },
      entries: {
        loadingEntries: 'Einträge werden geladen …',
        cachingEntries: 'Einträge werden zwischengespeichert …',
        longerLoading: 'Das kann einige Minuten dauern.',
        noEntries: 'Noch keine Einträge',
      },
    },
    editor: {
      // Optional fields: „Bild (freiwillig)“; their labels do not say it a second time (plugins/admin/fields.ts).
      editorControl: {field: {optional: 'freiwillig'}},
      editorControlPane: {
        widget: {
          required: 'Bitte füllen Sie „%{fieldLabel}“ aus.',
          // The pattern's message is the schema's German sentence (plugins/admin/config.ts).
          regexPattern: '%{fieldLabel}: %{pattern}',
          processing: '„%{fieldLabel}“ wird noch verarbeitet.',
          range: '„%{fieldLabel}“: eine Zahl von %{minValue} bis %{maxValue}.',
          min: '„%{fieldLabel}“: mindestens %{minValue}.',
          max: '„%{fieldLabel}“: höchstens %{maxValue}.',
          rangeCount: '„%{fieldLabel}“: Erlaubt sind %{minCount} bis %{maxCount} Einträge.',
          rangeCountExact: '„%{fieldLabel}“: Anzahl der Einträge genau %{count}.',
          rangeMin: '„%{fieldLabel}“: Es fehlen Einträge (mindestens %{minCount}).',
          rangeMax: '„%{fieldLabel}“: Zu viele Einträge (höchstens %{maxCount}).',
        },
      },
      editor: {
        onLeavePage:
          'Möchten Sie diese Seite wirklich verlassen? Nicht gespeicherte Änderungen gehen verloren.',
        loadingEntry: 'Wird geladen …',
        confirmLoadBackup:
          'Auf diesem Computer gibt es eine nicht gespeicherte Fassung dieses Eintrags. Möchten Sie sie wiederherstellen?',
        onDeletePublishedEntry: 'Möchten Sie diesen Eintrag wirklich löschen?',
      },
      editorToolbar: {
        publishing: 'Wird gespeichert …',
        publishAndCreateNew: 'Veröffentlichen und neuen Beitrag anlegen',
        publishAndDuplicate: 'Veröffentlichen und als Vorlage für einen neuen Beitrag nehmen',
        deleteEntry: 'Eintrag löschen',
        deletePublishedEntry: 'Eintrag löschen',
        saving: 'Wird gespeichert …',
        deleting: 'Wird gelöscht …',
        // Decap's German "Zurück zu allen Preisliste" fits only plural labels; ours name one file each.
        backCollection: 'Zurück zu „%{collectionLabel}“',
        unsavedChanges: 'Nicht gespeichert',
        changesSaved: 'Änderungen gespeichert',
      },
      editorWidgets: {
        image: {
          choose: 'Bild auswählen',
          chooseUrl: 'Bildadresse eingeben',
          replaceUrl: 'Andere Bildadresse eingeben',
          promptUrl: 'Geben Sie die Adresse des Bildes ein',
          chooseDifferent: 'Anderes Bild auswählen',
          remove: 'Bild entfernen',
        },
        file: {
          choose: 'Datei auswählen',
          chooseUrl: 'Dateiadresse eingeben',
          replaceUrl: 'Andere Dateiadresse eingeben',
          promptUrl: 'Geben Sie die Adresse der Datei ein',
          chooseDifferent: 'Andere Datei auswählen',
          remove: 'Datei entfernen',
        },
        markdown: {linkPrompt: 'Geben Sie die Adresse des Links ein', richText: 'Formatiert'},
        unknownControl: {noControl: 'Kein Eingabefeld für „%{widget}“.'},
        unknownPreview: {noPreview: 'Keine Vorschau für „%{widget}“.'},
      },
    },
    mediaLibrary: {
      mediaLibraryCard: {copyUrl: 'Adresse kopieren'},
      mediaLibrary: {
        onDelete: 'Möchten Sie das ausgewählte Bild wirklich löschen?',
        fileTooLarge: 'Die Datei ist zu groß: erlaubt sind höchstens %{size} kB.',
      },
      mediaLibraryModal: {
        loading: 'Wird geladen …',
        noResults: 'Keine Treffer.',
        noAssetsFound: 'Noch keine Dateien.',
        noImagesFound: 'Noch keine Bilder.',
        mediaAssets: 'Bilder und Dateien',
        search: 'Suchen …',
        uploading: 'Wird hochgeladen …',
        download: 'Herunterladen',
        deleting: 'Wird gelöscht …',
        deleteSelected: 'Ausgewähltes löschen',
        chooseSelected: 'Ausgewähltes verwenden',
      },
    },
    ui: {
      default: {goBackToSite: 'Zur Website'},
      errorBoundary: {details: 'Ein Fehler ist aufgetreten – bitte ', reportIt: 'melden Sie ihn.'},
      toast: {
        onFailToLoadEntries: 'Die Einträge konnten nicht geladen werden: %{details}',
        onFailToPersist: 'Speichern fehlgeschlagen: %{details}',
        onFailToDelete: 'Löschen fehlgeschlagen: %{details}',
        missingRequiredField:
          'Einige Pflichtfelder sind noch leer; sie sind rot markiert. Bitte füllen Sie sie aus.',
        entrySaved: local
          ? 'Gespeichert. Die Vorschau zeigt die Änderung nach wenigen Sekunden.'
          : 'Gespeichert. Ihre Website zeigt die Änderung in wenigen Minuten.',
        entryPublished: local
          ? 'Gespeichert. Die Vorschau zeigt die Änderung nach wenigen Sekunden.'
          : 'Gespeichert. Ihre Website zeigt die Änderung in wenigen Minuten.',
        onLoggedOut:
          'Sie wurden abgemeldet. Bitte sichern Sie Ihre Änderungen und melden Sie sich erneut an.',
        onBackendDown: 'Der Speicher ist gerade nicht erreichbar. Mehr dazu: %{details}',
      },
    },
  }),
);

CMS.init(local ? {config: {local_backend: {url: `${window.location.origin}/api/v1`}}} : {});

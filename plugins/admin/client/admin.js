/**
 * Starts the editor at /admin: the formats that keep the owner's comments and the German widgets
 * (./editor.js), Decap's German in the site's voice, then Decap with config.yml.
 * With `local_backend` (npm run edit) and opened on this computer, Decap saves through decap-server,
 * which the development server passes through at /api/v1: no request leaves the page's origin.
 */
import * as YAML from './yaml/index.js';
import {
  blogFormat,
  choiceControl,
  germanAttributes,
  germanDateControl,
  listKeepingCase,
  yamlFileFormat,
} from './editor.js';

const {CMS, h, createClass} = /** @type {any} */ (window);
const config = YAML.parse(await (await fetch('/admin/config.yml')).text());
for (const {format, extension} of config.collections) {
  const blog = extension === 'md';
  CMS.registerCustomFormat(format, extension ?? 'yml', (blog ? blogFormat : yamlFileFormat)(YAML));
}
CMS.registerWidget('datum', germanDateControl(h, createClass)); // DATE_WIDGET in ../config.ts
CMS.registerWidget('auswahl', choiceControl(h, createClass)); // CHOICE_WIDGET in ../config.ts
const list = CMS.getWidget('list');
list.control = listKeepingCase(h, createClass, list.control);

const local = config.local_backend && ['127.0.0.1', 'localhost'].includes(location.hostname);
if (config.local_backend) config.local_backend = {url: `${location.origin}/api/v1`};
// „Live ansehen“ and the link in the header: on her computer, the preview beside the editor.
if (local) config.site_url = config.display_url = location.origin;

/**
 * Decap's German, reworded where it says „du“ or „Login“, writes nouns in lower case or calls every
 * entry a „Beitrag“, and completed where Decap's German lacks a text (it then shows the English
 * one: tooltips such as „Strikethrough“, screen-reader labels such as „Account options dropdown“).
 * Decap has one saved message for every collection (no placeholder for the collection), so it
 * fits all of them.
 */
const GERMAN = {
  auth: {
    login: 'Anmelden',
    loggingIn: 'Sie werden angemeldet …',
    loginWithGitHub: 'Mit GitHub anmelden',
  },
  'app.header': {content: 'Inhalte', media: 'Bilder', quickAdd: 'Neu'},
  'app.app': {
    errorHeader: 'Die Einstellungen des Editors konnten nicht geladen werden.',
    checkConfigYml: 'Bitte geben Sie diese Meldung an Ihre technische Hilfe weiter.',
    loadingConfig: 'Der Editor wird geladen …',
    waitingBackend: 'Verbindung zum Speicher wird hergestellt …',
  },
  'collection.sidebar': {collections: 'Bereiche', allCollections: 'Alle Bereiche'},
  'collection.collectionTop': {
    viewAsList: 'Als Liste anzeigen',
    viewAsGrid: 'Als Raster anzeigen',
    newButton: '%{collectionLabel} anlegen',
    newButtonAriaLabel: '%{collectionLabel} anlegen',
    searchResults: 'Suchergebnisse für „%{searchTerm}“',
    searchResultsInCollection: 'Suchergebnisse für „%{searchTerm}“ in %{collection}',
  },
  'collection.entries': {
    loadingEntries: 'Einträge werden geladen …',
    cachingEntries: 'Einträge werden zwischengespeichert …',
    longerLoading: 'Das kann einige Minuten dauern.',
    noEntries: 'Noch keine Einträge',
    unpublishedHeader: 'Unveröffentlichte Einträge',
  },
  // Optional fields: „Bild (freiwillig)“; their labels do not say it a second time.
  'editor.editorControl.field': {optional: 'freiwillig', widgetLabel: 'Feld „%{widgetLabel}“'},
  'editor.editorInterface': {toggleNotes: 'Notizen ein- oder ausblenden'},
  'editor.editorNotesPane': {
    title: 'Notizen',
    emptyState: 'Noch keine Notizen. Schreiben Sie unten die erste.',
    addNote: 'Notiz hinzufügen',
    addPlaceholder: 'Notiz schreiben …',
    editPlaceholder: 'Notiz bearbeiten …',
    save: 'Speichern',
    cancel: 'Abbrechen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    resolve: 'Als erledigt markieren',
    unresolve: 'Wieder öffnen',
    confirmDelete: 'Möchten Sie diese Notiz wirklich löschen?',
    shortcut: 'Tipp: Mit Strg und Eingabetaste fügen Sie die Notiz gleich hinzu.',
  },
  'editor.editorControlPane.widget': {
    required: 'Bitte füllen Sie „%{fieldLabel}“ aus.',
    // The pattern's message is the schema's German sentence (../config.ts).
    regexPattern: '%{fieldLabel}: %{pattern}',
    processing: '„%{fieldLabel}“ wird noch verarbeitet.',
    range: '„%{fieldLabel}“: eine Zahl von %{minValue} bis %{maxValue}.',
    rangeCount: '„%{fieldLabel}“: Erlaubt sind %{minCount} bis %{maxCount} Einträge.',
    rangeMin: '„%{fieldLabel}“: Es fehlen Einträge (mindestens %{minCount}).',
  },
  'editor.editor': {
    onLeavePage:
      'Möchten Sie diese Seite wirklich verlassen? Nicht gespeicherte Änderungen gehen verloren.',
    loadingEntry: 'Wird geladen …',
    confirmLoadBackup:
      'Auf diesem Computer gibt es eine nicht gespeicherte Fassung dieses Eintrags. Möchten Sie sie wiederherstellen?',
  },
  'editor.editorToolbar': {
    publishing: 'Wird gespeichert …',
    publishAndCreateNew: 'Veröffentlichen und neuen Beitrag anlegen',
    publishAndDuplicate: 'Veröffentlichen und als Vorlage für einen neuen Beitrag nehmen',
    // Decap's „Zurück zu allen Preisliste“ fits only plural labels; ours name one file each.
    backCollection: 'Zurück zu „%{collectionLabel}“',
    unsavedChanges: 'Nicht gespeichert',
    changesSaved: 'Änderungen gespeichert',
  },
  'editor.editorWidgets.image': {
    choose: 'Bild auswählen',
    chooseDifferent: 'Anderes Bild auswählen',
    // Only where a video may go instead (plugins/admin/config.ts, `choose_url`).
    chooseUrl: 'Video-Pfad eintragen',
    replaceUrl: 'Anderen Video-Pfad eintragen',
    promptUrl: 'Pfad des Videos, z. B. /videos/galerie/name.mp4',
    remove: 'Bild entfernen',
    chooseMultiple: 'Bilder auswählen',
    addMore: 'Weitere Bilder hinzufügen',
    removeAll: 'Alle Bilder entfernen',
  },
  'editor.editorWidgets.file': {
    chooseMultiple: 'Dateien auswählen',
    addMore: 'Weitere Dateien hinzufügen',
    removeAll: 'Alle Dateien entfernen',
  },
  'editor.editorWidgets.markdown': {
    strikethrough: 'Durchgestrichen',
    richText: 'Formatierter Text',
    'toggleMode.rich': 'Zum formatierten Text wechseln',
    'toggleMode.markdown': 'Zu Markdown wechseln',
  },
  'editor.editorWidgets.datetime': {setToNow: '„%{fieldLabel}“ auf jetzt setzen'},
  'editor.editorWidgets.object': {expand: 'Aufklappen', collapse: 'Zuklappen'},
  'mediaLibrary.mediaLibraryCard': {copyUrl: 'Adresse kopieren'},
  'mediaLibrary.mediaLibrary': {onDelete: 'Möchten Sie das ausgewählte Bild wirklich löschen?'},
  'mediaLibrary.mediaLibraryModal': {
    close: 'Schließen',
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
  'ui.default': {goBackToSite: 'Zur Website'},
  'ui.settingsDropdown': {account: 'Menü Ihres Kontos'},
  'ui.errorBoundary': {details: 'Ein Fehler ist aufgetreten – bitte ', reportIt: 'melden Sie ihn.'},
  'ui.toast': {
    onFailToLoadEntries: 'Die Einträge konnten nicht geladen werden: %{details}',
    onFailToPersist: 'Speichern fehlgeschlagen: %{details}',
    // Decap says this for every field it refuses, not only for an empty one (a date „11/28/2025“).
    missingRequiredField:
      'Einige Felder sind noch leer oder nicht richtig ausgefüllt; sie sind rot markiert. Bitte korrigieren Sie sie.',
    entrySaved: local
      ? 'Gespeichert. Die Vorschau zeigt die Änderung nach wenigen Sekunden.'
      : 'Gespeichert. Ihre Website zeigt die Änderung in wenigen Minuten.',
    onLoggedOut:
      'Sie wurden abgemeldet. Bitte sichern Sie Ihre Änderungen und melden Sie sich erneut an.',
    onBackendDown: 'Der Speicher ist gerade nicht erreichbar. Mehr dazu: %{details}',
    noteAdded: 'Notiz hinzugefügt',
    onFailToAddNote: 'Die Notiz konnte nicht hinzugefügt werden: %{details}',
    noteUpdated: 'Notiz geändert',
    onFailToUpdateNote: 'Die Notiz konnte nicht geändert werden: %{details}',
    noteDeleted: 'Notiz gelöscht',
    onFailToDeleteNote: 'Die Notiz konnte nicht gelöscht werden: %{details}',
    noteResolved: 'Notiz als erledigt markiert',
    noteReopened: 'Notiz wieder geöffnet',
    onFailToToggleNote: 'Der Stand der Notiz konnte nicht geändert werden: %{details}',
  },
};
const de = CMS.getLocale('de');
// Each text under its path ("editor.editorNotesPane" + "title"); Decap's German lacks some groups.
for (const [where, texts] of Object.entries(GERMAN))
  for (const [key, text] of Object.entries(texts)) {
    const path = [...where.split('.'), ...key.split('.')];
    const parent = path.slice(0, -1).reduce((at, part) => (at[part] ??= {}), de);
    parent[path.at(-1)] = text;
  }

// What Decap's bundled libraries label in English (the messages' close button …), in German.
germanAttributes(document.body);
new MutationObserver((changes) => {
  for (const change of changes)
    for (const node of change.type === 'attributes' ? [change.target] : change.addedNodes)
      if (node instanceof Element) germanAttributes(node);
}).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['aria-label'],
});

CMS.init({config: {...config, load_config_file: false}});

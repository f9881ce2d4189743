/**
 * Starts the editor at /admin: registers the formats that keep the owner's comments
 * (./formats.js), then Decap CMS with config.yml. Started by `npm run edit` (LOCAL_BACKEND, written
 * by plugins/admin) and opened on this computer (127.0.0.1 or localhost), it saves through the local backend (decap-server), which the
 * development server passes through on the same origin at /api/v1: no request leaves the page's origin.
 */
import * as YAML from './yaml/index.js';
import {blogFormat, yamlFileFormat} from './formats.js';
import {BLOG_FORMAT, DATA_FORMATS, LOCAL_BACKEND} from './names.js';

const CMS = /** @type {any} */ (window).CMS;
for (const format of DATA_FORMATS) CMS.registerCustomFormat(format, 'yml', yamlFileFormat(YAML));
CMS.registerCustomFormat(BLOG_FORMAT, 'md', blogFormat(YAML));

// Decap's German "Zurück zu allen Preisliste" fits only plural labels; ours name one file each.
const de = CMS.getLocale('de');
CMS.registerLocale('de', {
  ...de,
  editor: {
    ...de.editor,
    editorToolbar: {...de.editor.editorToolbar, backCollection: 'Zurück zu „%{collectionLabel}“'},
  },
});

const local = LOCAL_BACKEND && ['127.0.0.1', 'localhost'].includes(window.location.hostname);
CMS.init(local ? {config: {local_backend: {url: `${window.location.origin}/api/v1`}}} : {});

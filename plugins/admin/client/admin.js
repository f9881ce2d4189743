/**
 * Starts the editor at /admin: the formats that keep the owner's comments (./formats.js), the German
 * fields (./widgets.js) and texts (./de.yml), then Decap with config.yml. With `local_backend`
 * (npm run edit), Decap saves through decap-server's middleware in the development server at
 * /api/v1: no request leaves the page's origin.
 */
import * as YAML from './yaml/index.js';
import {blogFormat, yamlFileFormat} from './formats.js';
import {choiceControl, germanDateControl, listKeepingCase} from './widgets.js';
import {articleTextControl, mediaControl} from './media.js';

const {CMS, h, createClass} = /** @type {any} */ (window);
const load = async (/** @type {string} */ file) =>
  YAML.parse(await (await fetch(`/admin/${file}`)).text());
const [config, german] = await Promise.all([load('config.yml'), load('de.yml')]);

for (const {format, extension} of config.collections) {
  const blog = extension === 'md';
  CMS.registerCustomFormat(format, extension ?? 'yml', (blog ? blogFormat : yamlFileFormat)(YAML));
}
CMS.registerWidget('datum', germanDateControl(h, createClass)); // DATE_WIDGET in ../config.ts
CMS.registerWidget('auswahl', choiceControl(h, createClass)); // CHOICE_WIDGET in ../config.ts
CMS.registerWidget('artikeltext', articleTextControl(h, createClass)); // ARTICLE_WIDGET
CMS.registerWidget('bild-oder-video', mediaControl(h, createClass)); // MEDIA_WIDGET
const list = CMS.getWidget('list');
list.control = listKeepingCase(h, createClass, list.control);

const local = config.local_backend && ['127.0.0.1', 'localhost'].includes(location.hostname);
if (config.local_backend) config.local_backend = {url: `${location.origin}/api/v1`};
// „Live ansehen“ and the link in the header: on her computer, the preview beside the editor.
if (local) config.site_url = config.display_url = location.origin;

/** Puts each text of `texts` into `into` at its place. @param {any} into @param {any} texts */
const merge = (into, texts) => {
  for (const [key, text] of Object.entries(texts))
    if (typeof text === 'string') into[key] = text;
    else merge((into[key] ??= {}), text);
};
merge(CMS.getLocale('de'), german.locale);
if (local) merge(CMS.getLocale('de'), german.local);

/**
 * German on what Decap's bundled libraries label in English (the messages' close button …) and on
 * each field's box, which Decap names after its widget („Feld „string““): de.yml's `labels` maps
 * the English aria-label to the German one. @param {Node} node
 */
const relabel = (node) => {
  if (!(node instanceof Element)) return;
  for (const element of [node, ...node.querySelectorAll('[aria-label]')]) {
    const label = german.labels[element.getAttribute('aria-label') ?? ''];
    if (label) element.setAttribute('aria-label', label);
  }
};
relabel(document.body);
new MutationObserver((changes) => {
  for (const change of changes)
    for (const node of change.type === 'attributes' ? [change.target] : change.addedNodes)
      relabel(node);
}).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['aria-label'],
});

CMS.init({config: {...config, load_config_file: false}});

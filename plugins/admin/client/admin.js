/**
 * Starts the editor at /admin: the formats that keep the owner's comments (./formats.js), the German
 * fields (./widgets.js) and texts (./de.yml), the build's rules at each field (./siteControl.js)
 * and before each save (rules.js, from ../rules.ts), then Decap with config.yml. With
 * `local_backend` (npm run edit), Decap saves through decap-server's middleware in the development
 * server at /api/v1: no request leaves the page's origin.
 */
import * as YAML from './yaml/index.js';
import {blogFormat, yamlFileFormat} from './formats.js';
import {choiceControl, germanDateControl, listKeepingCase} from './widgets.js';
import {withSiteRules} from './siteControl.js';
import {articleTextControl, mediaControl} from './media.js';

const {CMS, h, createClass, siteRules} = /** @type {any} */ (window);
const load = async (/** @type {string} */ file) =>
  YAML.parse(await (await fetch(`/admin/${file}`)).text());
/** The site the rules check against, read when the editor opens and again at each save. */
let site;
/** The refusals of each entry (Decap's draft: a new object at each change), for each site read. */
let checked = new WeakMap();
const readSite = async () => {
  const response = await fetch('/admin/site.json', {cache: 'no-store'}).catch(() => undefined);
  site = response?.ok ? await response.json() : undefined;
  checked = new WeakMap();
  return site;
};
const [config, german] = await Promise.all([load('config.yml'), load('de.yml'), readSite()]);

/** Each collection's format, by the collection's name. @type {Record<string, any>} */
const formats = {};
for (const {name, format, extension} of config.collections) {
  const blog = extension === 'md';
  formats[name] = (blog ? blogFormat : yamlFileFormat)(YAML);
  CMS.registerCustomFormat(format, extension ?? 'yml', formats[name]);
}

/**
 * Before Decap writes: the file as it would be written, checked by the build's rules against the
 * site (site.json: as built, or with `npm run edit` as it is now). What the build would refuse is
 * not written: a problem of a field in the form is named beside it (./siteControl.js withSiteRules);
 * any other (of another file, of no field) stops the save in preSave, which Decap shows
 * („Nicht gespeichert: …“, ./de.yml), and so does the box below the form (./admin.css) until she
 * closes it, saves again or leaves. Her changes stay.
 */
const notice = Object.assign(document.createElement('div'), {className: 'refusal', hidden: true});
notice.setAttribute('role', 'alert');
const noticeText = document.createElement('p');
const close = Object.assign(document.createElement('button'), {type: 'button'});
close.textContent = 'Schließen';
close.addEventListener('click', () => (notice.hidden = true));
notice.append(close, noticeText);
document.body.append(notice);
addEventListener('hashchange', () => (notice.hidden = true));

/** Stops the save; Decap shows `text` (without "Error: ", the name left empty), and so does `notice`. */
const refuse = (/** @type {string} */ text) => {
  noticeText.textContent = `Nicht gespeichert: ${text}`;
  notice.hidden = false;
  throw Object.assign(new Error(text), {name: ''});
};

/** The build's refusals of `entry` as it would be written (none while the rules are not loaded). */
const refusalsOf = (/** @type {any} */ entry) => {
  if (!site || !siteRules || !entry?.get) return [];
  if (!checked.has(entry)) {
    const name = entry.get('collection');
    const collection = config.collections.find((/** @type {any} */ c) => c.name === name);
    const [single] = collection.files ?? [];
    const file = single?.file ?? (entry.get('path') || `${collection.folder}/neuer-beitrag.md`);
    const text = formats[name].preview(entry.get('data').toJS());
    const media = (entry.get('mediaFiles')?.toJS() ?? []).map(
      (/** @type {{path: string}} */ {path}) => path.replace(/^\/?static\//, '/'),
    );
    const fields = single?.fields ?? collection.fields;
    checked.set(entry, siteRules.refusals(site, {file, text, media}, fields));
  }
  return checked.get(entry);
};
CMS.registerEventListener({
  name: 'preSave',
  async handler(/** @type {{entry: any}} */ {entry}) {
    // The last refusal's messages go: she may have corrected what they name.
    notice.hidden = true;
    for (const close of document.querySelectorAll(
      '.Toastify__toast--error .Toastify__close-button',
    ))
      /** @type {HTMLElement} */ (close).click();
    if (!(await readSite()) || !siteRules)
      refuse(
        'Die Prüfung vor dem Speichern ließ sich nicht laden (keine Verbindung?). Bitte versuchen Sie es gleich noch einmal.',
      );
    const found = refusalsOf(entry);
    if (found.length > 0) refuse(found.map((/** @type {any} */ {text}) => text).join('\n'));
    return undefined;
  },
});
CMS.registerEventListener({name: 'postSave', handler: () => void readSite()});
CMS.registerWidget('datum', germanDateControl(h, createClass)); // DATE_WIDGET in ../config.ts
CMS.registerWidget('auswahl', choiceControl(h, createClass)); // CHOICE_WIDGET in ../config.ts
CMS.registerWidget('artikeltext', articleTextControl(h, createClass)); // ARTICLE_WIDGET
CMS.registerWidget('bild-oder-video', mediaControl(h, createClass)); // MEDIA_WIDGET
const list = CMS.getWidget('list');
list.control = listKeepingCase(h, createClass, list.control);
/** Every widget of the form's fields (a list's item, an object's fields), shown ones. */
const widgets = (/** @type {any[]} */ fields) =>
  fields.flatMap((field) => [
    field.widget ?? 'string',
    ...widgets(field.fields ?? (field.field ? [field.field] : [])),
  ]);
const forms = config.collections.flatMap((/** @type {any} */ c) => c.files ?? [c]);
for (const name of new Set(widgets(forms.flatMap((form) => form.fields)))) {
  const widget = name !== 'hidden' && CMS.getWidget(name);
  if (widget) widget.control = withSiteRules(h, createClass, widget.control, refusalsOf);
}

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
// Decap asks in English before an upload replaces a file of the same name: no text of its locale.
const ask = window.confirm.bind(window);
window.confirm = (message) => {
  const [, name] =
    /^(.*) already exists\. Do you want to replace it\?$/s.exec(String(message)) ?? [];
  return ask(name ? german.replaceFile.replace('%{name}', name) : message);
};

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
  // The newest refusal (last: Decap's toasts are not newest on top) takes the place of earlier
  // notices: an earlier save's „Gespeichert“ would contradict it, an earlier refusal repeat it.
  const refusals = [...document.querySelectorAll('.Toastify__toast--error')];
  for (const toast of refusals.length > 0 ? document.querySelectorAll('.Toastify__toast') : [])
    if (toast !== refusals.at(-1))
      toast.querySelector(/** @type {'button'} */ ('.Toastify__close-button'))?.click();
}).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['aria-label'],
});

CMS.init({config: {...config, load_config_file: false}});

// @ts-check
/**
 * What ./admin.js registers in Decap CMS (plain JavaScript, so the unit tests import it too):
 * - file formats that keep her files as she wrote them (Decap's own YAML format rewrites a file and
 *   drops her comments): each remembers its file's document and writes the edited values into it;
 * - `datum`, a date as „01.11.2025“ in any browser (Decap's follows the browser's language);
 * - Decap's list with its labels as written (Decap lower-cases them: „kategorie hinzufügen“).
 * `yaml` and Decap's React (`h`, `createClass`) are passed in.
 */

/** Written like her files: no line folding, lists indented under their key. */
const TO_STRING = {lineWidth: 0, minContentWidth: 0, indentSeq: true, flowCollectionPadding: false};
/** Keys that identify a list entry, to find it again after entries were added, moved or removed. */
const IDENTITY_KEYS = ['title', 'name', 'source', 'days', 'slug'];

/** What Decap leaves behind for an emptied optional field. */
const isBlank = (/** @type {unknown} */ value) =>
  value === undefined || value === null || value === '';
const isEntry = (/** @type {any} */ value) => value?.constructor === Object;

/** An entry's identity, e.g. "title=Gesichtsbehandlung"; undefined for a value without one. */
function identity(/** @type {any} */ value) {
  const key = isEntry(value) ? IDENTITY_KEYS.find((name) => !isBlank(value[name])) : undefined;
  return key && `${key}=${value[key]}`;
}

/** @param {typeof import('yaml')} YAML */
function createWriter(YAML) {
  const {isMap, isScalar, isSeq} = YAML;

  /**
   * Writes `value` into `node`; returns the node to keep (the same one where it can).
   * @param {any} doc @param {any} node @param {any} value @returns {any}
   */
  function update(doc, node, value) {
    if (isMap(node) && isEntry(value)) {
      node.items = node.items.filter((/** @type {any} */ pair) => {
        const key = String(pair.key);
        if (!(key in value)) return false;
        // An optional field she emptied goes; one that was empty in the file stays as it was.
        if (isBlank(value[key])) return isScalar(pair.value) && isBlank(pair.value.value);
        pair.value = update(doc, pair.value, value[key]);
        return true;
      });
      const present = node.items.map((/** @type {any} */ pair) => String(pair.key));
      for (const [key, item] of Object.entries(value)) {
        if (!present.includes(key) && !isBlank(item)) node.items.push(doc.createPair(key, item));
      }
      return node;
    }
    if (isSeq(node) && Array.isArray(value)) {
      const old = /** @type {any[]} */ (node.items);
      const unused = new Set(old.keys());
      node.items = value.map((item, index) => {
        const wanted = identity(item);
        const same = [...unused].find((at) => wanted && identity(old[at].toJSON()) === wanted);
        const at = same ?? (unused.has(index) ? index : -1);
        return unused.delete(at) ? update(doc, old[at], item) : doc.createNode(item);
      });
      return node;
    }
    if (!isScalar(node) || (value !== null && typeof value === 'object'))
      return doc.createNode(value);
    if (node.value !== value) {
      node.value = value;
      if (typeof value === 'string' && value.includes('\n')) node.type = 'BLOCK_LITERAL';
      else if (String(node.type).startsWith('BLOCK')) node.type = undefined;
    }
    return node;
  }

  return {
    /** @param {string} content */
    read(content) {
      const doc = YAML.parseDocument(content);
      if (doc.errors[0]) throw doc.errors[0];
      return doc;
    },
    /**
     * The text for `data`: written into `doc` (the file as read) if there is one, else a new one in
     * Decap's key order (a new article: keywords and topics in brackets, like the guide's template).
     * @param {any} doc @param {Record<string, unknown>} data @param {string[]} [order]
     * @returns {string}
     */
    write(doc, data, order = []) {
      if (isMap(doc?.contents)) {
        doc.contents = update(doc, doc.contents, data);
        return doc.toString(TO_STRING);
      }
      const keys = [...new Set([...order, ...Object.keys(data)])];
      const filled = keys.filter((key) => !isBlank(data[key])).map((key) => [key, data[key]]);
      const fresh = new YAML.Document(Object.fromEntries(filled));
      for (const list of ['keywords', 'tags'].map((key) => fresh.get(key, true)))
        if (isSeq(list)) list.flow = true;
      return fresh.toString(TO_STRING);
    },
  };
}

/**
 * A content file (src/data/<name>.yml); one format per file, so each remembers its own document.
 * @param {typeof import('yaml')} YAML
 */
export function yamlFileFormat(YAML) {
  const writer = createWriter(YAML);
  /** @type {any} */
  let last;
  return {
    fromFile: (/** @type {string} */ content) => (last = writer.read(content)).toJS() ?? {},
    /** @param {Record<string, unknown>} data @param {string[]} [order] */
    toFile: (data, order) => writer.write(last, data, order),
  };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * Blog articles: front matter and Markdown. The editor shows the address without the "post/"
 * every slug starts with (blog/README.md), and writes it back with it. `isArticle` marks files
 * with front matter for the collection's filter (../config.ts) and is never written.
 * @param {typeof import('yaml')} YAML
 */
export function blogFormat(YAML) {
  const writer = createWriter(YAML);
  /** The front matter of each article as read, by slug. */
  const documents = new Map();
  return {
    /** @param {string} content */
    fromFile(content) {
      const [, yaml, body = ''] = FRONT_MATTER.exec(content) ?? [];
      if (yaml === undefined) return {body: content};
      const doc = writer.read(yaml);
      const data = doc.toJS() ?? {};
      if (typeof data.slug === 'string') {
        documents.set(data.slug, doc);
        data.slug = data.slug.replace(/^post\//, '');
      }
      return {...data, isArticle: true, body: body.replace(/^(?:\r?\n)+/, '')};
    },
    /** @param {Record<string, unknown>} data @param {string[]} [order] */
    toFile(data, order) {
      const {body = '', isArticle: _mark, ...front} = data;
      if (typeof front.slug === 'string') front.slug = `post/${front.slug.replace(/^post\//, '')}`;
      // A new article is not remembered: Decap also writes it for its backup while she types.
      const doc = documents.get(front.slug);
      if (!doc && front.draft === false) delete front.draft;
      const text = String(body).replace(/^(?:\r?\n)+/, '');
      return `---\n${writer.write(doc, front, order)}---\n\n${text.replace(/\n?$/, '\n')}`;
    },
  };
}

const pad = (/** @type {number} */ number) => String(number).padStart(2, '0');

/** „1.11.2025“ or „01.11.2025“ → „2025-11-01“; null for anything that is not a real day. */
export function isoFromGerman(/** @type {string} */ text) {
  const [, day, month, year] = /^\s*(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\s*$/.exec(text) ?? [];
  const iso = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return year && date.toISOString().startsWith(iso) ? iso : null;
}

/** „2025-11-01“ (or a longer date-time) → „01.11.2025“; '' for anything else. */
export function germanFromIso(/** @type {unknown} */ value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof value === 'string' ? value : '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Today on this computer (not in UTC), as the files hold a date. */
export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const dateMessage = (/** @type {string} */ text) =>
  `„${text.trim()}“ ist kein Datum. Schreiben Sie es so: 01.11.2025 (Tag.Monat.Jahr).`;

/** The `datum` field: „TT.MM.JJJJ“ and a „Heute“ button. @param {any} h @param {any} createClass */
export function germanDateControl(h, createClass) {
  return createClass({
    getInitialState() {
      return {text: germanFromIso(this.props.value)};
    },
    componentDidMount() {
      // A new article's date starts as today (default "{{now}}").
      if (this.props.value === '{{now}}') this.set(todayIso());
    },
    componentDidUpdate(/** @type {any} */ previous) {
      const {value} = this.props;
      if (value !== previous.value && value !== isoFromGerman(this.state.text))
        this.setState({text: germanFromIso(value)});
    },
    // Decap asks before saving: a half-typed date is named, not dropped.
    isValid() {
      const text = this.state.text.trim();
      if (text === '' || isoFromGerman(text)) return true;
      return {error: {type: 'CUSTOM', message: dateMessage(text)}};
    },
    set(/** @type {string} */ iso) {
      this.setState({text: germanFromIso(iso)});
      this.props.onChange(iso);
    },
    onInput(/** @type {any} */ event) {
      const text = event.target.value;
      this.setState({text});
      if (text.trim() === '' || isoFromGerman(text)) this.props.onChange(isoFromGerman(text) ?? '');
    },
    render() {
      const {forID, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled} = this.props;
      const row = {display: 'flex', gap: '20px', alignItems: 'center'};
      const button = {border: 0, borderRadius: '5px', padding: '4px 12px', background: '#dfdfe3'};
      const text = {font: 'inherit', fontSize: '14px', color: '#313d3e', cursor: 'pointer'};
      return h(
        'div',
        {className: classNameWrapper, style: row},
        h('input', {
          id: forID,
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: 'TT.MM.JJJJ',
          value: this.state.text,
          onChange: this.onInput,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          disabled: isDisabled,
          style: {border: 0, font: 'inherit', background: 'transparent', width: '10em'},
        }),
        !isDisabled &&
          h(
            'button',
            {type: 'button', onClick: () => this.set(todayIso()), style: {...button, ...text}},
            'Heute',
          ),
      );
    },
  });
}

/**
 * Decap's list control (CMS.getWidget('list').control) with its labels as written: Decap calls
 * `.toLowerCase()` on them, which a String object with its own method leaves as it is. Decap reaches
 * the list itself through getWrappedInstance (validation, focus on an error).
 * @param {any} h @param {any} createClass @param {any} ListControl
 */
export function listKeepingCase(h, createClass, ListControl) {
  const keepCase = (/** @type {string} */ text) =>
    Object.assign(new String(text), {toLowerCase: () => text});
  /** One field object per Decap field, so nothing re-renders for it. */
  const fields = new WeakMap();
  const withLabels = (/** @type {any} */ field) => {
    if (!fields.has(field))
      fields.set(field, field.update('label', keepCase).update('label_singular', keepCase));
    return fields.get(field);
  };
  return createClass({
    getWrappedInstance() {
      return this.list;
    },
    render() {
      const ref = (/** @type {any} */ list) => {
        this.list = list;
      };
      return h(ListControl, {...this.props, field: withLabels(this.props.field), ref});
    },
  });
}

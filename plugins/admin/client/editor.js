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

/**
 * An entry's fingerprint: its values with blank ones left out and keys in order, so that an entry
 * Decap hands back unchanged (perhaps with an emptied optional field added) is recognised.
 * @param {unknown} value @returns {string}
 */
function fingerprint(value) {
  /** @type {(item: any) => unknown} */
  const plain = (item) =>
    Array.isArray(item)
      ? item.map(plain)
      : isEntry(item)
        ? Object.fromEntries(
            Object.keys(item)
              .filter((key) => !isBlank(item[key]))
              .sort()
              .map((key) => [key, plain(item[key])]),
          )
        : item;
  return JSON.stringify(plain(value));
}

/** @param {typeof import('yaml')} YAML */
function createWriter(YAML) {
  const {isMap, isScalar, isSeq} = YAML;

  /**
   * A node for a value the file does not hold yet: blank fields left out, an entry's keys in the
   * order its neighbour `like` (an entry of the same list) has them, then in Decap's `order`.
   * @param {any} doc @param {any} value @param {any} like @param {string[]} order @returns {any}
   */
  function fresh(doc, value, like, order) {
    /** @type {(item: any) => any} */
    const clean = (item) => {
      if (Array.isArray(item)) return item.map(clean);
      if (!isEntry(item)) return item;
      const known = isMap(like)
        ? like.items.map((/** @type {any} */ pair) => String(pair.key))
        : [];
      const keys = [...new Set([...known, ...order, ...Object.keys(item)])].filter(
        (key) => key in item && !isBlank(item[key]),
      );
      return Object.fromEntries(keys.map((key) => [key, clean(item[key])]));
    };
    return doc.createNode(clean(value));
  }

  /**
   * Writes `value` into `node`; returns the node to keep (the same one where it can). `order` is
   * Decap's order of the fields at this place (names without the path), for a field she adds.
   * @param {any} doc @param {any} node @param {any} value @param {string[]} order @param {string} path
   * @param {string[]} allOrder
   * @returns {any}
   */
  function update(doc, node, value, order, path, allOrder) {
    // Decap's names of the fields under `prefix` ("reviews." → name, service, …).
    const childrenOf = (/** @type {string} */ prefix) =>
      allOrder
        .filter((name) => name.startsWith(prefix))
        .map((name) => name.slice(prefix.length))
        .filter((name) => !name.includes('.'));
    const within = (/** @type {string} */ key) => childrenOf(`${path}${key}.`);
    if (isMap(node) && isEntry(value)) {
      node.items = node.items.filter((/** @type {any} */ pair) => {
        const key = String(pair.key);
        if (!(key in value)) return false;
        // An optional field she emptied goes; one that was empty in the file stays as it was.
        if (isBlank(value[key])) return isScalar(pair.value) && isBlank(pair.value.value);
        pair.value = update(doc, pair.value, value[key], within(key), `${path}${key}.`, allOrder);
        return true;
      });
      // A field she filled in goes where the form has it: before the next field the file holds.
      for (const [key, item] of Object.entries(value)) {
        const present = node.items.map((/** @type {any} */ pair) => String(pair.key));
        if (present.includes(key) || isBlank(item)) continue;
        const pair = doc.createPair(key, fresh(doc, item, undefined, within(key)));
        const later = order.slice(order.indexOf(key) + 1);
        const next = order.includes(key) ? present.findIndex((name) => later.includes(name)) : -1;
        node.items.splice(next < 0 ? node.items.length : next, 0, pair);
      }
      return node;
    }
    if (isSeq(node) && Array.isArray(value)) {
      // Each entry keeps its own node (its comments, quoting and key order): first the entries
      // Decap hands back unchanged, then those with the same title or name, then, at the same
      // place, an entry she changed; every other entry is new. So an entry added at the top
      // changes nothing in the entries below it.
      const old = /** @type {any[]} */ (node.items);
      const unused = new Set(old.keys());
      /** @type {number[]} */
      const nodeOf = value.map(() => -1);
      const claim = (/** @type {(at: number, item: any, index: number) => boolean} */ same) =>
        value.forEach((item, index) => {
          if (nodeOf[index] >= 0) return;
          const at = [...unused].find((candidate) => same(candidate, item, index));
          if (at !== undefined) unused.delete((nodeOf[index] = at));
        });
      const oldValues = old.map((item) => item.toJSON());
      claim((at, item) => fingerprint(oldValues[at]) === fingerprint(item));
      claim((at, item) => Boolean(identity(item)) && identity(oldValues[at]) === identity(item));
      claim((at, _item, index) => at === index);
      const itemOrder = childrenOf(path);
      node.items = value.map((item, index) =>
        nodeOf[index] >= 0
          ? update(doc, old[nodeOf[index]], item, itemOrder, path, allOrder)
          : fresh(doc, item, old[0], itemOrder),
      );
      // `closures: []` in the file: entries with fields are written as a block list.
      if (value.some(isEntry)) node.flow = false;
      return node;
    }
    if (!isScalar(node) || (value !== null && typeof value === 'object'))
      return fresh(doc, value, undefined, order);
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
        const top = order.filter((name) => !name.includes('.'));
        doc.contents = update(doc, doc.contents, data, top, '', order);
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
    // What Decap checks for presence: what she typed, so a date it cannot read gets isValid's
    // message alone, not also „Bitte füllen Sie „Datum“ aus.“ beside her text.
    getValidateValue() {
      return this.state.text.trim();
    },
    // Decap asks before saving: a half-typed date is named, not dropped. As a PRESENCE error, the
    // only kind for which Decap also shows its notice at the top („Einige Felder …“), since the
    // field holds no date yet; the message under the field is this one alone.
    isValid() {
      const text = this.state.text.trim();
      if (text === '' || isoFromGerman(text)) return true;
      return {error: {type: 'PRESENCE', message: dateMessage(text)}};
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
 * `.toLowerCase()` on them, which a String object with its own method leaves as it is; and its
 * count („4 Orte“) with the list's `label_plural` where its label is no plural (../config.ts).
 * Decap reaches the list itself through getWrappedInstance (validation, focus on an error).
 * @param {any} h @param {any} createClass @param {any} ListControl
 */
export function listKeepingCase(h, createClass, ListControl) {
  const keepCase = (/** @type {string | undefined} */ text) =>
    text === undefined ? text : Object.assign(new String(text), {toLowerCase: () => text});
  /** One field object per Decap field, so nothing re-renders for it. */
  const fields = new WeakMap();
  const withLabels = (/** @type {any} */ field) => {
    if (!fields.has(field))
      fields.set(
        field,
        field
          .update('label', (/** @type {string} */ label) =>
            keepCase(field.get('label_plural') ?? label),
          )
          .update('label_singular', keepCase),
      );
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

/** Option values that mean the same as a choice („true“ in her file is „ja“). */
const SAME_CHOICE = /** @type {Record<string, string>} */ ({true: 'ja', false: 'nein'});

/** „Themen“: how many may be chosen. @param {string} label @param {number} min @param {number} max */
export const choiceCountMessage = (label, min, max) =>
  `„${label}“: Wählen Sie ${min === max ? min : `${min} bis ${max}`} aus.`;

/**
 * The `auswahl` field (CHOICE_WIDGET in ../config.ts): one choice in the browser's own select,
 * several as checkboxes. Decap's select (react-select) tells screen readers in English what is
 * selected and how to use it; these native controls speak the page's language and need no help.
 * Several choices are an Immutable List, like Decap's own (made from the options' list).
 * @param {any} h @param {any} createClass
 */
export function choiceControl(h, createClass) {
  const optionsOf = (/** @type {any} */ field) =>
    field
      .get('options')
      .toJS()
      .map((/** @type {any} */ option) =>
        typeof option === 'string' ? {label: option, value: option} : option,
      );
  return createClass({
    /** @returns {string[]} */
    chosen() {
      const {value} = this.props;
      if (value === undefined || value === null || value === '') return [];
      const list = typeof value.toJS === 'function' ? value.toJS() : value;
      return (Array.isArray(list) ? list : [list]).map((/** @type {unknown} */ item) => {
        const text = String(item);
        return SAME_CHOICE[text] ?? text;
      });
    },
    // Decap asks before saving: too few or too many topics.
    isValid() {
      const {field} = this.props;
      if (!field.get('multiple')) return true;
      const count = this.chosen().length;
      const [min, max] = [field.get('min', 0), field.get('max', Infinity)];
      if ((count === 0 && field.get('required') === false) || (count >= min && count <= max))
        return true;
      const message = choiceCountMessage(field.get('label'), min, max);
      return {error: {type: 'CUSTOM', message}};
    },
    toggle(/** @type {string} */ choice) {
      const {field, onChange} = this.props;
      /** @type {string[]} */
      const chosen = this.chosen();
      const next = chosen.includes(choice)
        ? chosen.filter((item) => item !== choice)
        : [...chosen, choice];
      onChange(
        field
          .get('options')
          .clear()
          .push(...next),
      );
    },
    render() {
      const {field, forID, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled} =
        this.props;
      const options = optionsOf(field);
      const chosen = this.chosen();
      const focus = {onFocus: setActiveStyle, onBlur: setInactiveStyle, disabled: isDisabled};
      if (field.get('multiple')) {
        const row = {display: 'flex', flexWrap: 'wrap', gap: '8px 24px'};
        return h(
          'div',
          {id: forID, role: 'group', 'aria-label': field.get('label'), className: classNameWrapper},
          h(
            'div',
            {style: row},
            options.map((/** @type {any} */ option) =>
              h(
                'label',
                {key: option.value, style: {display: 'inline-flex', gap: '8px'}},
                h('input', {
                  type: 'checkbox',
                  checked: chosen.includes(option.value),
                  onChange: () => this.toggle(option.value),
                  ...focus,
                }),
                option.label,
              ),
            ),
          ),
        );
      }
      const required = field.get('required') !== false;
      const [value = ''] = chosen;
      return h(
        'select',
        {
          id: forID,
          className: classNameWrapper,
          value,
          onChange: (/** @type {any} */ event) => this.props.onChange(event.target.value),
          style: {font: 'inherit'},
          ...focus,
        },
        (!required || !value) &&
          h(
            'option',
            {value: '', disabled: required},
            required ? 'Bitte wählen …' : 'keine Auswahl',
          ),
        options.map((/** @type {any} */ option) =>
          h('option', {key: option.value, value: option.value}, option.label),
        ),
      );
    },
  });
}

/** The kind of each field, as Decap names a field's box with its widget („Feld „string““). */
const FIELD_KINDS = /** @type {Record<string, string>} */ ({
  string: 'Textfeld',
  text: 'Mehrzeiliges Textfeld',
  list: 'Liste',
  object: 'Gruppe von Feldern',
  number: 'Zahlenfeld',
  datum: 'Datumsfeld',
  auswahl: 'Auswahl',
  image: 'Bildfeld',
  markdown: 'Textfeld für den Beitrag',
  boolean: 'Schalter',
});

/**
 * Labels that Decap's bundled libraries write in English and its locale cannot reach (the
 * messages' close button and timer, a link in the text field), in German; and each field's box,
 * which Decap names after its widget (the locale's „%{widgetLabel}“ gets only that name).
 */
const GERMAN_ATTRIBUTES = /** @type {Record<string, Record<string, string>>} */ ({
  'aria-label': {
    close: 'Meldung schließen',
    'notification timer': 'Verbleibende Anzeigedauer der Meldung',
    'Open link in a new tab': 'Link in neuem Tab öffnen',
    ...Object.fromEntries(
      Object.entries(FIELD_KINDS).map(([widget, kind]) => [`Feld „${widget}“`, kind]),
    ),
  },
});

/** Puts GERMAN_ATTRIBUTES on `root` and everything below it. @param {Element} root */
export function germanAttributes(root) {
  for (const [attribute, texts] of Object.entries(GERMAN_ATTRIBUTES))
    for (const element of [root, ...root.querySelectorAll(`[${attribute}]`)]) {
      const german = texts[element.getAttribute(attribute) ?? ''];
      if (german) element.setAttribute(attribute, german);
    }
}

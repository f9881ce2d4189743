// @ts-check
/**
 * The fields ./admin.js registers in Decap CMS (plain JavaScript, so the unit tests import it too),
 * where Decap's own speak English or the browser's language: `datum`, a date as „01.11.2025“ in any
 * browser; `auswahl`, the browser's select and checkboxes instead of react-select, which speaks
 * English to screen readers; Decap's list with its labels as written. Decap's React (`h`,
 * `createClass`) is passed in.
 */

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
    // Decap checks presence on what she typed: a date it cannot read gets isValid's message alone,
    // not also „Bitte füllen Sie „Datum“ aus.“
    getValidateValue() {
      return this.state.text.trim();
    },
    // A half-typed date is named, not dropped, as a PRESENCE error: the only kind for which Decap
    // also shows its notice at the top.
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
      const input = {
        id: forID,
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: 'TT.MM.JJJJ',
      };
      const events = {onChange: this.onInput, onFocus: setActiveStyle, onBlur: setInactiveStyle};
      return h(
        'div',
        {className: `${classNameWrapper} datum`},
        h('input', {...input, ...events, value: this.state.text, disabled: isDisabled}),
        !isDisabled && h('button', {type: 'button', onClick: () => this.set(todayIso())}, 'Heute'),
      );
    },
  });
}

/**
 * Decap's list control (CMS.getWidget('list').control) with its labels as written: Decap calls
 * `.toLowerCase()` on them („kategorie hinzufügen“), which a String object with its own method
 * leaves as it is; its count („4 Orte“) says the list's `label_plural` where its label is no plural
 * (../config.ts). Decap reaches the list itself through getWrappedInstance (validation, focus).
 * An entry she adds („Suchbegriff hinzufügen“) takes the cursor: Decap leaves it on the button.
 * A closed entry with a refused field opens.
 * @param {any} h @param {any} createClass @param {any} ListControl
 */
export function listKeepingCase(h, createClass, ListControl) {
  const keepCase = (/** @type {string | undefined} */ text) =>
    text === undefined ? text : Object.assign(new String(text), {toLowerCase: () => text});
  const fields = (/** @type {Element} */ box) => [
    ...box.querySelectorAll('input:not([type="hidden"]), textarea, select, [contenteditable]'),
  ];
  return createClass({
    getWrappedInstance() {
      return this.list;
    },
    // A click in the list (its add button among others): the fields there were before it.
    remember() {
      this.before = new Set(fields(this.box));
    },
    componentDidUpdate(/** @type {any} */ previous) {
      // A refused field in a closed entry: the entry opens, so its message shows.
      const {list} = this;
      if (list && this.props.fieldsErrors !== previous.fieldsErrors) {
        const closed = /** @type {boolean[]} */ (list.state.itemsCollapsed);
        const open = closed.map((shut, index) => shut && !list.hasError(index));
        if (open.some((shut, index) => shut !== closed[index]))
          list.setState({listCollapsed: false, itemsCollapsed: open});
      }
      const size = (/** @type {any} */ value) => value?.size ?? 0;
      const {before} = this;
      if (!before || size(this.props.value) <= size(previous.value)) return;
      this.before = undefined;
      const added = fields(this.box).find((field) => !before.has(field));
      /** @type {HTMLElement | undefined} */ (added)?.focus();
    },
    render() {
      const {field} = this.props;
      // One field object per Decap field, so nothing re-renders for it.
      if (this.field !== field) {
        this.field = field;
        this.labelled = field
          .update('label', (/** @type {string} */ label) =>
            keepCase(field.get('label_plural') ?? label),
          )
          .update('label_singular', keepCase);
      }
      const ref = (/** @type {any} */ list) => void (this.list = list);
      const box = (/** @type {Element} */ element) => void (this.box = element);
      const list = h(ListControl, {...this.props, field: this.labelled, ref});
      return h('div', {ref: box, onClickCapture: () => this.remember()}, list);
    },
  });
}

/**
 * The `auswahl` field: one choice in the browser's own select, several as checkboxes (an Immutable
 * List, like Decap's own). „true“ and „false“ in her file are the choices „ja“ and „nein“.
 * @param {any} h @param {any} createClass
 */
export function choiceControl(h, createClass) {
  const same = /** @type {Record<string, string>} */ ({true: 'ja', false: 'nein'});
  return createClass({
    /** @returns {string[]} */
    chosen() {
      const {value} = this.props;
      if (value === undefined || value === null || value === '') return [];
      const list = [typeof value.toJS === 'function' ? value.toJS() : value].flat();
      return list.map((/** @type {unknown} */ item) => same[String(item)] ?? String(item));
    },
    // Decap asks before saving: too few or too many topics („Themen“: Wählen Sie 1 bis 3 aus.).
    isValid() {
      const {field} = this.props;
      const count = this.chosen().length;
      const [min, max] = [field.get('min', 0), field.get('max', Infinity)];
      if (!field.get('multiple') || (count === 0 && field.get('required') === false)) return true;
      if (count >= min && count <= max) return true;
      const message = `„${field.get('label')}“: Wählen Sie ${min === max ? min : `${min} bis ${max}`} aus.`;
      return {error: {type: 'CUSTOM', message}};
    },
    render() {
      const {field, forID: id, onChange, isDisabled: disabled} = this.props;
      const options = /** @type {Array<{label: string, value: string}>} */ (
        field.get('options').toJS()
      );
      const chosen = /** @type {string[]} */ (this.chosen());
      const {classNameWrapper, setActiveStyle: onFocus, setInactiveStyle: onBlur} = this.props;
      const common = {id, className: `${classNameWrapper} auswahl`, onFocus, onBlur};
      if (field.get('multiple')) {
        // Decap's kind of value, an Immutable List: the options' list, emptied, with the choice.
        const empty = field.get('options').clear();
        const box = (/** @type {{label: string, value: string}} */ {label, value}) => {
          const checked = chosen.includes(value);
          const next = checked ? chosen.filter((item) => item !== value) : [...chosen, value];
          const change = () => onChange(empty.push(...next));
          const input = h('input', {type: 'checkbox', checked, disabled, onChange: change});
          return h('label', {key: value}, input, label);
        };
        const group = {...common, role: 'group', 'aria-label': field.get('label')};
        return h('div', group, options.map(box));
      }
      const required = field.get('required') !== false;
      const [value = ''] = chosen;
      const none = required ? 'Bitte wählen …' : 'keine Auswahl';
      const change = (/** @type {any} */ event) => onChange(event.target.value);
      return h(
        'select',
        {...common, value, disabled, onChange: change},
        (!required || !value) && h('option', {value: '', disabled: required}, none),
        options.map(({label, value}) => h('option', {key: value, value}, label)),
      );
    },
  });
}

// @ts-check
/**
 * Editor widgets that make Decap CMS speak German as the site does, registered by ./admin.js
 * through Decap's public widget API (CMS.registerWidget):
 *
 * - `datum`: a date as „01.11.2025“ (Tag.Monat.Jahr), stored as „2025-11-01“ as the files hold it.
 *   Decap's own date field is the browser's <input type="date">, whose display follows the
 *   browser's language (mm/dd/yyyy in an English browser) and cannot be set by the page.
 * - `list`: Decap's list, with its labels as written. Decap lower-cases them for the count and
 *   the add button („5 kategorien“, „kategorie hinzufügen“), which is wrong for German nouns.
 *
 * Plain JavaScript, no build step: React comes from Decap (`window.h`, `window.createClass`), the
 * date logic is exported for the unit tests.
 */

const pad = (/** @type {number} */ number) => String(number).padStart(2, '0');

/** „1.11.2025“ or „01.11.2025“ → „2025-11-01“; null for anything that is not a real day. */
export function isoFromGerman(/** @type {string} */ text) {
  const match = /^\s*(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [match[1], match[2], match[3]].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** „2025-11-01“ (or a longer date-time) → „01.11.2025“; '' for anything else. */
export function germanFromIso(/** @type {unknown} */ value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof value === 'string' ? value : '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Today on this computer (not in UTC), as the files hold a date. */
export function todayIso(now = new Date()) {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The message for a date she typed that is not one. */
export const dateMessage = (/** @type {string} */ text) =>
  `„${text.trim()}“ ist kein Datum. Schreiben Sie es so: 01.11.2025 (Tag.Monat.Jahr).`;

/**
 * The `datum` widget's control: a text field for „TT.MM.JJJJ“ and a „Heute“ button.
 * @param {any} h React.createElement
 * @param {any} createClass create-react-class
 */
export function germanDateControl(h, createClass) {
  return createClass({
    displayName: 'GermanDateControl',
    getInitialState() {
      return {text: germanFromIso(this.props.value)};
    },
    componentDidMount() {
      // A new blog article's date starts as today (default "{{now}}").
      if (this.props.value === '{{now}}') this.set(todayIso());
    },
    componentDidUpdate(/** @type {any} */ previous) {
      const {value} = this.props;
      if (value !== previous.value && value !== isoFromGerman(this.state.text))
        this.setState({text: germanFromIso(value)});
    },
    /** Decap asks before saving: a half-typed date is named, not dropped. */
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
      const iso = isoFromGerman(text);
      if (text.trim() === '') this.props.onChange('');
      else if (iso) this.props.onChange(iso);
    },
    render() {
      const {forID, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled} = this.props;
      return h(
        'div',
        {className: classNameWrapper, style: {display: 'flex', gap: '20px', alignItems: 'center'}},
        h('input', {
          id: forID,
          type: 'text',
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
        isDisabled
          ? null
          : h(
              'button',
              {
                type: 'button',
                onClick: () => this.set(todayIso()),
                style: {
                  border: 0,
                  borderRadius: '5px',
                  padding: '4px 12px',
                  background: '#dfdfe3',
                  color: '#313d3e',
                  font: 'inherit',
                  fontSize: '14px',
                  cursor: 'pointer',
                },
              },
              'Heute',
            ),
      );
    },
  });
}

/**
 * The `datum` widget's preview.
 * @param {any} h React.createElement
 */
export const germanDatePreview = (h) => (/** @type {any} */ props) =>
  h('div', null, germanFromIso(props.value));

/**
 * A label Decap may lower-case: it keeps its case. Decap calls `.toLowerCase()` on list labels
 * before it writes them; everything else reads them as text.
 */
function keepCase(/** @type {string} */ text) {
  return Object.assign(new String(text), {toLowerCase: () => text});
}

/**
 * Decap's list control with the labels as written („5 Kategorien“, „Kategorie hinzufügen“).
 * Decap reaches the list itself through getWrappedInstance (validation, focus on an error).
 * @param {any} h React.createElement
 * @param {any} createClass create-react-class
 * @param {any} ListControl Decap's list control (CMS.getWidget('list').control)
 */
export function listKeepingCase(h, createClass, ListControl) {
  /** @type {WeakMap<object, any>} one field object per Decap field, so nothing re-renders for it */
  const fields = new WeakMap();
  const withLabels = (/** @type {any} */ field) => {
    let result = fields.get(field);
    if (!result) {
      const label = String(field.get('label', field.get('name')));
      result = field.set('label', keepCase(label));
      if (field.get('label_singular'))
        result = result.set('label_singular', keepCase(String(field.get('label_singular'))));
      fields.set(field, result);
    }
    return result;
  };
  return createClass({
    displayName: 'ListKeepingCase',
    getWrappedInstance() {
      return this.list;
    },
    render() {
      return h(ListControl, {
        ...this.props,
        field: withLabels(this.props.field),
        ref: (/** @type {any} */ list) => {
          this.list = list;
        },
      });
    },
  });
}

// @ts-check
/**
 * Every field of the editor as the site needs it (plain JavaScript, so the unit tests import it
 * too): ./admin.js wraps each widget's control so that it refuses, beside its field, what the build
 * would refuse there, and shows a picture uploaded into the entry before it is saved. Decap's
 * React (`h`, `createClass`) is passed in.
 */

/** Each field's control by its id (Decap's forID), for the paths of the fields inside it. */
const controls = new Map();

/**
 * Where in the entry's data a field is, e.g. ['closures', 1, 'to']: Decap tells a control only the
 * ids of the fields around it (`parentIds`), a list's item by its key (the list's `state.keys`).
 * @param {any} props @returns {PropertyKey[] | undefined}
 */
function pathOf({parentIds = [], forID, field}) {
  /** @type {PropertyKey[]} */
  const path = [];
  let list;
  let single = false;
  for (const id of [...parentIds, forID]) {
    if (id === undefined) continue;
    if (list) {
      path.push(list.state.keys.indexOf(id));
      // An item of a list of single values is the field itself.
      single = Boolean(list.props.field.get('field'));
      list = undefined;
      continue;
    }
    const control = id === forID ? {props: {field}} : controls.get(id);
    if (!control) return undefined;
    if (!single) path.push(control.props.field.get('name'));
    single = false;
    if (Array.isArray(control.state?.keys)) list = control;
  }
  return path;
}

/**
 * A picture's path as Decap finds it: a photo uploaded into the open entry lives in its draft (under
 * static/ + the path) until the entry is saved; Decap would load „/images/…“ from the editor's
 * address, where it is not yet. Any other path as it is.
 * @param {unknown} path @param {any} entry Decap's entry draft
 */
export function fromDraft(path, entry) {
  const file = `static${path}`;
  const draft = entry?.get('mediaFiles')?.toJS() ?? [];
  // Decap also lists files already in the repository there: an upload is marked `draft`.
  const drafted = draft.some(
    (/** @type {{path: string, draft?: boolean}} */ media) => media.draft && media.path === file,
  );
  return typeof path === 'string' && drafted ? file : path;
}

/**
 * Decap's control `Control` that also refuses, beside its field, what the build would refuse there:
 * `refusalsOf(entry)` (./admin.js) runs the build's rules on the entry being edited. Decap then
 * marks the field, shows the message under its label and does not save; as a PRESENCE error, it
 * also says so at the top (./de.yml). Decap reaches the control itself through getWrappedInstance.
 * A picture uploaded into the entry it shows before the entry is saved (fromDraft).
 * @param {any} h @param {any} createClass @param {any} Control
 * @param {(entry: any) => Array<{at?: PropertyKey[], beside?: string}>} refusalsOf
 */
export function withSiteRules(h, createClass, Control, refusalsOf) {
  return createClass({
    getWrappedInstance() {
      return this.inner;
    },
    componentWillUnmount() {
      controls.delete(this.props.forID);
    },
    hold(/** @type {any} */ control) {
      const inner = control?.getWrappedInstance?.() ?? control;
      if (!inner || inner === this.inner) return;
      this.inner = inner;
      controls.set(this.props.forID, inner);
      const own = inner.isValid?.bind(inner) ?? (() => true);
      inner.isValid = () => {
        const result = own();
        if (result !== true && result?.error !== false) return result;
        // What Decap's own check refuses (blank, or not the field's pattern) it names alone.
        const {field, value} = this.props;
        const raw = inner.getValidateValue?.() ?? value;
        const shown = typeof raw?.join === 'function' ? raw.join(',') : raw; // a list, as Decap
        const [pattern] = field.get('pattern')?.toJS() ?? [];
        if (shown === undefined || shown === null || shown === '') {
          if (field.get('required') !== false) return result;
        } else if (pattern && !new RegExp(pattern).test(String(shown))) return result;
        const at = JSON.stringify(pathOf(this.props));
        let found;
        try {
          found = refusalsOf(this.props.getEntry?.() ?? this.props.entry);
        } catch {
          return result; // the check before saving (./admin.js) refuses it then, saying why
        }
        const messages = found
          .filter((refusal) => refusal.at && JSON.stringify(refusal.at) === at)
          .map((refusal) => refusal.beside);
        if (messages.length === 0) return result;
        const {parentIds} = this.props;
        return {error: {type: 'PRESENCE', parentIds, message: messages.join('\n')}};
      };
    },
    getAsset(/** @type {unknown} */ path, /** @type {any} */ field) {
      const entry = this.props.getEntry?.() ?? this.props.entry;
      return this.props.getAsset(fromDraft(path, entry), field);
    },
    render() {
      return h(Control, {...this.props, getAsset: this.getAsset, ref: this.hold});
    },
  });
}

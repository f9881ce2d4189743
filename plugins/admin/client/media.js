// @ts-check
/**
 * The editor's own fields for pictures (plain JavaScript, so the unit tests import it too), each
 * opening Decap's media library („Hochladen“ or choosing a file already there):
 * `artikeltext`, an article's Markdown with a „Bild einfügen“ button that writes
 * `![Beschreibung](/images/blog/name.jpg)` only for a photo the build accepts and with its
 * description (the rules come from the generated config: ../config.ts); `bild-oder-video`, a photo
 * or an MP4 video, each from its folder, and the video's poster, uploaded under the name the site
 * looks for. Decap's React (`h`, `createClass`) is passed in.
 */

/** The poster of a video, as src/lib/images.ts names it (a unit test holds the two together). */
export const posterPath = (/** @type {string} */ video) =>
  video.replace(/^\/videos\//, '/images/').replace(/\.[^./]+$/, '-poster.jpg');

const fileName = (/** @type {string} */ path) => path.split('/').pop() ?? path;

/**
 * What is wrong with a photo chosen for an article, in German; '' when the build accepts it.
 * @param {string} path @param {{types: string, path: string}} rules
 */
export function articleImageProblem(path, rules) {
  const name = fileName(path);
  if (!new RegExp(rules.types, 'i').test(name))
    return `„${name}“ kann die Website nicht zeigen: Wählen Sie ein Foto als JPEG (.jpg) oder PNG (.png). Ein Foto vom iPhone (HEIC) speichern Sie vorher als JPEG.`;
  if (!new RegExp(rules.path).test(path))
    return `„${name}“: Der Name hat Großbuchstaben, Umlaute, Leerzeichen oder Sonderzeichen. Benennen Sie das Foto um (nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. „creme-auftragen.jpg“) und laden Sie es neu hoch.`;
  return '';
}

/** What is wrong with a description, in German; '' when the build accepts it. */
export function altProblem(/** @type {string} */ alt, /** @type {number} */ max) {
  const length = alt.trim().length;
  if (length === 0)
    return 'Beschreiben Sie, was auf dem Foto zu sehen ist, z. B. „Eine Hand trägt Creme auf die Wange auf“ – für Menschen, die das Bild nicht sehen, und für Google. Ohne Beschreibung nimmt die Website das Foto nicht.';
  if (length > max)
    return `Die Beschreibung ist zu lang – höchstens ${max} Zeichen. Es sind ${length}: kürzen Sie um ${length - max} Zeichen.`;
  return '';
}

/**
 * `text` with the image on a line of its own at the cursor (`start`–`end`); returns the text and
 * where the cursor goes.
 * @param {string} text @param {number} start @param {number} end @param {string} alt @param {string} path
 */
export function insertImage(text, start, end, alt, path) {
  const image = `![${alt.trim().replace(/[\\[\]]/g, '\\$&')}](${path})`;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const gap = (/** @type {string} */ side) =>
    side === '' ? '' : side.endsWith('\n\n') ? '' : side.endsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${gap(before)}${image}`;
  const tail = after.startsWith('\n\n')
    ? after
    : after.startsWith('\n')
      ? `\n${after}`
      : `\n\n${after}`;
  return {text: `${head}${after === '' ? '\n' : tail}`, cursor: head.length};
}

/** The `artikeltext` field. @param {any} h @param {any} createClass */
export function articleTextControl(h, createClass) {
  return createClass({
    getInitialState() {
      return {path: '', alt: '', problem: ''};
    },
    // The chosen photo arrives as a prop (mediaPaths), which Decap's own check would not pass on.
    shouldComponentUpdate() {
      return true;
    },
    componentDidUpdate() {
      const {mediaPaths, onRemoveInsertedMedia, field} = this.props;
      const path = mediaPaths.get(this.id);
      if (!path) return;
      onRemoveInsertedMedia(this.id);
      const rules = field.get('image').toJS();
      const problem = articleImageProblem(String(path), rules);
      this.setState({path: problem ? '' : String(path), alt: '', problem, altProblem: ''}, () =>
        this.altInput?.focus(),
      );
    },
    openLibrary() {
      this.id ??= crypto.randomUUID();
      const {field, onOpenMediaLibrary} = this.props;
      onOpenMediaLibrary({
        controlID: this.id,
        forImage: true,
        allowMultiple: false,
        field,
        value: '',
      });
    },
    insert(/** @type {any} */ event) {
      event.preventDefault();
      const max = this.props.field.getIn(['image', 'alt_max']);
      const problem = altProblem(this.state.alt, max);
      if (problem) {
        this.setState({altProblem: problem});
        this.altInput?.focus();
        return;
      }
      const box = this.textarea;
      const value = String(this.props.value ?? '');
      const [start, end] = this.selection ?? [value.length, value.length];
      const {text, cursor} = insertImage(value, start, end, this.state.alt, this.state.path);
      this.props.onChange(text);
      this.setState({path: '', alt: '', altProblem: ''});
      this.selection = [cursor, cursor];
      requestAnimationFrame(() => {
        box?.focus();
        box?.setSelectionRange(cursor, cursor);
      });
    },
    remember() {
      const box = this.textarea;
      if (box) this.selection = [box.selectionStart, box.selectionEnd];
    },
    render() {
      const {forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle} =
        this.props;
      const {path, alt, problem, altProblem: altError} = this.state;
      const altId = `${forID}-bildbeschreibung`;
      const dialog =
        path &&
        h(
          'div',
          {className: 'bild-dialog', role: 'group', 'aria-label': 'Bild einfügen'},
          h('p', null, `Foto: ${fileName(path)}`),
          h('label', {htmlFor: altId}, 'Bildbeschreibung (Alt-Text)'),
          h('input', {
            id: altId,
            ref: (/** @type {any} */ input) => (this.altInput = input),
            value: alt,
            required: true,
            'aria-invalid': altError ? 'true' : undefined,
            'aria-describedby': `${altId}-hinweis`,
            // A message about an earlier attempt goes as she types.
            onChange: (/** @type {any} */ event) =>
              this.setState({alt: event.target.value, altProblem: ''}),
            onKeyDown: (/** @type {any} */ event) => event.key === 'Enter' && this.insert(event),
          }),
          h(
            'p',
            {id: `${altId}-hinweis`, className: altError ? 'bild-fehler' : 'bild-hinweis'},
            altError ||
              `Was auf dem Foto zu sehen ist, in höchstens ${this.props.field.getIn(['image', 'alt_max'])} Zeichen. Nicht „Bild von …“, sondern einfach beschreiben.`,
          ),
          h('button', {type: 'button', onClick: this.insert}, 'Einfügen'),
          h('button', {type: 'button', onClick: () => this.setState({path: ''})}, 'Abbrechen'),
        );
      return h(
        'div',
        {className: 'artikeltext'},
        h(
          'div',
          {className: 'artikeltext-leiste'},
          h('button', {type: 'button', onClick: this.openLibrary}, 'Bild einfügen'),
        ),
        problem && h('p', {className: 'bild-fehler', role: 'alert'}, problem),
        dialog,
        h('textarea', {
          id: forID,
          className: classNameWrapper,
          ref: (/** @type {any} */ box) => (this.textarea = box),
          value: value ?? '',
          rows: 24,
          onChange: (/** @type {any} */ event) => onChange(event.target.value),
          onSelect: this.remember,
          onKeyUp: this.remember,
          onFocus: setActiveStyle,
          onBlur: (/** @type {any} */ event) => {
            this.remember();
            setInactiveStyle(event);
          },
        }),
      );
    },
  });
}

/** The `bild-oder-video` field. @param {any} h @param {any} createClass */
export function mediaControl(h, createClass) {
  return createClass({
    getInitialState() {
      return {problem: '', poster: ''};
    },
    shouldComponentUpdate() {
      return true;
    },
    componentDidUpdate() {
      const {mediaPaths, onRemoveInsertedMedia, onChange} = this.props;
      for (const kind of ['photo', 'video']) {
        const path = mediaPaths.get(this.ids?.[kind]);
        if (!path) continue;
        onRemoveInsertedMedia(this.ids[kind]);
        const video = kind === 'video';
        const fits = video ? /\.mp4$/.test(path) : /\.(jpe?g|png)$/.test(path);
        if (fits) onChange(String(path));
        this.setState({
          poster: '',
          problem: fits
            ? ''
            : `„${fileName(String(path))}“ kann die Website nicht zeigen: Wählen Sie ${video ? 'ein Video im Format MP4' : 'ein Foto als JPEG (.jpg) oder PNG (.png)'}.`,
        });
      }
    },
    /**
     * The config's field with the folder of photos (this one) or of videos (its field „video“):
     * Decap finds a folder only on the config's own field objects.
     */
    folderField(/** @type {'photo' | 'video'} */ kind) {
      const {field} = this.props;
      return kind === 'photo' ? field : field.get('fields').first();
    },
    open(/** @type {'photo' | 'video'} */ kind) {
      this.ids ??= {photo: crypto.randomUUID(), video: crypto.randomUUID()};
      const {onOpenMediaLibrary, value} = this.props;
      onOpenMediaLibrary({
        controlID: this.ids[kind],
        forImage: kind === 'photo',
        allowMultiple: false,
        field: this.folderField(kind),
        value: value ?? '',
      });
    },
    async uploadPoster(/** @type {any} */ event) {
      const [file] = event.target.files ?? [];
      event.target.value = '';
      if (!file) return;
      if (!/\.jpe?g$/i.test(file.name) && file.type !== 'image/jpeg') {
        this.setState({
          problem: `„${file.name}“: Das Vorschaubild ist ein Standbild aus dem Video als JPEG (.jpg).`,
        });
        return;
      }
      // Beside the photos of this field, where posterPath puts it for a video of its folder.
      const {field, value, onPersistMedia} = this.props;
      const poster = posterPath(String(value));
      if (poster !== `${field.get('public_folder')}/${fileName(poster)}`) {
        this.setState({
          problem: `Das Vorschaubild gehört nach static${poster}; das geht hier nur für ein Video aus der Auswahl von „Video auswählen“.`,
        });
        return;
      }
      const named = new File([file], fileName(poster), {type: 'image/jpeg'});
      await onPersistMedia(named, {field});
      this.setState({problem: '', poster: fileName(poster)});
    },
    render() {
      const {forID, value, getAsset, classNameWrapper} = this.props;
      const path = typeof value === 'string' ? value : '';
      const video = path.startsWith('/videos/');
      const shown = video ? posterPath(path) : path;
      const preview = shown && getAsset?.(shown, this.folderField('photo'));
      const {problem, poster} = this.state;
      const posterId = `${forID}-vorschaubild`;
      return h(
        'div',
        {id: forID, className: `${classNameWrapper} bild-oder-video`},
        path &&
          h(
            'p',
            {className: 'bild-oder-video-pfad'},
            preview &&
              h('img', {
                src: String(preview),
                alt: '',
                width: 120,
                // A poster not uploaded yet: no empty box.
                onError: (/** @type {any} */ event) => (event.target.hidden = true),
              }),
            h('code', null, path),
          ),
        h('button', {type: 'button', onClick: () => this.open('photo')}, 'Foto auswählen'),
        h('button', {type: 'button', onClick: () => this.open('video')}, 'Video auswählen'),
        video &&
          h(
            'p',
            {className: 'bild-hinweis'},
            poster
              ? `Vorschaubild „${poster}“ hochgeladen; es wird mit diesem Eintrag gespeichert.`
              : `Vorschaubild: ${posterPath(path)} – ein Standbild aus dem Video als JPEG.`,
            ' ',
            h('label', {htmlFor: posterId, className: 'bild-knopf'}, 'Vorschaubild hochladen'),
            h('input', {
              id: posterId,
              type: 'file',
              accept: 'image/jpeg,.jpg,.jpeg',
              className: 'bild-datei',
              onChange: this.uploadPoster,
            }),
          ),
        problem && h('p', {className: 'bild-fehler', role: 'alert'}, problem),
      );
    },
  });
}

// @ts-check
/**
 * The file formats ./admin.js registers in Decap CMS (plain JavaScript, so the unit tests import it
 * too). Decap's own YAML format writes a file anew and drops her comments; these remember the
 * document they read (yaml's parseDocument) and write the edited values into it, so comments, blank
 * lines, quoting and key order stay. `yaml` is passed in.
 */

/** Written like her files: no line folding, lists indented under their key. */
const TO_STRING = {lineWidth: 0, minContentWidth: 0, indentSeq: true, flowCollectionPadding: false};
/** Keys that name a list entry, to find it again after entries were added, moved or removed. */
const IDENTITY_KEYS = ['title', 'name', 'source', 'days', 'slug'];

/** What Decap leaves behind for an emptied optional field. */
const isBlank = (/** @type {unknown} */ value) =>
  value === undefined || value === null || value === '';
const isEntry = (/** @type {any} */ value) => value?.constructor === Object;
/** An entry's name, e.g. "title=Gesichtsbehandlung"; undefined for a value without one. */
const identity = (/** @type {any} */ value) => {
  const key = isEntry(value) && IDENTITY_KEYS.find((name) => !isBlank(value[name]));
  return key ? `${key}=${value[key]}` : undefined;
};

/** @param {typeof import('yaml')} YAML @param {string} content */
function read(YAML, content) {
  const doc = YAML.parseDocument(content);
  if (doc.errors[0]) throw doc.errors[0];
  return doc;
}

/**
 * The text for `data`: written into `doc` (the file as read) if there is one, else a new file.
 * `order` is Decap's list of the form's fields ("reviews", "reviews.name", …): a field she fills
 * in goes where the form has it, a new entry takes its neighbour's key order.
 * @param {typeof import('yaml')} YAML @param {any} doc @param {Record<string, unknown>} data
 * @param {string[]} order @returns {string}
 */
function write(YAML, doc, data, order) {
  const {isMap, isScalar, isSeq} = YAML;
  /** The form's fields at `path` ("reviews." → name, service, …). */
  const fieldsAt = (/** @type {string} */ path) =>
    order
      .filter((name) => name.startsWith(path) && !name.slice(path.length).includes('.'))
      .map((name) => name.slice(path.length));
  /**
   * A value the file does not hold yet, blank fields left out; an entry's keys in the order its
   * neighbour `like` has them, then in the form's.
   * @type {(value: any, path: string, like?: any) => any}
   */
  const plain = (value, path, like) => {
    if (Array.isArray(value)) return value.map((item) => plain(item, path, like));
    if (!isEntry(value)) return value;
    const known = isMap(like) ? like.items.map((/** @type {any} */ pair) => String(pair.key)) : [];
    const keys = new Set([...known, ...fieldsAt(path), ...Object.keys(value)]);
    return Object.fromEntries(
      [...keys]
        .filter((key) => !isBlank(value[key]))
        .map((key) => [key, plain(value[key], `${path}${key}.`)]),
    );
  };
  /** Writes `value` into `node`; returns the node to keep (the same one where it can). */
  const update = (/** @type {any} */ node, /** @type {any} */ value, path = '') => {
    if (isMap(node) && isEntry(value)) {
      node.items = node.items.filter((/** @type {any} */ pair) => {
        const key = String(pair.key);
        // An optional field she emptied goes; one that was empty in the file stays as it was.
        if (isBlank(value[key]))
          return key in value && isScalar(pair.value) && isBlank(pair.value.value);
        pair.value = update(pair.value, value[key], `${path}${key}.`);
        return true;
      });
      const fields = fieldsAt(path);
      for (const [key, item] of Object.entries(value)) {
        const present = node.items.map((/** @type {any} */ pair) => String(pair.key));
        if (present.includes(key) || isBlank(item)) continue;
        // Before the next field of the form that the file holds.
        const later = fields.includes(key) ? fields.slice(fields.indexOf(key) + 1) : [];
        const next = present.findIndex((name) => later.includes(name));
        const pair = doc.createPair(key, doc.createNode(plain(item, `${path}${key}.`)));
        node.items.splice(next < 0 ? node.items.length : next, 0, pair);
      }
      return node;
    }
    if (isSeq(node) && Array.isArray(value)) {
      // Each entry keeps its own node (its comments, quoting and key order): matched first with an
      // entry Decap hands back unchanged (blank fields aside), then by its name, then by place; the
      // rest are new. So an entry added at the top changes nothing in the entries below it.
      const old = /** @type {any[]} */ (node.items);
      const oldValues = old.map((item) => item.toJSON());
      const unused = new Set(old.keys());
      const nodeOf = value.map(() => -1);
      /** @type {Array<(value: unknown, index: number) => string | number | undefined>} */
      const keys = [(entry) => JSON.stringify(plain(entry, path)), identity, (_entry, at) => at];
      for (const key of keys)
        value.forEach((item, index) => {
          const own = key(item, index);
          if (nodeOf[index] >= 0 || own === undefined) return;
          const at = [...unused].find((i) => key(oldValues[i], i) === own);
          if (at !== undefined) unused.delete((nodeOf[index] = at));
        });
      node.items = value.map((item, index) =>
        nodeOf[index] < 0
          ? doc.createNode(plain(item, path, old[0]))
          : update(old[nodeOf[index]], item, path),
      );
      // `closures: []` in the file: entries with fields are written as a block list.
      if (value.some(isEntry)) node.flow = false;
      return node;
    }
    if (!isScalar(node) || (value !== null && typeof value === 'object'))
      return doc.createNode(plain(value, path));
    if (node.value !== value) {
      node.value = value;
      if (typeof value === 'string' && value.includes('\n')) node.type = 'BLOCK_LITERAL';
      else if (String(node.type).startsWith('BLOCK')) node.type = undefined;
    }
    return node;
  };

  if (isMap(doc?.contents)) {
    doc.contents = update(doc.contents, data);
    return doc.toString(TO_STRING);
  }
  // A new article: keywords and topics in brackets, like the guide's template.
  const fresh = new YAML.Document(plain(data, ''));
  for (const list of ['keywords', 'tags'].map((key) => fresh.get(key, true)))
    if (isSeq(list)) list.flow = true;
  return fresh.toString(TO_STRING);
}

/**
 * A content file (src/data/<name>.yml); one format per file, so each remembers its own document.
 * @param {typeof import('yaml')} YAML
 */
export function yamlFileFormat(YAML) {
  /** @type {any} */
  let doc;
  return {
    fromFile: (/** @type {string} */ content) => (doc = read(YAML, content)).toJS() ?? {},
    /** @param {Record<string, unknown>} data @param {string[]} [order] */
    toFile: (data, order = []) => write(YAML, doc, data, order),
    /** The text `toFile` would write, the document as read left as it is (./admin.js checks it). */
    preview: (/** @type {Record<string, unknown>} */ data) => write(YAML, doc?.clone(), data, []),
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
  /** The front matter of each article as read, by slug. */
  const documents = new Map();
  return {
    /** @param {string} content */
    fromFile(content) {
      const [, front, body = ''] = FRONT_MATTER.exec(content) ?? [];
      if (front === undefined) return {body: content};
      const doc = read(YAML, front);
      const data = doc.toJS() ?? {};
      if (typeof data.slug === 'string') {
        documents.set(data.slug, doc);
        data.slug = data.slug.replace(/^post\//, '');
      }
      return {...data, isArticle: true, body: body.replace(/^(?:\r?\n)+/, '')};
    },
    /** @param {Record<string, unknown>} data @param {string[]} [order] */
    toFile(data, order = [], copy = false) {
      const {body = '', isArticle: _mark, ...front} = data;
      if (typeof front.slug === 'string') front.slug = `post/${front.slug.replace(/^post\//, '')}`;
      // A new article is not remembered: Decap also writes it for its backup while she types.
      const doc = documents.get(front.slug);
      if (!doc && front.draft === false) delete front.draft;
      const text = String(body).replace(/^(?:\r?\n)+/, '');
      const head = write(YAML, copy ? doc?.clone() : doc, front, order);
      return `---\n${head}---\n\n${text.replace(/\n?$/, '\n')}`;
    },
    /** The text `toFile` would write, the document as read left as it is (./admin.js checks it). */
    preview(/** @type {Record<string, unknown>} */ data) {
      return this.toFile(data, [], true);
    },
  };
}

// @ts-check
/**
 * Decap CMS file formats that keep the owner's files as she wrote them. Decap's own YAML format
 * re-serialises a whole file on save: every German comment in src/data/*.yml would be lost, long
 * lines folded, quoting changed. These formats remember the parsed YAML document of each file and
 * write the edited values into it, so comments, blank lines, key order and quoting of untouched
 * values stay; only what changed is rewritten.
 *
 * Plain JavaScript with the YAML library passed in: the editor loads it as an ES module next to
 * the browser build of `yaml` (plugins/admin), the unit tests with the Node build.
 */

/** @typedef {typeof import('yaml')} Yaml */
/** @typedef {import('yaml').Document} YamlDocument */

/** Written like the owner's files: no line folding, lists indented under their key. */
const TO_STRING = {lineWidth: 0, minContentWidth: 0, indentSeq: true, flowCollectionPadding: false};

/** Keys that identify an entry of a list, to find it again after entries were added, moved or removed. */
const IDENTITY_KEYS = ['title', 'name', 'source', 'days', 'slug'];

/** @param {unknown} value */
const isPlainObject = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value Decap leaves behind for an emptied optional field. */
const isBlank = (/** @type {unknown} */ value) =>
  value === undefined || value === null || value === '';

/** @param {Yaml} YAML */
export function createYamlWriter(YAML) {
  const {isMap, isScalar, isSeq} = YAML;

  /** @param {any} node */
  const keyOf = (node) => String(isScalar(node) ? node.value : node);

  /** @param {any} node @returns {string | undefined} */
  function identityOf(node) {
    if (!isMap(node)) return undefined;
    for (const key of IDENTITY_KEYS) {
      const value = node.get(key);
      if (value !== undefined && value !== null) return `${key}=${value}`;
    }
    return undefined;
  }

  /** @param {Record<string, unknown>} value @returns {string | undefined} */
  function identityOfValue(value) {
    for (const key of IDENTITY_KEYS) {
      if (!isBlank(value[key])) return `${key}=${value[key]}`;
    }
    return undefined;
  }

  /**
   * Writes `value` into `node` and returns the node to keep (the same one where possible).
   * @param {YamlDocument} doc @param {any} node @param {unknown} value @returns {any}
   */
  function update(doc, node, value) {
    if (isPlainObject(value) && isMap(node)) {
      const data = /** @type {Record<string, unknown>} */ (value);
      node.items = node.items.filter((/** @type {any} */ pair) => {
        const key = keyOf(pair.key);
        if (!(key in data)) return false;
        const item = data[key];
        // An optional field the owner emptied goes; one that was empty in the file stays as it was.
        if (isBlank(item))
          return isScalar(pair.value) && (pair.value.value === '' || pair.value.value === null);
        pair.value = update(doc, pair.value, item);
        return true;
      });
      const present = new Set(node.items.map((/** @type {any} */ pair) => keyOf(pair.key)));
      for (const [key, item] of Object.entries(data)) {
        if (!present.has(key) && !isBlank(item)) node.items.push(doc.createPair(key, item));
      }
      return node;
    }
    if (Array.isArray(value) && isSeq(node)) {
      const old = [...node.items];
      const used = new Set();
      node.items = value.map((item, index) => {
        const wanted = isPlainObject(item)
          ? identityOfValue(/** @type {Record<string, unknown>} */ (item))
          : undefined;
        let match =
          wanted === undefined
            ? -1
            : old.findIndex((candidate, at) => !used.has(at) && identityOf(candidate) === wanted);
        if (match < 0 && index < old.length && !used.has(index)) match = index;
        if (match < 0) return doc.createNode(item);
        used.add(match);
        return update(doc, old[match], item);
      });
      return node;
    }
    if (isScalar(node) && !isPlainObject(value) && !Array.isArray(value)) {
      if (node.value !== value) {
        node.value = value;
        if (typeof value === 'string' && value.includes('\n')) node.type = 'BLOCK_LITERAL';
        else if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')
          node.type = undefined;
      }
      return node;
    }
    return doc.createNode(value);
  }

  /**
   * The file text for `data`: written into `doc` (the file as it was read) when there is one.
   * @param {YamlDocument | undefined} doc @param {Record<string, unknown>} data @param {string[]} [order]
   */
  function write(doc, data, order = []) {
    if (doc && isMap(doc.contents)) {
      doc.contents = update(doc, doc.contents, data);
      return doc.toString(TO_STRING);
    }
    const fresh = new YAML.Document();
    const keys = [
      ...order.filter((key) => key in data),
      ...Object.keys(data).filter((key) => !order.includes(key)),
    ];
    const ordered = Object.fromEntries(
      keys.filter((key) => !isBlank(data[key])).map((key) => [key, data[key]]),
    );
    fresh.contents = fresh.createNode(ordered);
    return fresh.toString(TO_STRING);
  }

  /** @param {string} content */
  function read(content) {
    const doc = YAML.parseDocument(content);
    if (doc.errors.length > 0) throw new Error(doc.errors.map((error) => error.message).join('\n'));
    return doc;
  }

  return {read, write};
}

/**
 * The format of one content file (src/data/<name>.yml): Decap reads it, the owner edits it, Decap
 * writes it. One format per file, so each remembers its own document.
 * @param {Yaml} YAML
 */
export function yamlFileFormat(YAML) {
  const writer = createYamlWriter(YAML);
  /** @type {YamlDocument | undefined} */
  let last;
  return {
    /** @param {string} content */
    fromFile(content) {
      last = writer.read(content);
      return last.toJS() ?? {};
    },
    /** @param {Record<string, unknown>} data @param {string[]} [order] */
    toFile(data, order) {
      return writer.write(last, data, order);
    },
  };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;
const SLUG_PREFIX = 'post/';
/** Marks files with front matter, for the collection's filter (plugins/admin/config.ts); never written. */
export const ARTICLE_MARK = 'isArticle';

/**
 * Blog articles: YAML front matter and Markdown. The editor shows the address without the
 * "post/" every article's slug starts with (blog/README.md), and writes it back with it.
 * Keywords and tags of a new article are written in brackets, like the guide's template.
 * @param {Yaml} YAML
 */
export function blogFormat(YAML) {
  const writer = createYamlWriter(YAML);
  /** @type {Map<string, YamlDocument>} front matter documents by slug */
  const documents = new Map();
  return {
    /** @param {string} content */
    fromFile(content) {
      const match = FRONT_MATTER.exec(content);
      if (!match) return {body: content};
      const doc = writer.read(match[1] ?? '');
      const data = /** @type {Record<string, unknown>} */ (doc.toJS() ?? {});
      if (typeof data.slug === 'string') {
        documents.set(data.slug, doc);
        data.slug = data.slug.startsWith(SLUG_PREFIX)
          ? data.slug.slice(SLUG_PREFIX.length)
          : data.slug;
      }
      return {...data, [ARTICLE_MARK]: true, body: (match[2] ?? '').replace(/^(?:\r?\n)+/, '')};
    },
    /** @param {Record<string, unknown>} data @param {string[]} [order] */
    toFile(data, order) {
      const {body = '', [ARTICLE_MARK]: _mark, ...frontMatter} = data;
      if (typeof frontMatter.slug === 'string' && !frontMatter.slug.startsWith(SLUG_PREFIX)) {
        frontMatter.slug = `${SLUG_PREFIX}${frontMatter.slug}`;
      }
      const existing =
        typeof frontMatter.slug === 'string' ? documents.get(frontMatter.slug) : undefined;
      if (!existing && frontMatter.draft === false) delete frontMatter.draft;
      let yaml;
      if (existing) {
        yaml = writer.write(existing, frontMatter, order);
      } else {
        const doc = new YAML.Document();
        const keys = [
          ...(order ?? []).filter((key) => key in frontMatter),
          ...Object.keys(frontMatter).filter((key) => !(order ?? []).includes(key)),
        ];
        const map = doc.createNode(
          Object.fromEntries(
            keys.filter((key) => !isBlank(frontMatter[key])).map((key) => [key, frontMatter[key]]),
          ),
        );
        for (const key of ['keywords', 'tags']) {
          const list = /** @type {any} */ (map).get(key, true);
          if (YAML.isSeq(list)) list.flow = true;
        }
        doc.contents = map;
        // Not remembered: Decap also calls toFile for its local backup while she types, and a
        // half-filled article must not become the "file as read" (tags would lose their
        // brackets, `draft: false` would stay). Decap reads the file again after saving.
        yaml = doc.toString(TO_STRING);
      }
      const text = String(body).replace(/^(?:\r?\n)+/, '');
      return `---\n${yaml}---\n\n${text.endsWith('\n') ? text : `${text}\n`}`;
    },
  };
}

// @ts-check
/**
 * A thin client for classic W3C WebDriver (https://www.w3.org/TR/webdriver2/): the nine commands
 * that scripts/engines.mjs drives WebKitGTK with, over fetch. The well-kept clients do not fit
 * here: WebdriverIO's `webdriver` package brings the downloaders of geckodriver, edgedriver,
 * safaridriver and browsers and wants Node 22 from v10 on, selenium-webdriver too; the protocol
 * for these commands is small and stable.
 */

/** @typedef {{error: string, message: string}} WebDriverError */

/**
 * Sends one command; resolves with its `value`, rejects with WebDriver's error and message.
 * @param {string} base  the driver's address, e.g. http://127.0.0.1:4444
 * @param {'GET' | 'POST' | 'DELETE'} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function command(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: {'content-type': 'application/json; charset=utf-8'},
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const {value} = /** @type {{value: any}} */ (await response.json());
  if (!response.ok) {
    const {error, message} = /** @type {WebDriverError} */ (value);
    throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return value;
}

export class WebDriverSession {
  /**
   * @param {string} base
   * @param {string} id
   * @param {Record<string, any>} capabilities  what the driver answered, e.g. browserVersion
   */
  constructor(base, id, capabilities) {
    this.path = `${base}/session/${id}`;
    this.capabilities = capabilities;
  }

  /**
   * Whether the driver at `base` is ready for a new session.
   * @param {string} base
   * @returns {Promise<boolean>}
   */
  static async status(base) {
    return Boolean((await command(base, 'GET', '/status')).ready);
  }

  /**
   * A new session (it starts the browser) with these capabilities.
   * @param {string} base
   * @param {Record<string, unknown>} capabilities
   */
  static async create(base, capabilities) {
    const value = await command(base, 'POST', '/session', {
      capabilities: {alwaysMatch: capabilities},
    });
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  /**
   * @param {'GET' | 'POST' | 'DELETE'} method
   * @param {string} path
   * @param {unknown} [body]
   */
  #send(method, path, body) {
    return command(this.path, method, path, body);
  }

  /** Goes to `url` and resolves once it has loaded. @param {string} url */
  navigate(url) {
    return this.#send('POST', '/url', {url});
  }

  back() {
    return this.#send('POST', '/back');
  }

  /**
   * Runs `fn` in the page with `args` (JSON) and resolves with its result, a promise's awaited.
   * @template {unknown[]} A
   * @template R
   * @param {(...args: A) => R} fn
   * @param {A} args
   * @returns {Promise<Awaited<R>>}
   */
  execute(fn, ...args) {
    return this.#send('POST', '/execute/sync', {
      script: `return (${fn}).apply(null, arguments);`,
      args,
    });
  }

  /** @param {{x?: number, y?: number, width?: number, height?: number}} rect */
  setWindowRect(rect) {
    return this.#send('POST', '/window/rect', rect);
  }

  /**
   * Input as the user makes it: key and pointer action sequences, then everything released.
   * @param {object[]} sequences
   */
  async actions(sequences) {
    await this.#send('POST', '/actions', {actions: sequences});
    await this.#send('DELETE', '/actions');
  }

  /** The viewport as PNG. */
  async screenshot() {
    return Buffer.from(await this.#send('GET', '/screenshot'), 'base64');
  }

  /** Ends the session; the driver closes the browser. */
  delete() {
    return command(this.path, 'DELETE', '');
  }
}

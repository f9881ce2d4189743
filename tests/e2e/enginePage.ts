/**
 * One tab of Firefox ESR or WebKitGTK (Debian's packages, driven over WebDriver: firefox.ts,
 * webkit.ts) behind one small interface, so that engines.spec.ts and the screenshots write each
 * step once; and the functions both run in the page.
 */

export type EngineName = 'firefox' | 'webkit';
type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space';

export interface EnginePage {
  readonly engine: EngineName | 'chromium';
  /** The browser's own version, e.g. "Firefox 153.7.0" or "WebKitGTK 2.50.6". */
  readonly version: string;
  /** Opens origin + path, resolves when ready(). */
  goto(path: string): Promise<void>;
  /** The page has loaded, its islands are defined, its problems are recorded. */
  ready(): Promise<void>;
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real mouse click at viewport coordinates. */
  clickAt(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** The viewport, in CSS px. */
  resize(width: number, height: number): Promise<void>;
  /** The browser's Back, then ready(). */
  back(): Promise<void>;
  /** The viewport as a person sees it, as PNG. */
  screenshot(file: string): Promise<void>;
  /** What went wrong in the page (recordProblems). */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

type EngineWindow = Window & {__engineProblems?: string[]; __engineLeft?: boolean};

/**
 * In the page, as early as the engine allows (Firefox: before the first byte is parsed; WebKit:
 * right after `load`): records uncaught errors, unhandled rejections, console.error and CSP
 * violations into window.__engineProblems.
 */
export function recordProblems() {
  const w = window as EngineWindow;
  if (w.__engineProblems) return;
  const problems: string[] = (w.__engineProblems = []);
  w.addEventListener('error', (event) =>
    problems.push(`error: ${event.message} (${event.filename}:${event.lineno})`),
  );
  w.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${event.reason}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(
      `CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
  const error = console.error;
  console.error = (...args) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    error.apply(console, args);
  };
}

/** In the page: what recordProblems recorded. */
export const recorded = () => (window as EngineWindow).__engineProblems;

/** In the page: marks the document as left, so that the next one can be told from it. */
export function leaving() {
  (window as EngineWindow).__engineLeft = true;
}

/**
 * In the page: a page of the site (not the blank document a tab shows while the site's
 * Cross-Origin-Opener-Policy moves it to a new process), not marked as left, has loaded, and
 * every island (custom element site-*) is defined.
 */
export function pageIsReady() {
  return (
    location.protocol === 'https:' &&
    !(window as EngineWindow).__engineLeft &&
    document.readyState === 'complete' &&
    [...document.querySelectorAll(':not(:defined)')].every(
      (element) => !element.localName.startsWith('site-'),
    )
  );
}

/** Polls fn every 50 ms until it resolves true; fails after `timeout` ms. */
export async function until(fn: () => Promise<boolean>, what: string, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!(await fn())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * The system Chromium (never a downloaded one), and flags that keep it offline: Debian's headless
 * shell (the same engine, built from the same source, without the browser's windows) for every
 * headless test, the full browser for screenshots and the benchmark.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_PATH || '/usr/bin/chromium-headless-shell';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
/**
 * Features that preload the omnibox popup of every window, a WebUI page with a renderer of its
 * own (1.5-2 s of CPU beside the page under test); for --disable-features, which Chromium takes
 * only once (the last), so each launcher adds them to its own list.
 */
export const noOmniboxPopup = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

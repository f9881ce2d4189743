/** The system Chromium the tests drive (never a downloaded one), and flags that keep it offline. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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

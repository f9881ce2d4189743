/**
 * Functions that run inside the page, shared by the Chromium specs (`page.evaluate(fn)`) and the
 * other engines' (`tab.evaluate(fn)`, engines.spec.ts). Each is self-contained: the browser gets
 * its source text, nothing it refers to outside.
 */

/** The element that has focus shows a visible indicator (outline or box-shadow). */
export function focusShown(): boolean {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return false;
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  return outline || style.boxShadow !== 'none';
}

/**
 * Scrolls down in half-screen steps (lazy images load and `content-visibility: auto` sections
 * render on the way), then to the very bottom.
 */
export async function scrollToBottom(): Promise<void> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
  for (
    let y = 0;
    y < document.documentElement.scrollHeight;
    y += Math.max(200, window.innerHeight / 2)
  ) {
    window.scrollTo(0, y);
    await pause();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await pause();
}

/**
 * <site-email>: the 'E-Mail schreiben' button beside the obfuscated address
 * (src/components/ObfuscatedEmail). The page holds the address only as shown,
 * "name (at) domain (punkt) de"; a press builds it from that text and opens the mail program,
 * so no built file holds it in plain form. Until this element is
 * defined the button is invisible, its place kept (CSS :not(:defined)), so no tap is lost on it.
 * Self-contained (no imports): compiled on its own by plugins/islands.
 */
class SiteEmail extends HTMLElement {
  #abort: AbortController | null = null;

  connectedCallback(): void {
    const button = this.querySelector<HTMLButtonElement>('button[data-email-button]');
    const shown = this.querySelector('[data-email-address]')?.textContent;
    if (!button || !shown) return;
    this.#abort = new AbortController();
    button.addEventListener(
      'click',
      () => {
        const address = shown.trim().replace(' (at) ', '@').split(' (punkt) ').join('.');
        // As if a mailto: link were followed: the browser hands it to the mail program.
        const link = document.createElement('a');
        link.href = `mailto:${address}`;
        link.click();
      },
      {signal: this.#abort.signal},
    );
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
  }
}

if (!customElements.get('site-email')) customElements.define('site-email', SiteEmail);

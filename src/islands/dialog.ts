/**
 * <site-dialog>: what a native modal <dialog> (src/components/Dialog) does not do by itself.
 * Opening ('Mehr erfahren', the menu button) and closing ('Schließen', the menu's close button)
 * are HTML invoker commands (`commandfor`/`command`) and <form method="dialog">, which work
 * without script; the browser returns focus to the opener on close. This element adds:
 * - closing on a click on the backdrop (the dialog's content fills it, so only a backdrop click
 *   targets the dialog element itself);
 * - with `data-close-on-link`: closing when a link inside is followed (a page restored from the
 *   back/forward cache must not show the menu still open);
 * - with `data-close-media="<media query>"`: closing when the query starts to match (the menu,
 *   once the window is wider than 992px);
 * - closing before printing: an open modal lives in the top layer and would print over the first
 *   page (the printed price list shows every description in place anyway);
 * - for browsers without invoker commands: the same commands from a click listener.
 * Self-contained (no imports): compiled on its own by plugins/islands.
 */
class SiteDialog extends HTMLElement {
  #abort: AbortController | null = null;

  connectedCallback(): void {
    const dialog = this.querySelector('dialog');
    if (!dialog) return;
    this.#abort = new AbortController();
    const {signal} = this.#abort;
    dialog.addEventListener(
      'click',
      (event) => {
        if (event.target === dialog) dialog.close();
        else if (
          this.hasAttribute('data-close-on-link') &&
          event.target instanceof Element &&
          event.target.closest('a[href]')
        )
          dialog.close();
      },
      {signal},
    );
    window.addEventListener('beforeprint', () => dialog.close(), {signal});
    const media = this.dataset.closeMedia;
    if (media) {
      window.matchMedia(media).addEventListener(
        'change',
        (event) => {
          if (event.matches) dialog.close();
        },
        {signal},
      );
    }
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
  }
}

/** Invoker commands where the browser has none (Baseline 2025; older Safari and Firefox). */
function polyfillCommands(): void {
  if ('command' in HTMLButtonElement.prototype) return;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const id = button?.getAttribute('commandfor');
    const target = id ? document.getElementById(id) : null;
    if (!button || !(target instanceof HTMLDialogElement) || button.disabled) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) target.showModal();
    else if ((command === 'close' || command === 'request-close') && target.open) target.close();
    else return;
    event.preventDefault();
  });
}

if (!customElements.get('site-dialog')) {
  customElements.define('site-dialog', SiteDialog);
  polyfillCommands();
}

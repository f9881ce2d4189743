import '@testing-library/jest-dom/jest-globals';
import globalData from './__stubs__/globalData';
import {ISLANDS} from '@site/src/islands';

// plugins/islands' global data: components name their island's script through it.
globalData.islands = {
  default: {
    urls: Object.fromEntries(
      Object.entries(ISLANDS)
        .filter(([, load]) => load === 'module')
        .map(([name]) => [name, `/assets/islands/${name}.test.js`]),
    ),
  },
};

// The rest is for the browser environment (jsdom); a suite of Node code may run in `node`
// (`@jest-environment node`: jsdom itself, e.g. for the SVG check, needs Node's globals).
if (typeof window !== 'undefined') {
  // Docusaurus' Link prefetches routes through window.docusaurus; jsdom has no such runtime.
  Object.assign(window, {
    docusaurus: {prefetch: () => Promise.resolve(), preload: () => Promise.resolve()},
  });

  // jsdom implements neither matchMedia nor the <dialog> methods: minimal, observable versions.
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  if (!HTMLDialogElement.prototype.showModal) {
    // As in browsers, closing returns focus to what had it when the dialog opened (the opener).
    const openers = new WeakMap<HTMLDialogElement, Element | null>();
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      openers.set(this, document.activeElement);
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (this.hasAttribute('open')) {
        this.removeAttribute('open');
        const opener = openers.get(this);
        if (opener instanceof HTMLElement) opener.focus();
        this.dispatchEvent(new Event('close'));
      }
    };
  }

  // jsdom does not act on <form method="dialog">: a submit there closes the form's dialog, as in
  // browsers (capturing, before jsdom reports form submission as not implemented).
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.getAttribute('method') === 'dialog') {
        event.preventDefault();
        form.closest('dialog')?.close();
      }
    },
    true,
  );
}
